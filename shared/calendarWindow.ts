import type { CourseListItem, CourseSession, PublicCategory } from './publicApi.js';

/**
 * The education calendar's window (issue 31): a small catalogue's sessions are shown whole, a bigger one's
 * next three weeks, with a plain link to every month, so the page's size does not grow with the catalogue (500
 * courses and 1,000 sessions once made a 2.6 MB page). The server cuts the window (GET /api/pages/calendar); the filters
 * are the same ones the address carries: `?month=2026-03`, `?city=Ankara`, `?online=1`, `?category=<seo>`; a
 * busy month comes in parts of whole days, `?month=2026-03&sayfa=2` (the API's `page=2`), each a plain link.
 */
export interface CalendarFilters {
  /** A month in site time, "2026-03"; '' for the coming sessions. */
  month: string;
  city: string;
  online: boolean;
}

/**
 * What a session row and its event markup (server/ssr/calendarEvents.ts) show of its course: the rest of a
 * course stays on its own page.
 */
export type CalendarCourse = Pick<
  CourseListItem,
  | 'id'
  | 'content_lang'
  | 'seo_name'
  | 'title'
  | 'summary'
  | 'duration'
  | 'price'
  | 'price_offer'
  | 'cover'
  | 'category'
  | 'sessions'
>;

export interface CalendarMonth {
  key: string;
  /** Any session's start in the month, for its name ("Mart 2026"). */
  sample: string;
  /** The sessions in the month that pass the city and online filters. */
  sessions: number;
}

/**
 * One part of a chosen month that holds more sessions than a page shows (calendarWindowSessions): whole days,
 * named by its first and last sessions' days ("1 – 15 Aralık 2026"); the address asks for it with `?sayfa=N`.
 */
export interface CalendarPart {
  /** The start of the part's first and last sessions. */
  first: string;
  last: string;
  sessions: number;
}

export interface CalendarWindow {
  /** Every month with a session passing the city and online filters, soonest first. */
  months: CalendarMonth[];
  /** The months whose sessions `courses` carries (the last one or two may be in part: see `until`). */
  shown: string[];
  /** When the window is a number of weeks: the moment its sessions start before; null for a chosen month. */
  until: string | null;
  /**
   * A chosen month with more than calendarWindowSessions sessions comes in parts of whole days, every one
   * named here so the page links to each; `courses` carries the sessions of part `part` (from 1) alone. An
   * empty list when the month is shown whole, or no month is chosen.
   */
  parts: CalendarPart[];
  part: number;
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

/** With no month chosen, a catalogue of at most this many sessions (after the filters) is shown whole. */
export const calendarAllSessions = 50;
/** A bigger one shows the sessions of its next three weeks (and at least its first month with sessions)… */
export const calendarWindowDays = 21;
/**
 * … but never more than about this many: the page stays light (≤ 300 kB of HTML) however busy the weeks are.
 * The last shown session's day is shown whole, so the window ends at a day's end, never mid-day. A session
 * costs about 5 kB of the built page (its row, its answer embedded for hydration, its JSON-LD event): 60 made
 * the 500-course calendar 301 kB, 50 leaves room for a busy last day.
 */
export const calendarWindowSessions = 50;
const dayMs = 24 * 3600 * 1000;
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

/** The part of a busy month asked for (the address's `sayfa`, the API's `page`); anything else is the first. */
export const readCalendarPart = (raw: string | null): number =>
  raw && /^\d{1,4}$/.test(raw) ? Math.max(1, Number(raw)) : 1;

export const hasFilters = (filters: CalendarFilters) =>
  Boolean(filters.month || filters.city || filters.online);

/** Made on first use: the site imports this module, and a page hydrates without starting ICU (README). */
let monthFormat: Intl.DateTimeFormat | undefined;

/** The month a moment falls in, in site time (Istanbul): "2026-03". */
export function siteMonthKey(iso: string): string {
  monthFormat ??= new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
  });
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

/** Istanbul has kept UTC+3 all year since 2016: a site day starts at 21:00 UTC the day before. */
const siteOffsetMs = 3 * 3600 * 1000;

/** The end of the site-time day a moment falls in (the next Istanbul midnight). */
function siteDayEnd(time: number): number {
  return (Math.floor((time + siteOffsetMs) / dayMs) + 1) * dayMs - siteOffsetMs;
}

/** The start of the month after a month key ("2026-03" → 1 April 2026, Istanbul midnight). */
function nextMonthStart(key: string): number {
  const [year, month] = key.split('-').map(Number);
  return Date.UTC(year, month, 1) - siteOffsetMs;
}

/**
 * The moment the shown sessions end before: everything when the catalogue is small; else its next weeks
 * (at least its first month with sessions), cut at the day of its calendarWindowSessions-th session.
 */
function windowEnd(starts: number[], firstMonth: string | undefined, now: Date): number {
  if (starts.length <= calendarAllSessions || firstMonth === undefined) return Infinity;
  const weeks = Math.max(now.getTime() + calendarWindowDays * dayMs, nextMonthStart(firstMonth));
  const capped = siteDayEnd([...starts].sort((a, b) => a - b)[calendarWindowSessions - 1]);
  return Math.min(weeks, capped);
}

/**
 * A busy month's parts (`starts` sorted): as many as a page of calendarWindowSessions needs, about as big as
 * each other, each ending at a day's end so a day is never split between two pages. `end` is the moment the
 * part's sessions start before.
 */
function monthParts(starts: { time: number; iso: string }[]): (CalendarPart & { end: number })[] {
  if (starts.length <= calendarWindowSessions) return [];
  const count = Math.ceil(starts.length / calendarWindowSessions);
  const parts: (CalendarPart & { end: number })[] = [];
  let begin = 0;
  for (let k = 1; k <= count && begin < starts.length; k++) {
    // The session a balanced part would end with; the part then takes the rest of its day.
    const target = Math.max(begin, Math.ceil((k * starts.length) / count) - 1);
    const end = k === count ? Infinity : siteDayEnd(starts[target].time);
    let stop = begin;
    while (stop < starts.length && starts[stop].time < end) stop++;
    parts.push({ first: starts[begin].iso, last: starts[stop - 1].iso, sessions: stop - begin, end });
    begin = stop;
  }
  return parts;
}

/** The sessions a chosen month's page shows: the month, or the asked part of a busy one (clamped). */
function monthSlice(monthStarts: { time: number; iso: string }[], asked: number) {
  const parts = monthParts(monthStarts.sort((a, b) => a.time - b.time));
  if (parts.length === 0) return { parts, part: 1, from: -Infinity, end: Infinity };
  const part = Math.min(Math.max(1, Math.floor(asked) || 1), parts.length);
  return {
    parts: parts.map(({ first, last, sessions }) => ({ first, last, sessions })),
    part,
    from: part > 1 ? parts[part - 2].end : -Infinity,
    end: parts[part - 1].end,
  };
}

/**
 * Cuts the calendar's window out of a catalogue (its courses' sessions from today on, soonest first): the
 * chosen month (a busy one's part `options.part`, see monthParts); else every session of a small catalogue (≤ calendarAllSessions), a bigger one's next
 * calendarWindowDays days (at least its first month with sessions), at most about calendarWindowSessions.
 */
export function calendarWindow(
  courses: CourseListItem[],
  filters: CalendarFilters,
  options: {
    allUnscheduled?: boolean;
    mainCategory?: PublicCategory | null;
    now?: Date;
    /** The part of a busy chosen month (`?sayfa=`), from 1. */
    part?: number;
  } = {},
): CalendarWindow {
  const months = new Map<string, CalendarMonth>();
  const cities = new Set<string>();
  /** The start of every session the filters keep, and of those in the chosen month: windows are cut from them. */
  const starts: number[] = [];
  const monthStarts: { time: number; iso: string }[] = [];
  for (const course of courses)
    for (const session of course.sessions) {
      if (!session.is_online && session.place) cities.add(session.place);
      if (!sessionPlaceMatches(session, filters)) continue;
      const start = Date.parse(session.starts_at);
      starts.push(start);
      const key = siteMonthKey(session.starts_at);
      if (key === filters.month) monthStarts.push({ time: start, iso: session.starts_at });
      const month = months.get(key);
      if (month) month.sessions += 1;
      else months.set(key, { key, sample: session.starts_at, sessions: 1 });
    }
  const allMonths = [...months.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const firstMonth = allMonths[0]?.key;
  const end = filters.month ? Infinity : windowEnd(starts, firstMonth, options.now ?? new Date());
  const slice = monthSlice(monthStarts, options.part ?? 1);
  const inWindow = (session: CourseSession) => {
    const start = Date.parse(session.starts_at);
    if (!filters.month) return start < end;
    return siteMonthKey(session.starts_at) === filters.month && start >= slice.from && start < slice.end;
  };
  const windowCourses: CalendarCourse[] = [];
  const shownMonths = new Set<string>();
  for (const course of courses) {
    const sessions = course.sessions.filter(
      (session) => inWindow(session) && sessionPlaceMatches(session, filters),
    );
    for (const session of sessions) shownMonths.add(siteMonthKey(session.starts_at));
    if (sessions.length === 0) continue;
    const { id, content_lang, seo_name, title, summary, duration, price, price_offer, cover, category } =
      course;
    windowCourses.push({
      id,
      ...(content_lang ? { content_lang } : {}),
      seo_name,
      title,
      summary,
      duration,
      price,
      price_offer,
      cover,
      category,
      sessions,
    });
  }
  const unscheduled = hasFilters(filters) ? [] : courses.filter((course) => course.sessions.length === 0);
  return {
    months: allMonths,
    shown: filters.month
      ? [filters.month]
      : allMonths.filter((m) => shownMonths.has(m.key)).map((m) => m.key),
    until: Number.isFinite(end) ? new Date(end).toISOString() : null,
    parts: filters.month ? slice.parts : [],
    part: filters.month ? slice.part : 1,
    cities: [...cities].sort((a, b) => a.localeCompare(b, 'tr')),
    courses: windowCourses,
    unscheduled: options.allUnscheduled ? unscheduled : unscheduled.slice(0, unscheduledShown),
    unscheduled_total: unscheduled.length,
    main_category: options.mainCategory ?? null,
  };
}
