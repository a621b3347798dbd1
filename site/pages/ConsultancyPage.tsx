import { useConsultancy } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { Gallery } from '../ui/Gallery';
import { Icon } from '../ui/Icon';
import { QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { RichText } from '../ui/RichText';
import { ContactBand } from './home/HomeSections';
import { PageSkeleton } from './PageSkeleton';

/** SPEC §2 consultancy service (danismanlik-hizmeti). */
export function ConsultancyPage() {
  const t = useT();
  const query = useConsultancy();
  return (
    <QueryView query={query} loading={<PageSkeleton />}>
      {(section) => {
        const data = section.data;
        return (
          <>
            <PageHeader
              title={data.title || t('navbar.consultancy_service')}
              lead={data.summary}
              crumbs={[{ label: t('navbar.services') }]}
            />
            <div className="container section">
              <div className="split split--top">
                <RichText html={data.content} className="split__text" />
                {data.image && <img className="split__image" src={data.image} alt="" loading="lazy" />}
              </div>
            </div>
            {data.services.length > 0 && (
              <section className="section section--tinted" aria-labelledby="services-title">
                <div className="container">
                  <h2 id="services-title" className="section-heading__title">
                    {t('home.our_services')}
                  </h2>
                  <ul className="feature-grid">
                    {data.services.map((service) => (
                      <li key={service.title} className="feature">
                        <span className="feature__badge">
                          <Icon name="briefcase" />
                        </span>
                        <h3 className="feature__title">{service.title}</h3>
                        <p>{service.text}</p>
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            )}
            {section.files.length > 0 && (
              <div className="container section">
                <Gallery files={section.files} title={data.title} />
              </div>
            )}
            <ContactBand />
          </>
        );
      }}
    </QueryView>
  );
}
