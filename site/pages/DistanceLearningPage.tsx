import { useSearchParams } from 'react-router-dom';
import { lenientPage } from '../data/apiKeys';
import { useOnlineCourses } from '../data/useCourses';
import { useDistanceLearning } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { CourseGrid } from '../ui/CourseGrid';
import { FeatureGrid } from '../ui/FeatureGrid';
import { PageLinks } from '../ui/PageLinks';
import { PageSection } from '../ui/PageSection';
import { ContentGallery, ContentIntro, ContentPage } from './ContentPage';

/**
 * The courses that have an online session coming up, each showing its first online session with a seat,
 * 12 a page (`?sayfa=2`; GET /api/pages/online-courses).
 */
function OnlineCourses() {
  const t = useT();
  const [params] = useSearchParams();
  const page = lenientPage(params.get('sayfa'));
  const { data } = useOnlineCourses(page);
  if (!data || data.items.length === 0) return null;
  return (
    <PageSection title={t('home.online_courses_title')} tinted>
      <CourseGrid courses={data.items} />
      <PageLinks
        page={data.page}
        lastPage={data.last_page}
        hrefOf={(to) => (to === 1 ? '?' : `?sayfa=${to}`)}
      />
    </PageSection>
  );
}

/** SPEC §2 distance learning (uzaktan-egitim): text and features, the gallery, the courses with online sessions. */
export function DistanceLearningPage() {
  return (
    <ContentPage query={useDistanceLearning()} menu="distance_learning" under="trainings">
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
