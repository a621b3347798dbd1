import type { CourseListItem, CourseSession } from '../../../shared/publicApi';
import { compareIso, monthKey, sortedTexts } from '../../ui/format';

/**
 * The education calendar's filters besides the category, read from and written to the address so a
 * filtered view can be shared: `?month=2026-03` (site time), `?city=Ankara` (a classroom's place) and
 * `?online=1` (online sessions only). Every filter given must hold.
 */
export interface CalendarFilters {
  month: string;
  city: string;
  online: boolean;
}

export const filterParams = ['month', 'city', 'online'] as const;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export function readFilters(params: URLSearchParams): CalendarFilters {
  const month = params.get('month') ?? '';
  return {
    month: monthPattern.test(month) ? month : '',
    city: (params.get('city') ?? '').trim(),
    online: params.get('online') === '1',
  };
}

export const hasFilters = (filters: CalendarFilters) =>
  Boolean(filters.month || filters.city || filters.online);

export function sessionMatches(session: CourseSession, filters: CalendarFilters): boolean {
  if (filters.month && monthKey(session.starts_at) !== filters.month) return false;
  if (filters.online && !session.is_online) return false;
  if (filters.city && (session.is_online || session.place !== filters.city)) return false;
  return true;
}

/** The choices the sessions on hand offer: their months (soonest first) and their cities (Turkish order). */
export function filterOptions(courses: CourseListItem[]): {
  months: { key: string; sample: string }[];
  cities: string[];
} {
  const months = new Map<string, string>();
  const cities = new Set<string>();
  for (const course of courses)
    for (const session of course.sessions) {
      const key = monthKey(session.starts_at);
      if (!months.has(key)) months.set(key, session.starts_at);
      if (!session.is_online && session.place) cities.add(session.place);
    }
  return {
    months: [...months].map(([key, sample]) => ({ key, sample })).sort((a, b) => compareIso(a.key, b.key)),
    cities: sortedTexts([...cities]),
  };
}
