import type { InstructorListItem } from '../../shared/publicApi';
import { shorten } from '../../shared/shorten';
import { useInstructors } from '../data/useInstructors';
import { useT } from '../i18n/DictionaryContext';
import { useContentLanguage } from '../i18n/contentLanguage';
import { paths } from '../../shared/routes';
import { QueryView } from '../ui/LoadState';
import { CardTitle } from '../ui/CardTitle';
import { ItemList } from '../ui/ItemList';
import { PageHeader } from '../ui/PageHeader';
import { PersonPhoto } from '../ui/PersonPhoto';
import { PageSkeleton } from './PageSkeleton';

/**
 * One instructor as a card. Their name is the same in every language; a biography not written in the
 * page's language shows the Turkish one, and their title and excerpt carry its `lang`/`dir` (issue 30).
 */
function InstructorCard({ person }: { person: InstructorListItem }) {
  const written = useContentLanguage(person.content_lang);
  return (
    <article className="card person-card">
      <PersonPhoto name={person.name} photo={person.photo} photoAlt={person.photo_alt} />
      <CardTitle to={paths.instructor(person.seo_name)} level={2} className="person-card__name">
        {person.name}
      </CardTitle>
      <p className="person-card__title" {...written}>
        {person.title}
      </p>
      <p className="card__text" {...written}>
        {shorten(person.summary, 140)}
      </p>
    </article>
  );
}

/** SPEC §2 instructors (egitmenlerimiz), in the admin's order. */
export function InstructorsPage() {
  const t = useT();
  const query = useInstructors();
  return (
    <>
      <PageHeader
        title={t('navbar.instructors')}
        lead={t('home.instructors_lead')}
        crumbs={[{ label: t('navbar.trainings') }]}
      />
      <div className="container section">
        <QueryView query={query} loading={<PageSkeleton />}>
          {(instructors) =>
            instructors.length === 0 ? (
              <p className="empty">{t('home.no_instructors')}</p>
            ) : (
              <ItemList items={instructors} className="card-grid card-grid--people">
                {(person) => <InstructorCard person={person} />}
              </ItemList>
            )
          }
        </QueryView>
      </div>
    </>
  );
}
