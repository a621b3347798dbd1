import { useClassroomRental } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from '../ui/Icon';
import { TitledBlock } from '../ui/TitledBlock';
import { ContentGallery, ContentIntro, ContentPage } from './ContentPage';
import { ContactBand } from './home/HomeSections';

/** SPEC §2 classroom rental (sinif-kiralama): text, rooms and the gallery. */
export function ClassroomRentalPage() {
  const t = useT();
  return (
    <ContentPage query={useClassroomRental()} menu="classroom_rental" under="services">
      {({ data, files }) => (
        <>
          <ContentIntro content={data}>
            {data.rooms.length > 0 && (
              <TitledBlock title={t('home.rooms_title')}>
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
              </TitledBlock>
            )}
          </ContentIntro>
          <ContentGallery files={files} title={data.title} />
          <ContactBand />
        </>
      )}
    </ContentPage>
  );
}
