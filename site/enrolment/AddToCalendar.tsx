import type { CourseSession, CourseSummary } from '../../shared/publicApi';
import { googleCalendarUrl, outlookCalendarUrl } from '../../shared/calendarLinks';
import { Icon } from '../ui/Icon';
import { usePopupDetails } from '../ui/usePopupDetails';
import { useEnrolmentTexts } from './texts';

/** The .ics file of one session (server/routes/public/calendar.ts). */
export const sessionCalendarPath = (sessionId: number) => `/api/pages/session/${sessionId}/calendar.ics`;

/**
 * "Takvime ekle": the session's .ics file, Google Calendar and Outlook. A <details> disclosure, so it opens
 * with JavaScript off too; with it, it closes as a menu does, a calendar chosen included (usePopupDetails).
 */
export function AddToCalendar({
  session,
  course,
  courseUrl,
}: {
  session: CourseSession;
  course: Pick<CourseSummary, 'title' | 'summary'>;
  /** The course page's absolute address, written into the event's details. */
  courseUrl: string;
}) {
  const texts = useEnrolmentTexts();
  const event = {
    title: course.title,
    startsAt: session.starts_at,
    endsAt: session.ends_at,
    location: session.is_online ? 'Online' : session.place,
    details: [course.summary, courseUrl].filter(Boolean).join('\n\n'),
  };
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const popup = usePopupDetails();
  return (
    <details className="add-to-calendar" {...popup}>
      <summary className="add-to-calendar__toggle">
        <Icon name="calendar" size={15} />
        {texts.addToCalendar}
      </summary>
      <ul className="add-to-calendar__menu">
        <li>
          <a href={sessionCalendarPath(session.id)} download>
            {texts.icsFile}
          </a>
        </li>
        <li>
          <a href={googleCalendarUrl(event)} {...external}>
            {texts.googleCalendar} <span className="visually-hidden">{texts.opensInNewTab}</span>
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(event)} {...external}>
            {texts.outlookCalendar} <span className="visually-hidden">{texts.opensInNewTab}</span>
          </a>
        </li>
      </ul>
    </details>
  );
}
