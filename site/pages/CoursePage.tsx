import { Link, useParams } from 'react-router-dom';
import type { CourseDetail } from '../../shared/publicApi';
import { useCourse } from '../data/useCourses';
import { useT } from '../i18n/DictionaryContext';
import { useContentLanguage } from '../i18n/contentLanguage';
import { useLanguage } from '../i18n/LanguageContext';
import { paths } from '../../shared/routes';
import { usePageMetaOverride } from '../shell/DocumentMeta';
import { CourseGrid } from '../ui/CourseGrid';
import { CoverImage } from '../ui/CoverImage';
import { IconFact } from '../ui/IconFact';
import { formatDateRange } from '../ui/format';
import { DocumentList, Gallery, galleryImages } from '../ui/Gallery';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { RichText } from '../ui/RichText';
import { ShareWidget } from '../ui/ShareWidget';
import { BrochureLink } from '../ui/BrochureLink';
import { CourseFaq } from '../ui/CourseFaq';
import { CourseTestimonials } from '../ui/CourseTestimonials';
import { TitledBlock } from '../ui/TitledBlock';
import { useAbsoluteUrl } from '../ssr/PageContext';
import { RecordPage } from './RecordPage';
import { CourseSessions } from '../enrolment/CourseSessions';
import { EnrolBar } from '../enrolment/EnrolBar';
import { useEnrolmentDialogs } from '../enrolment/EnrolmentDialogs';
import { PreRegistrationSection } from '../enrolment/PreRegistrationSection';
import { askChoice, sessionChoice } from '../enrolment/SessionActions';
import { isFull } from '../enrolment/seats';
import { useEnrolmentTexts } from '../enrolment/texts';
import { altText } from '../../shared/imageAltText';
import { nextBookableSession } from '../../shared/nextSession';
import { PriceText } from '../ui/PriceText';

// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
function CourseView({ course }: { course: CourseDetail }) {
  const t = useT();
  const enrolTexts = useEnrolmentTexts();
  const { lang } = useLanguage();
  const { preRegister, ask, dialogs } = useEnrolmentDialogs(course);
  const language = useContentLanguage(course.content_lang);
  usePageMetaOverride(course.seo_title || course.title, course.seo_description || course.summary);
  // The cover is shown above the description already (it may be the first gallery image).
  const gallery = course.files.filter(
    (file) => file.gallery_type !== 'document' && file.gallery_type !== 'cover' && file.url !== course.cover,
  );
  const url = useAbsoluteUrl();
  const nextSession = nextBookableSession(course.sessions);
  const crumbs: { to: string; label: string }[] = [{ to: paths.products, label: t('navbar.products') }];
  if (course.category?.parent)
    crumbs.push({
      to: `${paths.products}?category=${course.category.parent.seo_name}`,
      label: course.category.parent.name,
    });

  return (
    <>
      <PageHeader title={course.title} lead={course.summary} crumbs={crumbs} language={language}>
        <ul className="page-header__facts">
          {course.category && <IconFact icon="book">{course.category.name}</IconFact>}
          {course.duration && <IconFact icon="clock">{course.duration}</IconFact>}
          {course.brand && (
            <IconFact icon="award">
              <Link to={paths.brand(course.brand.seo_name)}>{course.brand.name}</Link>
            </IconFact>
          )}
        </ul>
      </PageHeader>
      <div className="container section detail">
        <div className="detail__main">
          <CoverImage src={course.cover} alt={course.cover_alt} />
          <RichText html={course.description} language={language} />

          <TitledBlock title={t('home.sessions_title')} compact>
            <CourseSessions course={course} courseUrl={url} onPreRegister={preRegister} />
          </TitledBlock>
          <PreRegistrationSection course={course} />

          {course.instructors.length > 0 && (
            <TitledBlock title={t('navbar.instructors')} compact>
              <ul className="person-list">
                {course.instructors.map((person) => (
                  <li key={person.id}>
                    <Link to={paths.instructor(person.seo_name)} className="person-chip">
                      {person.photo ? (
                        <img src={person.photo} alt={altText(person.photo_alt, '')} loading="lazy" />
                      ) : (
                        <span className="person-chip__avatar">
                          <Icon name="user" />
                        </span>
                      )}
                      <span>
                        <strong>{person.name}</strong>
                        <small>{person.title}</small>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </TitledBlock>
          )}

          <CourseTestimonials productId={course.id} />

          {galleryImages(gallery).length > 0 && (
            <TitledBlock title={t('home.gallery')} compact>
              <Gallery files={gallery} title={course.title} />
            </TitledBlock>
          )}
          <DocumentList files={course.files} />
          <CourseFaq items={course.faq} />
        </div>

        <aside className="detail__aside">
          <div className="panel panel--sticky">
            {course.price && (
              <p className="price">
                <small>{t('home.price')}</small>
                <PriceText price={course.price} />
              </p>
            )}
            {course.next_session && (
              <p className="aside-fact">
                <Icon name="calendar" size={18} />
                <span>
                  <small>{t('home.next_session')}</small>
                  <NextSession course={course} />
                </span>
              </p>
            )}
            {nextSession ? (
              <button
                className="button button--block button--large"
                {...sessionChoice(nextSession, preRegister)}
              >
                {isFull(nextSession) ? enrolTexts.joinWaitlist : enrolTexts.preRegister}
              </button>
            ) : (
              <button className="button button--block button--large" {...askChoice(lang, ask)}>
                {t('home.apply_now')}
              </button>
            )}
            <ShareWidget
              url={url}
              title={course.title}
              description={course.summary}
              quote={course.summary}
              hashtags={[course.category?.parent?.name, course.category?.name]
                .filter((tag): tag is string => Boolean(tag))
                .map((tag) => tag.replace(/\s+/g, ''))}
              media={course.cover ? new URL(course.cover, url || 'http://localhost').href : undefined}
            />
            <BrochureLink seoName={course.seo_name} />
            <p className="aside-corporate">
              {t('home.corporate_cta')}{' '}
              <Link to={paths.corporate_request}>{t('home.corporate_cta_link')}</Link>
            </p>
          </div>
        </aside>
      </div>
      {course.related.length > 0 && (
        <div className="container section section--related">
          <TitledBlock title={t('home.related_courses')}>
            <CourseGrid courses={course.related} scroll />
          </TitledBlock>
        </div>
      )}
      <EnrolBar course={course} onPreRegister={preRegister} onAsk={ask} />
      {dialogs}
    </>
  );
}

function NextSession({ course }: { course: CourseDetail }) {
  const { lang } = useLanguage();
  const t = useT();
  const next = course.next_session;
  if (!next) return null;
  return (
    <>
      {formatDateRange(next.starts_at, next.ends_at, lang)} · {next.is_online ? t('home.online') : next.place}
    </>
  );
}

/** SPEC §2 course detail (/kurs/{seo_name}). */
export function CoursePage() {
  const { seo_name } = useParams();
  return <RecordPage query={useCourse(seo_name)}>{(course) => <CourseView course={course} />}</RecordPage>;
}
