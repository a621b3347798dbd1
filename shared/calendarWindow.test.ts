import { describe, expect, it } from 'vitest';
import type { CourseSession } from './publicApi';
import { course, courses, session } from '../tests/helpers/calendarCourses';
import {
  calendarAllSessions,
  calendarWindow,
  calendarWindowDays,
  calendarWindowSessions,
  readCalendarPart,
  siteMonthKey,
  unscheduledShown,
} from './calendarWindow';

const none = { month: '', city: '', online: false };
const sessionIds = (list: { sessions: CourseSession[] }[]) =>
  list.flatMap((c) => c.sessions.map((s) => s.id));

describe('calendarWindow', () => {
  it('shows a small catalogue whole and names every month, in order, with its count', () => {
    const window = calendarWindow(courses, none);
    expect(window.months.map((m) => [m.key, m.sessions])).toEqual([
      ['2026-04', 2],
      ['2026-05', 1],
      ['2026-06', 1],
    ]);
    expect(window.shown).toEqual(['2026-04', '2026-05', '2026-06']);
    expect(window.until).toBeNull();
    expect(sessionIds(window.courses)).toEqual([11, 12, 21, 22]);
    expect(window.unscheduled.map((c) => c.id)).toEqual([3]);
    // A session row needs a few of its course's fields, not the course.
    expect(Object.keys(window.courses[0]).sort()).toEqual(
      [
        'category',
        'cover',
        'duration',
        'id',
        'price',
        'price_offer',
        'seo_name',
        'sessions',
        'summary',
        'title',
      ].sort(),
    );
  });

  it("shows a bigger catalogue's next weeks, and at least its first month", () => {
    const now = new Date('2026-04-01T00:00:00Z');
    const busy = Array.from({ length: calendarAllSessions }, (_, i) =>
      course(200 + i, [session(2000 + i, '2026-06-20T06:30:00Z', 'Ankara')]),
    );
    const soon = calendarWindow([...courses, ...busy], none, { now });
    // The first month is shown whole: it ends after the next three weeks (Istanbul midnight, 21:00 UTC).
    expect(soon.until).toBe('2026-04-30T21:00:00.000Z');
    expect(sessionIds(soon.courses)).toEqual([11, 21]);
    expect(soon.shown).toEqual(['2026-04']);
    // Nothing in the next weeks: the first month that has sessions is shown whole.
    const later = calendarWindow([...courses, ...busy], none, { now: new Date('2026-01-01T00:00:00Z') });
    expect(later.shown).toEqual(['2026-04']);
    expect(sessionIds(later.courses)).toEqual([11, 21]);
  });

  it('shows the next three weeks when they end after the first month', () => {
    const now = new Date('2026-04-25T00:00:00Z');
    const busy = Array.from({ length: calendarAllSessions }, (_, i) =>
      course(200 + i, [session(2000 + i, '2026-06-20T06:30:00Z', 'Ankara')]),
    );
    const window = calendarWindow([...courses, ...busy], none, { now });
    expect(window.until).toBe(new Date(now.getTime() + calendarWindowDays * 86_400_000).toISOString());
    expect(window.shown).toEqual(['2026-04', '2026-05']);
  });

  it('never shows many more than calendarWindowSessions, ending with the whole day of the last one', () => {
    const now = new Date('2026-04-01T00:00:00Z');
    // Three busy days in the next three weeks: half the cap on each of 3, 4 and 5 April (Istanbul time).
    const perDay = calendarWindowSessions / 2;
    const busy = Array.from({ length: 3 * perDay }, (_, i) =>
      course(300 + i, [session(3000 + i, `2026-04-0${3 + Math.floor(i / perDay)}T06:30:00Z`, 'Ankara')]),
    );
    const window = calendarWindow(busy, none, { now });
    // The cap's session is 4 April's last: that day is shown whole, 5 April is not.
    expect(window.until).toBe('2026-04-04T21:00:00.000Z');
    expect(sessionIds(window.courses)).toHaveLength(calendarWindowSessions);
    // Every later session stays a link away: its month is listed.
    expect(window.months).toEqual([{ key: '2026-04', sample: '2026-04-03T06:30:00Z', sessions: 3 * perDay }]);
  });

  it('cuts one chosen month, in Istanbul time, without the on-request courses', () => {
    expect(siteMonthKey('2026-04-30T23:30:00Z')).toBe('2026-05');
    const window = calendarWindow(courses, { ...none, month: '2026-05' });
    expect(window.shown).toEqual(['2026-05']);
    expect(sessionIds(window.courses)).toEqual([12]);
    expect(window.unscheduled).toEqual([]);
    expect(window.unscheduled_total).toBe(0);
  });

  it('pages a busy chosen month in parts of whole days, about as big as each other', () => {
    // 130 sessions in May (Istanbul time): 10 a day on 1–13 May, at 06:30 UTC.
    const day = (d: number) => `2026-05-${String(d).padStart(2, '0')}T06:30:00Z`;
    const busy = Array.from({ length: 130 }, (_, i) =>
      course(400 + i, [session(4000 + i, day(1 + Math.floor(i / 10)), i % 3 ? 'Online' : 'Ankara')]),
    );
    const may = { ...none, month: '2026-05' };
    const first = calendarWindow(busy, may);
    // Three parts (130 > 2 × 50): 44, 43 and 43 sessions would cut days; whole days make 50, 40 and 40.
    expect(first.parts).toEqual([
      { first: day(1), last: day(5), sessions: 50 },
      { first: day(6), last: day(9), sessions: 40 },
      { first: day(10), last: day(13), sessions: 40 },
    ]);
    expect(first.part).toBe(1);
    expect(sessionIds(first.courses)).toEqual(Array.from({ length: 50 }, (_, i) => 4000 + i));
    const second = calendarWindow(busy, may, { part: 2 });
    expect(second.part).toBe(2);
    expect(sessionIds(second.courses)).toEqual(Array.from({ length: 40 }, (_, i) => 4050 + i));
    // Past the last part: the last one. Parts count what the city and online filters keep (44 in Ankara).
    expect(calendarWindow(busy, may, { part: 9 }).part).toBe(3);
    expect(calendarWindow(busy, { ...may, city: 'Ankara' }).parts).toEqual([]);
    // A month that fits a page, or no month chosen: no parts.
    expect(calendarWindow(busy.slice(0, calendarWindowSessions), may).parts).toEqual([]);
    expect(calendarWindow(busy, none, { part: 2 })).toMatchObject({ parts: [], part: 1 });
  });

  it('reads the part asked for, the first for anything else', () => {
    expect(readCalendarPart('2')).toBe(2);
    for (const raw of [null, '', '0', '-1', 'x', '2.5', '99999']) expect(readCalendarPart(raw)).toBe(1);
  });

  it('counts months by the city and online filters, and offers every city in Turkish order', () => {
    const online = calendarWindow(courses, { ...none, online: true });
    expect(online.months.map((m) => m.key)).toEqual(['2026-04']);
    expect(sessionIds(online.courses)).toEqual([21]);
    // Ç sorts after A and before İ: not code-point order; online is no city.
    expect(online.cities).toEqual(['Ankara', 'Çanakkale', 'İzmir']);
    const izmir = calendarWindow(courses, { ...none, city: 'İzmir' });
    expect(sessionIds(izmir.courses)).toEqual([11]);
  });

  it('shows the first on-request courses, and all of them when asked', () => {
    const many = Array.from({ length: unscheduledShown + 3 }, (_, i) => course(100 + i, []));
    expect(calendarWindow(many, none).unscheduled).toHaveLength(unscheduledShown);
    expect(calendarWindow(many, none).unscheduled_total).toBe(unscheduledShown + 3);
    expect(calendarWindow(many, none, { allUnscheduled: true }).unscheduled).toHaveLength(
      unscheduledShown + 3,
    );
  });
});
