import type { CourseListItem, CourseSession, PublicCategory } from './publicApi.js';

/**
 * The education calendar's window (issue 31): the page shows the sessions of a couple of months at a time,
 * with a plain link to every other month, so its size does not grow with the catalogue (500 courses and
 * 1,000 sessions once made a 2.6 MB page). The server cuts the window (GET /api/pages/calendar); the filters
 * are the same ones the address carries: `?month=2026-03`, `?city=Ankara`, `?online=1`, `?category=<seo>`.
 */
export interface CalendarFilters {
  /** A month in site time, "2026-03"; '' for the first months that have sessions. */
  month: string;
  city: string;
  online: boolean;
}

/** What a session row shows of its course: the rest of a course stays on its own page. */
export type CalendarCourse = Pick<
  CourseListItem,
  'id' | 'seo_name' | 'title' | 'duration' | 'price' | 'category' | 'sessions'
>;

export interface CalendarMonth {
  key: string;
  /** Any session's start in the month, for its name ("Mart 2026"). */
  sample: string;
  /** The sessions in the month that pass the city and online filters. */
  sessions: number;
}

export interface CalendarWindow {
  /** Every month with a session passing the city and online filters, soonest first. */
  months: CalendarMonth[];
  /** The months whose sessions `courses` carries. */
  shown: string[];
  /** Every city with a classroom session (of the category), in Turkish order. */
  cities: string[];
  /** The courses with a session in the shown months; each course's sessions cut to those that pass. */
  courses: CalendarCourse[];
  /** Courses without any session, planned on request: the first ones, while no session filter is set. */
  unscheduled: CourseListItem[];
  unscheduled_total: number;
  /** The chosen category (its SEO title names the page), null for the whole calendar. */
  main_category: PublicCategory | null;
}

/**
 * When no month is chosen the calendar shows the first month with sessions, and the next one too while
 * together they hold at most this many sessions (a small catalogue's page is not cut into slivers).
 */
export const calendarWindowSessions = 100;
/** How many on-request courses the calendar shows before its "all" link (`?tumu=1`). */
export const unscheduledShown = 12;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export function readCalendarFilters(params: URLSearchParams): CalendarFilters {
  const month = params.get('month') ?? '';
  return {
    month: monthPattern.test(month) ? month : '',
    city: (params.get('city') ?? '').trim().slice(0, 100),
    online: params.get('online') === '1',
  };
}

export const hasFilters = (filters: CalendarFilters) =>
  Boolean(filters.month || filters.city || filters.online);

const monthFormat = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
});

/** The month a moment falls in, in site time (Istanbul): "2026-03". */
export function siteMonthKey(iso: string): string {
  const parts = monthFormat.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The city and online filters (the month is the window's business). */
export function sessionPlaceMatches(session: CourseSession, filters: CalendarFilters): boolean {
  if (filters.online && !session.is_online) return false;
  if (filters.city && (session.is_online || session.place !== filters.city)) return false;
  return true;
}

function firstMonths(months: CalendarMonth[]): string[] {
  const [first, second] = months;
  if (!first) return [];
  if (second && first.sessions + second.sessions <= calendarWindowSessions) return [first.key, second.key];
  return [first.key];
}

/**
 * Cuts the calendar's window out of a catalogue (its courses' sessions from today on, soonest first):
 * the chosen month, or the first month or two that have sessions passing the filters (calendarWindowSessions).
 */
export function calendarWindow(
  courses: CourseListItem[],
  filters: CalendarFilters,
  options: { allUnscheduled?: boolean; mainCategory?: PublicCategory | null } = {},
): CalendarWindow {
  const months = new Map<string, CalendarMonth>();
  const cities = new Set<string>();
  for (const course of courses)
    for (const session of course.sessions) {
      if (!session.is_online && session.place) cities.add(session.place);
      if (!sessionPlaceMatches(session, filters)) continue;
      const key = siteMonthKey(session.starts_at);
      const month = months.get(key);
      if (month) month.sessions += 1;
      else months.set(key, { key, sample: session.starts_at, sessions: 1 });
    }
  const allMonths = [...months.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const shown = filters.month ? [filters.month] : firstMonths(allMonths);
  const inWindow = new Set(shown);
  const windowCourses: CourseListItem[] = [];
  for (const course of courses) {
    const sessions = course.sessions.filter(
      (session) => inWindow.has(siteMonthKey(session.starts_at)) && sessionPlaceMatches(session, filters),
    );
    if (sessions.length > 0) windowCourses.push({ ...course, sessions });
  }
  const unscheduled = hasFilters(filters) ? [] : courses.filter((course) => course.sessions.length === 0);
  return {
    months: allMonths,
    shown,
    cities: [...cities].sort((a, b) => a.localeCompare(b, 'tr')),
    courses: windowCourses,
    unscheduled: options.allUnscheduled ? unscheduled : unscheduled.slice(0, unscheduledShown),
    unscheduled_total: unscheduled.length,
    main_category: options.mainCategory ?? null,
  };
}
