import { nextBookableSession } from '../../shared/nextSession';
import { useCourses } from '../data/useCourses';
import { useDistanceLearning } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { CourseGrid } from '../ui/CourseGrid';
import { FeatureGrid } from '../ui/FeatureGrid';
import { PageSection } from '../ui/PageSection';
import { ContentGallery, ContentIntro, ContentPage } from './ContentPage';

/** The courses that have an online session coming up, each showing its first online session with a seat. */
function OnlineCourses() {
  const t = useT();
  const { data } = useCourses();
  const online = (data ?? []).flatMap((course) => {
    const session = nextBookableSession(course.sessions.filter((s) => s.is_online));
    return session ? [{ ...course, next_session: session }] : [];
  });
  if (online.length === 0) return null;
  return (
    <PageSection title={t('home.online_courses_title')} tinted>
      <CourseGrid courses={online} />
    </PageSection>
  );
}

/** SPEC §2 distance learning (uzaktan-egitim): text and features, the gallery, the courses with online sessions. */
export function DistanceLearningPage() {
  const t = useT();
  return (
    <ContentPage
      query={useDistanceLearning()}
      fallbackTitle={t('navbar.distance_learning')}
      crumbs={[{ label: t('navbar.trainings') }]}
    >
      {({ data, files }) => (
        <>
          <ContentIntro content={data}>
            {data.features.length > 0 && (
              <div className="detail__block">
                <FeatureGrid
                  items={data.features}
                  fallbackIcons={['video', 'replay', 'mobile', 'certificate', 'laptop', 'support']}
                  headingLevel={2}
                />
              </div>
            )}
          </ContentIntro>
          <ContentGallery files={files} title={data.title} />
          <OnlineCourses />
        </>
      )}
    </ContentPage>
  );
}
