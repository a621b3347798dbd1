import { Link } from 'react-router-dom';
import type { CourseListItem, CourseSummary } from '../../shared/publicApi';
import { shorten } from '../../shared/shorten';
import { useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';
import { paths } from '../../shared/routes';
import { CardTitle } from './CardTitle';
import { IconFact } from './IconFact';
import { formatDate } from './format';
import { Icon } from './Icon';
import { altText } from '../../shared/imageAltText';
import { useContentLanguage } from '../i18n/contentLanguage';
import { PriceText } from './PriceText';

/** A course as a card: cover, category, title, short summary, price, next session and duration. */
export function CourseCard({
  course,
  headingLevel = 3,
}: {
  course: CourseSummary | CourseListItem;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const next = 'next_session' in course ? course.next_session : null;
  const written = useContentLanguage(course.content_lang);
  return (
    <article className="card course-card">
      <Link
        to={paths.course(course.seo_name)}
        className="course-card__media"
        tabIndex={-1}
        aria-hidden="true"
      >
        {course.cover ? (
          <img
            src={course.cover}
            alt={altText(course.cover_alt, '')}
            loading="lazy"
            width={640}
            height={360}
          />
        ) : (
          <span className="course-card__placeholder">
            <Icon name="book" size={36} />
          </span>
        )}
        {course.is_popular && (
          <span className="badge badge--accent course-card__badge">{t('home.popular_badge')}</span>
        )}
      </Link>
      <div className="card__body course-card__body">
        {course.category && (
          <p className="course-card__category">{course.category.parent?.name ?? course.category.name}</p>
        )}
        <CardTitle to={paths.course(course.seo_name)} level={headingLevel} language={written}>
          {course.title}
        </CardTitle>
        <p className="card__text course-card__summary" {...written}>
          {shorten(course.summary, 110)}
        </p>
        {course.price && (
          <p className="course-card__price">
            <span className="visually-hidden">{t('home.price')}: </span>
            <PriceText price={course.price} />
          </p>
        )}
        <ul className="course-card__meta">
          {next && (
            <IconFact icon="calendar" label={t('home.next_session')}>
              {formatDate(next.starts_at, lang)}
            </IconFact>
          )}
          {next && (
            <IconFact icon={next.is_online ? 'monitor' : 'pin'}>
              {next.is_online ? t('home.online') : next.place}
            </IconFact>
          )}
          {course.duration && <IconFact icon="clock">{course.duration}</IconFact>}
        </ul>
      </div>
    </article>
  );
}
