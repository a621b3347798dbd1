import type { CalendarCourse } from '../../../shared/calendarWindow';
import type { CourseSession } from '../../../shared/publicApi';
import type { SessionCourse } from '../../ui/SessionRow';
import { compareIso, monthKey, sortedTexts } from '../../ui/format';
import { type CalendarFilters, hasFilters, sessionMatches } from './calendarFilters';

export interface CalendarRow {
  session: CourseSession;
  course: SessionCourse;
}

export interface MonthGroup {
  key: string;
  /** Any session's start in the month, for the heading. */
  sample: string;
  rows: CalendarRow[];
}

const noFilters: CalendarFilters = { month: '', city: '', online: false };

/**
 * Every session of the courses that passes the filters, soonest first, grouped by month (site time); courses
 * without sessions apart, and only while no session filter is set (they have no month, city or format).
 */
export function groupSessions<C extends CalendarCourse>(
  courses: C[],
  filters: CalendarFilters = noFilters,
): {
  months: MonthGroup[];
  unscheduled: C[];
} {
  const rows: CalendarRow[] = [];
  for (const course of courses)
    for (const session of course.sessions)
      if (sessionMatches(session, filters)) rows.push({ session, course });
  // Sessions that start together go by course title, in Turkish order: the titles are sorted once (remembered
  // and handed to the browser with the page, site/ui/format.ts), not compared pair by pair.
  const titleRank = new Map(
    sortedTexts([...new Set(rows.map((row) => row.course.title))]).map((title, rank) => [title, rank]),
  );
  const rankOf = (row: CalendarRow) => titleRank.get(row.course.title) ?? 0;
  rows.sort((a, b) => compareIso(a.session.starts_at, b.session.starts_at) || rankOf(a) - rankOf(b));
  const months: MonthGroup[] = [];
  for (const row of rows) {
    const key = monthKey(row.session.starts_at);
    const last = months[months.length - 1];
    if (last?.key === key) last.rows.push(row);
    else months.push({ key, sample: row.session.starts_at, rows: [row] });
  }
  const unscheduled = hasFilters(filters) ? [] : courses.filter((course) => course.sessions.length === 0);
  return { months, unscheduled };
}
