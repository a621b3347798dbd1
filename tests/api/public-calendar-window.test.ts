import { beforeAll, describe, expect, it } from 'vitest';
import { type CalendarWindow, calendarWindowSessions } from '../../shared/calendarWindow.js';
import type { CourseListItem } from '../../shared/publicApi.js';
import type { Paged } from '../../shared/types.js';
import { seedLargeCatalogue } from '../../server/db/seed/largeCatalogue.js';
import { getData } from '../helpers/publicApi.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/* Issue 31, point 4: the calendar's cost does not grow with the catalogue — a window of months, links to all. */

const t = useSiteTestApp();

const sessionIds = (courses: { sessions: { id: number }[] }[]) =>
  courses.flatMap((course) => course.sessions.map((session) => session.id)).sort((a, b) => a - b);

/**
 * Every session the calendar reaches by following each month it names, and each part of a busy month: a part
 * answers its own sessions alone, no more than about a page's worth.
 */
async function sessionsThroughMonths(query = '') {
  const first = await getData<CalendarWindow>(t, `/api/pages/calendar${query}`);
  const reached: number[] = [];
  for (const month of first.months) {
    const monthUrl = `/api/pages/calendar?month=${month.key}${query.replace('?', '&')}`;
    const page = await getData<CalendarWindow>(t, monthUrl);
    expect(page.shown).toEqual([month.key]);
    expect(page.part).toBe(1);
    if (page.parts.length === 0) {
      expect(sessionIds(page.courses)).toHaveLength(month.sessions);
      reached.push(...sessionIds(page.courses));
      continue;
    }
    expect(month.sessions).toBeGreaterThan(calendarWindowSessions);
    expect(page.parts.reduce((sum, part) => sum + part.sessions, 0)).toBe(month.sessions);
    for (const [i, part] of page.parts.entries()) {
      const partPage = i === 0 ? page : await getData<CalendarWindow>(t, `${monthUrl}&page=${i + 1}`);
      expect(partPage.part).toBe(i + 1);
      expect(partPage.parts).toEqual(page.parts);
      const starts = partPage.courses.flatMap((course) => course.sessions.map((s) => s.starts_at)).sort();
      expect(starts).toHaveLength(part.sessions);
      expect([starts[0], starts[starts.length - 1]]).toEqual([part.first, part.last]);
      reached.push(...sessionIds(partPage.courses));
    }
  }
  return { first, reached: reached.sort((a, b) => a - b) };
}

describe('GET /api/pages/calendar', () => {
  it('answers the demo calendar whole, names every month, and every session is one month away', async () => {
    const all = await getData<CourseListItem[]>(t, '/api/pages/products');
    const { first, reached } = await sessionsThroughMonths();
    expect(first.shown).toEqual(first.months.slice(0, first.shown.length).map((month) => month.key));
    expect(first.shown.length).toBeGreaterThanOrEqual(1);
    expect(first.months.map((month) => month.key)).toEqual([...first.months.map((m) => m.key)].sort());
    expect(reached).toEqual(sessionIds(all));
    expect(first.main_category).toBeNull();
  });

  it("cuts a category's calendar with its SEO title, and 404s an unknown category", async () => {
    const [category] = await getData<{ seo_name: string }[]>(t, '/api/pages/categories');
    const window = await getData<CalendarWindow>(t, `/api/pages/calendar?category=${category.seo_name}`);
    expect(window.main_category?.seo_name).toBe(category.seo_name);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/pages/calendar?category=yok-boyle-bir-sey',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
  });

  it('ignores a malformed month', async () => {
    const window = await getData<CalendarWindow>(t, '/api/pages/calendar?month=2026-13');
    expect(window.shown).toEqual([window.months[0].key, ...window.shown.slice(1)]);
    expect(window.shown).not.toContain('2026-13');
  });
});

describe('GET /api/pages/online-courses', () => {
  it('pages the courses with an online session coming up, each offering an online session', async () => {
    const all = await getData<CourseListItem[]>(t, '/api/pages/products');
    const expected = all.filter((course) => course.sessions.some((session) => session.is_online));
    const first = await getData<Paged<CourseListItem>>(t, '/api/pages/online-courses');
    expect(first).toMatchObject({ page: 1, per_page: 12, total: expected.length });
    expect(first.items.map((course) => course.id)).toEqual(expected.slice(0, 12).map((course) => course.id));
    for (const course of first.items) {
      expect(course.next_session?.is_online).toBe(true);
      expect(course.sessions.every((session) => session.is_online)).toBe(true);
    }
    const beyond = await getData<Paged<CourseListItem>>(t, '/api/pages/online-courses?page=999');
    expect(beyond.items).toEqual([]);
    const malformed = await getData<Paged<CourseListItem>>(t, '/api/pages/online-courses?page=-3');
    expect(malformed.page).toBe(1);
  });
});

/** The page size the calendar keeps to however big the catalogue (issue 31). */
const pageLimit = 300_000;

/**
 * Follows every link to the calendar from `start`, in its language, as a crawler without script does: each
 * page's size, and every session its rows show (the course's address and the session's start).
 */
async function crawlCalendar(start: string, lang: string) {
  const prefix = lang === 'tr' ? '' : `/${lang}`;
  const link = new RegExp(`href="(${prefix}/egitim-takvimi(?:\\?[^"#]*)?)"`, 'g');
  const queue = [start];
  const seen = new Set(queue);
  const sizes = new Map<string, number>();
  const sessions = new Set<string>();
  // Pages sharing a canonical address must show the same sessions (a month's part is a page of its own).
  const byCanonical = new Map<string, string>();
  while (queue.length > 0) {
    const url = queue.shift() as string;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode, url).toBe(200);
    sizes.set(url, Buffer.byteLength(page.body));
    const rows = [...page.body.matchAll(/<li class="session-row">([\s\S]*?)<\/li>/g)];
    // The page's events (JSON-LD) are the sessions it shows, no more.
    const events = /"@type":"ItemList".*?"numberOfItems":(\d+)/.exec(page.body)?.[1];
    expect(Number(events ?? 0), url).toBe(rows.length);
    for (const [, row] of rows) {
      const course = /href="[^"]*\/kurs\/([^"/]+)"/.exec(row)?.[1];
      const startsAt = /<time dateTime="([^"]+)"/i.exec(row)?.[1];
      expect(course && startsAt, row).toBeTruthy();
      sessions.add(`${course}|${startsAt}`);
    }
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1] ?? url;
    const shown = rows.map(([, row]) => row).join('');
    expect(byCanonical.get(canonical) ?? shown, `${url} shares ${canonical}`).toBe(shown);
    byCanonical.set(canonical, shown);
    for (const [, href] of page.body.matchAll(link)) {
      const next = href.replaceAll('&amp;', '&');
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return { sizes, sessions };
}

describe('the calendar page with 500 courses and 1,000 sessions', () => {
  beforeAll(async () => {
    const added = await seedLargeCatalogue(t.app.db, { courses: 500, sessionsPerCourse: 2 });
    expect(added).toEqual({ courses: 500, sessions: 1000 });
    // The catalogue changed behind the API's back (as the command line does): start from a cold cache.
    t.app.publicCache.clear();
  });

  it('stays under 300 kB of HTML and links to every month, through which every session is reached', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/egitim-takvimi' });
    expect(page.statusCode).toBe(200);
    expect(Buffer.byteLength(page.body)).toBeLessThan(pageLimit);
    const all = await getData<CourseListItem[]>(t, '/api/pages/products');
    const { first, reached } = await sessionsThroughMonths();
    expect(reached).toEqual(sessionIds(all));
    expect(reached.length).toBeGreaterThanOrEqual(1000);
    for (const month of first.months)
      expect(page.body).toContain(`href="/egitim-takvimi?month=${month.key}"`);
    // The distance-learning page lists its online courses a page at a time too.
    const online = await t.app.inject({ method: 'GET', url: '/uzaktan-egitim' });
    expect(Buffer.byteLength(online.body)).toBeLessThan(pageLimit);
    expect(online.body).toContain('href="/uzaktan-egitim?sayfa=2"');
  });

  it.each(['tr', 'en'])(
    'reaches every session in %s through plain links from /egitim-takvimi, no page over 300 kB',
    async (lang) => {
      const all = await getData<CourseListItem[]>(t, '/api/pages/products', lang);
      const expected = new Set(
        all.flatMap((course) => course.sessions.map((session) => `${course.seo_name}|${session.starts_at}`)),
      );
      expect(expected.size).toBeGreaterThanOrEqual(1000);
      const { sizes, sessions } = await crawlCalendar(
        lang === 'tr' ? '/egitim-takvimi' : `/${lang}/egitim-takvimi`,
        lang,
      );
      expect([...expected].filter((session) => !sessions.has(session))).toEqual([]);
      expect([...sizes].filter(([, size]) => size > pageLimit)).toEqual([]);
      // A busy month's second part is a page of its own, named by its dates, its sessions alone.
      expect([...sizes.keys()].some((url) => /[?&]sayfa=2\b/.test(url))).toBe(true);
    },
  );
});
