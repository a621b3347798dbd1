import { describe, expect, it } from 'vitest';
import type { CourseListItem, CourseSession } from '../../../shared/publicApi';
import { groupSessions } from './calendarRows';

const session = (id: number, starts_at: string): CourseSession => ({
  id,
  starts_at,
  ends_at: starts_at,
  place: 'İstanbul',
  is_online: false,
  seats: null,
  seats_left: null,
});

const course = (id: number, title: string, sessions: CourseSession[]): CourseListItem =>
  ({ id, title, seo_name: `c${id}`, sessions, next_session: sessions[0] ?? null }) as CourseListItem;

describe('groupSessions', () => {
  it('sorts sessions by date and groups them by month, leaving unscheduled courses apart', () => {
    const { months, unscheduled } = groupSessions([
      course(1, 'Çevik Proje', [session(11, '2026-05-20T06:00:00Z'), session(12, '2026-04-02T06:00:00Z')]),
      course(2, 'Dijital Pazarlama', [session(21, '2026-04-02T06:00:00Z')]),
      course(3, 'Excel', []),
    ]);
    expect(months.map((m) => m.key)).toEqual(['2026-04', '2026-05']);
    // Same start: Turkish alphabetical order (Ç before D, unlike code-point order).
    expect(months[0].rows.map((r) => r.session.id)).toEqual([12, 21]);
    expect(months[1].rows.map((r) => r.session.id)).toEqual([11]);
    expect(unscheduled.map((c) => c.id)).toEqual([3]);
  });
});
