import { describe, expect, it } from 'vitest';
import { courses, session } from '../../../tests/helpers/calendarCourses';
import { hasFilters, readFilters, sessionMatches } from './calendarFilters';
import { groupSessions } from './calendarRows';

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
