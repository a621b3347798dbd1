import type { CourseDetail, CourseSession } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';
import { formatDateRange, formatDateRangePieces, formatTime } from '../ui/format';
import { Icon } from '../ui/Icon';
import { AddToCalendar } from './AddToCalendar';
import { SeatsBadge } from './SeatsBadge';
import { PreRegisterButton } from './SessionActions';
import { useEnrolmentTexts } from './texts';

/**
 * The course's upcoming sessions: dates (Istanbul time), place, duration, seats left, and per session its
 * own "Ön Kayıt" (or the waiting list) and "Takvime ekle".
 */
export function CourseSessions({
  course,
  courseUrl,
  onPreRegister,
}: {
  course: CourseDetail;
  courseUrl: string;
  onPreRegister: (session: CourseSession) => void;
}) {
  const t = useT();
  const texts = useEnrolmentTexts();
  const { lang } = useLanguage();
  if (course.sessions.length === 0) return <p className="empty">{t('home.on_request_text')}</p>;
  return (
    <div className="table-wrap">
      <table className="table course-sessions">
        <caption className="visually-hidden">{t('home.sessions_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.date')}</th>
            <th scope="col">{t('home.place')}</th>
            <th scope="col">{t('home.duration')}</th>
            <th scope="col">{texts.seatsColumn}</th>
            <th scope="col">
              <span className="visually-hidden">{texts.actionsColumn}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {course.sessions.map((session) => {
            const dates = formatDateRange(session.starts_at, session.ends_at, lang);
            return (
              <tr key={session.id} id={`oturum-${session.id}`}>
                <td data-label={t('home.date')}>
                  <SessionDates session={session} lang={lang} />
                </td>
                <td data-label={t('home.place')}>
                  <div>
                    <span className={`chip${session.is_online ? ' chip--online' : ''}`}>
                      <Icon name={session.is_online ? 'monitor' : 'pin'} size={14} />
                      {session.is_online ? t('home.online') : session.place}
                    </span>
                  </div>
                </td>
                <td data-label={t('home.duration')}>
                  <div>{course.duration ?? '—'}</div>
                </td>
                <td data-label={texts.seatsColumn}>
                  <div>
                    <SeatsBadge session={session} />
                    {session.seats_left === null && texts.seatsUnlimited}
                  </div>
                </td>
                <td className="course-sessions__actions">
                  <PreRegisterButton
                    session={session}
                    sessionName={`${course.title}, ${dates}`}
                    onOpen={onPreRegister}
                  />
                  <AddToCalendar session={session} course={course} courseUrl={courseUrl} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A session's dates and hours: a range that needs two lines breaks after its dash, each end whole
 * ("28 Aralık 2026 –" over "19 Şubat 2027"; the table's stylesheet keeps each piece on one line).
 */
function SessionDates({ session, lang }: { session: CourseSession; lang: string }) {
  return (
    <div>
      <time dateTime={session.starts_at}>
        {formatDateRangePieces(session.starts_at, session.ends_at, lang).map((piece, index) =>
          // Between the pieces (odd places) is the space a line may break at.
          index % 2 === 0 ? (
            <span key={index} className="course-sessions__date-piece">
              {piece}
            </span>
          ) : (
            piece
          ),
        )}
      </time>
      <small>
        {formatTime(session.starts_at, lang)} – {formatTime(session.ends_at, lang)}
      </small>
    </div>
  );
}
