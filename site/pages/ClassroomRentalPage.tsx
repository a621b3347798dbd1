import { useClassroomRental } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { Gallery } from '../ui/Gallery';
import { Icon } from '../ui/Icon';
import { QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { RichText } from '../ui/RichText';
import { ContactBand } from './home/HomeSections';
import { PageSkeleton } from './PageSkeleton';

/** SPEC §2 classroom rental (sinif-kiralama): text, rooms and the gallery. */
export function ClassroomRentalPage() {
  const t = useT();
  const query = useClassroomRental();
  return (
    <QueryView query={query} loading={<PageSkeleton />}>
      {(section) => {
        const data = section.data;
        return (
          <>
            <PageHeader
              title={data.title || t('navbar.classroom_rental')}
              lead={data.summary}
              crumbs={[{ label: t('navbar.services') }]}
            />
            <div className="container section">
              <div className="split split--top">
                <RichText html={data.content} className="split__text" />
                {data.image && <img className="split__image" src={data.image} alt="" loading="lazy" />}
              </div>
              {data.rooms.length > 0 && (
                <section className="detail__block" aria-labelledby="rooms-title">
                  <h2 id="rooms-title" className="section-heading__title">
                    {t('home.rooms_title')}
                  </h2>
                  <ul className="card-grid card-grid--3">
                    {data.rooms.map((room) => (
                      <li key={room.name}>
                        <article className="panel room">
                          <h3 className="panel__title">{room.name}</h3>
                          <p className="room__capacity">
                            <Icon name="users" size={18} />
                            {room.capacity} {t('home.people')}
                          </p>
                          <p className="room__features">{room.features}</p>
                        </article>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {section.files.length > 0 && (
                <section className="detail__block" aria-labelledby="rental-gallery">
                  <h2 id="rental-gallery" className="section-heading__title">
                    {t('home.gallery')}
                  </h2>
                  <Gallery files={section.files} title={data.title} />
                </section>
              )}
            </div>
            <ContactBand />
          </>
        );
      }}
    </QueryView>
  );
}
