import type { CourseListItem, CourseSession } from '../../shared/publicApi';

/* The calendar tests' catalogue (site and shared): three courses, one without sessions, months in Istanbul time. */

export const session = (id: number, starts_at: string, place: string): CourseSession => ({
  id,
  starts_at,
  ends_at: starts_at,
  place,
  is_online: place === 'Online',
  seats: null,
  seats_left: null,
});

export const course = (id: number, sessions: CourseSession[]): CourseListItem =>
  ({
    id,
    title: `Kurs ${id}`,
    seo_name: `k${id}`,
    sessions,
    next_session: sessions[0] ?? null,
  }) as CourseListItem;

export const courses = [
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
