import { usePageContent } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { Gallery } from '../ui/Gallery';
import { Icon } from '../ui/Icon';
import { QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { RichText } from '../ui/RichText';
import { PageSkeleton } from './PageSkeleton';

/** SPEC §2 about us (biz-kimiz): story, mission and vision, values. */
export function AboutPage() {
  const t = useT();
  const query = usePageContent('corporate');
  return (
    <QueryView query={query} loading={<PageSkeleton />}>
      {({ about_us: section }) => {
        const about = section.data;
        return (
          <>
            <PageHeader title={about.title || t('navbar.about_us')} lead={about.summary} />
            <div className="container section">
              <div className="split split--top">
                <RichText html={about.content} className="split__text" />
                {about.image && <img className="split__image" src={about.image} alt="" loading="lazy" />}
              </div>
            </div>
            {(about.mission || about.vision) && (
              <section className="section section--tinted" aria-label={t('home.mission_vision')}>
                <div className="container card-grid card-grid--2">
                  {about.mission && (
                    <article className="panel">
                      <h2 className="panel__title">
                        <Icon name="award" />
                        {t('home.mission')}
                      </h2>
                      <p>{about.mission}</p>
                    </article>
                  )}
                  {about.vision && (
                    <article className="panel">
                      <h2 className="panel__title">
                        <Icon name="globe" />
                        {t('home.vision')}
                      </h2>
                      <p>{about.vision}</p>
                    </article>
                  )}
                </div>
              </section>
            )}
            {about.values.length > 0 && (
              <section className="section" aria-labelledby="values-title">
                <div className="container">
                  <h2 id="values-title" className="section-heading__title">
                    {t('home.our_values')}
                  </h2>
                  <ul className="feature-grid">
                    {about.values.map((value) => (
                      <li key={value.title} className="feature">
                        <h3 className="feature__title">{value.title}</h3>
                        <p>{value.text}</p>
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            )}
            {section.files.length > 0 && (
              <div className="container section">
                <Gallery files={section.files} title={about.title} />
              </div>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
