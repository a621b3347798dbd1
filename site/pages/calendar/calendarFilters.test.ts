import { describe, expect, it } from 'vitest';
import type { CourseListItem, CourseSession } from '../../../shared/publicApi';
import { hasFilters, readFilters, sessionMatches } from './calendarFilters';
import { groupSessions } from './calendarRows';

const session = (id: number, starts_at: string, place: string): CourseSession => ({
  id,
  starts_at,
  ends_at: starts_at,
  place,
  is_online: place === 'Online',
  seats: null,
  seats_left: null,
});

const course = (id: number, sessions: CourseSession[]): CourseListItem =>
  ({
    id,
    title: `Kurs ${id}`,
    seo_name: `k${id}`,
    sessions,
    next_session: sessions[0] ?? null,
  }) as CourseListItem;

const courses = [
  course(1, [
    session(11, '2026-04-02T06:30:00Z', 'İzmir'),
    // 23:30 UTC on 30 April is 1 May in Istanbul: the month is the site's.
    session(12, '2026-04-30T23:30:00Z', 'Ankara'),
  ]),
  course(2, [
    session(21, '2026-04-10T06:30:00Z', 'Online'),
    session(22, '2026-06-01T06:30:00Z', 'Çanakkale'),
  ]),
  course(3, []),
];

describe('readFilters', () => {
  it('reads month, city and online from the address and ignores what is malformed', () => {
    expect(readFilters(new URLSearchParams('month=2026-05&city=Ankara&online=1'))).toEqual({
      month: '2026-05',
      city: 'Ankara',
      online: true,
    });
    expect(readFilters(new URLSearchParams('month=2026-13&online=yes&city=%20'))).toEqual({
      month: '',
      city: '',
      online: false,
    });
    expect(hasFilters(readFilters(new URLSearchParams('category=x')))).toBe(false);
  });
});

describe('filtering the calendar', () => {
  it('keeps the sessions of the month in Istanbul time', () => {
    const { months, unscheduled } = groupSessions(courses, { month: '2026-05', city: '', online: false });
    expect(months.flatMap((m) => m.rows.map((r) => r.session.id))).toEqual([12]);
    // Courses without a session have no month: they leave while a filter is set.
    expect(unscheduled).toEqual([]);
  });

  it('keeps the classroom sessions of a city, or the online ones', () => {
    const inIzmir = groupSessions(courses, { month: '', city: 'İzmir', online: false });
    expect(inIzmir.months.flatMap((m) => m.rows.map((r) => r.session.id))).toEqual([11]);
    const online = groupSessions(courses, { month: '', city: '', online: true });
    expect(online.months.flatMap((m) => m.rows.map((r) => r.session.id))).toEqual([21]);
    // Every filter given must hold: an online session is in no city.
    expect(
      sessionMatches(session(1, '2026-04-10T06:30:00Z', 'Online'), {
        month: '',
        city: 'Online',
        online: false,
      }),
    ).toBe(false);
  });

  it('without filters shows everything, the unscheduled courses apart', () => {
    const { months, unscheduled } = groupSessions(courses);
    expect(months.flatMap((m) => m.rows.map((r) => r.session.id))).toEqual([11, 21, 12, 22]);
    expect(unscheduled.map((c) => c.id)).toEqual([3]);
  });
});
