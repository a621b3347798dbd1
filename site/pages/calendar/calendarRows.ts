import type { CourseListItem, CourseSession, CourseSummary } from '../../../shared/publicApi';
import { compareText, monthKey } from '../../ui/format';

export interface CalendarRow {
  session: CourseSession;
  course: CourseSummary;
}

export interface MonthGroup {
  key: string;
  /** Any session's start in the month, for the heading. */
  sample: string;
  rows: CalendarRow[];
}

/** Every session of the courses, soonest first, grouped by month (site time); courses without sessions apart. */
export function groupSessions(courses: CourseListItem[]): {
  months: MonthGroup[];
  unscheduled: CourseListItem[];
} {
  const rows: CalendarRow[] = [];
  for (const course of courses) for (const session of course.sessions) rows.push({ session, course });
  rows.sort(
    (a, b) =>
      a.session.starts_at.localeCompare(b.session.starts_at) || compareText(a.course.title, b.course.title),
  );
  const months: MonthGroup[] = [];
  for (const row of rows) {
    const key = monthKey(row.session.starts_at);
    const last = months[months.length - 1];
    if (last?.key === key) last.rows.push(row);
    else months.push({ key, sample: row.session.starts_at, rows: [row] });
  }
  return { months, unscheduled: courses.filter((course) => course.sessions.length === 0) };
}
