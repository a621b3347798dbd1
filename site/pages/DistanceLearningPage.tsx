import { useCourses } from '../data/useCourses';
import { useDistanceLearning } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { CourseCard } from '../ui/CourseCard';
import { Gallery } from '../ui/Gallery';
import { Icon } from '../ui/Icon';
import { QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { RichText } from '../ui/RichText';
import { PageSkeleton } from './PageSkeleton';

/** The courses that have an online session coming up. */
function OnlineCourses() {
  const t = useT();
  const query = useCourses();
  const online = (query.data ?? []).filter((course) => course.sessions.some((session) => session.is_online));
  if (online.length === 0) return null;
  return (
    <section className="section section--tinted" aria-labelledby="online-title">
      <div className="container">
        <h2 id="online-title" className="section-heading__title">
          {t('home.online_courses_title')}
        </h2>
        <ul className="card-grid">
          {online.map((course) => (
            <li key={course.id}>
              <CourseCard
                course={{ ...course, next_session: course.sessions.find((s) => s.is_online) ?? null }}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** SPEC §2 distance learning (uzaktan-egitim). */
export function DistanceLearningPage() {
  const t = useT();
  const query = useDistanceLearning();
  return (
    <QueryView query={query} loading={<PageSkeleton />}>
      {(section) => {
        const data = section.data;
        return (
          <>
            <PageHeader
              title={data.title || t('navbar.distance_learning')}
              lead={data.summary}
              crumbs={[{ label: t('navbar.trainings') }]}
            />
            <div className="container section">
              <div className="split split--top">
                <RichText html={data.content} className="split__text" />
                {data.image && <img className="split__image" src={data.image} alt="" loading="lazy" />}
              </div>
              {data.features.length > 0 && (
                <ul className="feature-grid feature-grid--spaced">
                  {data.features.map((feature) => (
                    <li key={feature.title} className="feature">
                      <span className="feature__badge">
                        <Icon name="monitor" />
                      </span>
                      <h2 className="feature__title">{feature.title}</h2>
                      <p>{feature.text}</p>
                    </li>
                  ))}
                </ul>
              )}
              <Gallery files={section.files} title={data.title} />
            </div>
            <OnlineCourses />
          </>
        );
      }}
    </QueryView>
  );
}
