import { Link } from 'react-router-dom';
import type { CourseSession, CourseSummary } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';
import { useContentLanguage } from '../i18n/contentLanguage';
import { paths } from '../../shared/routes';
import { SeatsBadge } from '../enrolment/SeatsBadge';
import { dateBadge, formatDateRange, formatTime } from './format';
import { PriceText } from './PriceText';

/** What a session row shows of its course. */
export type SessionCourse = Pick<
  CourseSummary,
  'content_lang' | 'seo_name' | 'title' | 'duration' | 'price' | 'category'
>;

/**
 * One session in a list: date badge, course title, dates, place or online, duration, price, seats left and a
 * details link.
 */
export function SessionRow({ session, course }: { session: CourseSession; course: SessionCourse }) {
  const t = useT();
  const { lang } = useLanguage();
  const written = useContentLanguage(course.content_lang);
  const badge = dateBadge(session.starts_at, lang);
  return (
    <li className="session-row">
      <span className="date-badge" aria-hidden="true">
        <strong>{badge.day}</strong>
        <span>{badge.month}</span>
      </span>
      <div className="session-row__body">
        {course.category && <p className="session-row__category">{course.category.name}</p>}
        <Link to={paths.course(course.seo_name)} className="session-row__title" {...written}>
          {course.title}
        </Link>
        <p className="session-row__meta">
          <span>
            <span className="row-icon row-icon--calendar" aria-hidden="true" />
            <span>
              <time dateTime={session.starts_at}>
                {formatDateRange(session.starts_at, session.ends_at, lang)}
              </time>
              {' · '}
              {formatTime(session.starts_at, lang)}
            </span>
          </span>
          <span>
            <span
              className={`row-icon row-icon--${session.is_online ? 'monitor' : 'pin'}`}
              aria-hidden="true"
            />
            <span>{session.is_online ? t('home.online') : session.place}</span>
          </span>
          {course.duration && (
            <span>
              <span className="row-icon row-icon--clock" aria-hidden="true" />
              <span>{course.duration}</span>
            </span>
          )}
        </p>
        {(course.price || session.seats_left !== null) && (
          <p className="session-row__offer">
            {course.price && (
              <span className="session-row__price">
                <span className="visually-hidden">{t('home.price')}: </span>
                <PriceText price={course.price} />
              </span>
            )}
            <SeatsBadge session={session} />
          </p>
        )}
      </div>
      <Link
        to={paths.course(course.seo_name)}
        className="button button--outline button--small session-row__action"
        aria-label={`${t('home.details')}: ${course.title}`}
      >
        {t('home.details')}
      </Link>
    </li>
  );
}
