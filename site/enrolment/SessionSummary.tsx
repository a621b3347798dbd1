import type { CourseSession } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';
import { formatDateRange, formatTime } from '../ui/format';
import { Icon } from '../ui/Icon';
import { SeatsBadge } from './SeatsBadge';
import { useEnrolmentTexts } from './texts';

/** The course and session a form is about: dates and times in Istanbul time, the place or Online. */
export function SessionSummary({ courseTitle, session }: { courseTitle: string; session: CourseSession }) {
  const t = useT();
  const texts = useEnrolmentTexts();
  const { lang } = useLanguage();
  return (
    <section className="session-summary" aria-label={texts.sessionLabel}>
      <p className="session-summary__course">{courseTitle}</p>
      <p className="session-summary__fact">
        <Icon name="calendar" size={16} />
        <span>
          <time dateTime={session.starts_at}>
            {formatDateRange(session.starts_at, session.ends_at, lang)}
          </time>
          {' · '}
          {formatTime(session.starts_at, lang)} – {formatTime(session.ends_at, lang)}
        </span>
      </p>
      <p className="session-summary__fact">
        <Icon name={session.is_online ? 'monitor' : 'pin'} size={16} />
        <span>{session.is_online ? t('home.online') : session.place}</span>
      </p>
      <SeatsBadge session={session} />
    </section>
  );
}
