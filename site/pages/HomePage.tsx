import { usePopularCourses } from '../data/useCourses';
import { usePageContent } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { paths } from '../../shared/routes';
import { CourseGrid } from '../ui/CourseGrid';
import { ErrorState, Loading } from '../ui/LoadState';
import { QuerySection } from '../ui/PageSection';
import { HomeHero } from './home/HomeHero';
import {
  ContactBand,
  HomeAbout,
  HomeBrands,
  HomeCategories,
  HomeFeatures,
  HomeNews,
  HomeStats,
  UpcomingSessions,
} from './home/HomeSections';
import { HomeReferences, HomeTestimonials } from './home/HomeTestimonials';

function PopularCourses() {
  const t = useT();
  return (
    <QuerySection
      query={usePopularCourses()}
      loading={<Loading lines={4} />}
      eyebrow={t('home.popular_eyebrow')}
      title={t('home.popular_title')}
      link={{ to: paths.products, label: t('home.see_all') }}
    >
      {(courses) => <CourseGrid courses={courses.slice(0, 6)} scroll />}
    </QuerySection>
  );
}

/** SPEC §2 home: hero, popular and upcoming courses, categories, testimonials, news, brands and client references. */
export function HomePage() {
  const content = usePageContent('home');
  const sections = content.data;
  return (
    <>
      <HomeHero hero={sections?.hero} />
      {content.error && !sections && (
        <div className="container section">
          <ErrorState onRetry={() => void content.mutate()} />
        </div>
      )}
      <HomeStats stats={sections?.stats} />
      <PopularCourses />
      <UpcomingSessions />
      <HomeCategories />
      <HomeAbout about={sections?.about} />
      <HomeFeatures features={sections?.features} />
      <HomeTestimonials />
      <HomeNews />
      <HomeBrands />
      <HomeReferences />
      <ContactBand />
    </>
  );
}
