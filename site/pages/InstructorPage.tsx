import { useParams } from 'react-router-dom';
import type { InstructorDetail } from '../../shared/publicApi';
import { useInstructor } from '../data/useInstructors';
import { useContentLanguage } from '../i18n/contentLanguage';
import { useT } from '../i18n/DictionaryContext';
import { paths } from '../../shared/routes';
import { usePageMetaOverride } from '../shell/DocumentMeta';
import { CoursesBlock } from '../ui/CourseGrid';
import { PageHeader } from '../ui/PageHeader';
import { PersonPhoto } from '../ui/PersonPhoto';
import { RichText } from '../ui/RichText';
import { RecordPage } from './RecordPage';

function InstructorView({ person }: { person: InstructorDetail }) {
  const t = useT();
  usePageMetaOverride(person.name, person.summary);
  const language = useContentLanguage(person.content_lang);
  return (
    <>
      <PageHeader
        title={person.name}
        lead={person.title}
        crumbs={[{ to: paths.instructors, label: t('navbar.instructors') }]}
        language={language}
      />
      <div className="container section">
        <div className="profile">
          <PersonPhoto name={person.name} photo={person.photo} photoAlt={person.photo_alt} size="large" />
          <RichText html={person.biography} className="profile__text" language={language} />
        </div>
        <CoursesBlock title={t('home.instructor_courses')} courses={person.courses} />
      </div>
    </>
  );
}

/** SPEC §2 instructor detail (/egitmen/{seo_name}). */
export function InstructorPage() {
  const { seo_name } = useParams();
  return (
    <RecordPage query={useInstructor(seo_name)}>{(person) => <InstructorView person={person} />}</RecordPage>
  );
}
