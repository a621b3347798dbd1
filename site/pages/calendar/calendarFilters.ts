import type { CourseSession } from '../../../shared/publicApi';
import { type CalendarFilters, sessionPlaceMatches } from '../../../shared/calendarWindow';
import { monthKey } from '../../ui/format';

/**
 * The education calendar's filters besides the category, read from and written to the address so a
 * filtered view can be shared: `?month=2026-03` (site time), `?city=Ankara` (a classroom's place) and
 * `?online=1` (online sessions only). Every filter given must hold. The server cuts the calendar's window
 * with the same rules (shared/calendarWindow.ts).
 */
export {
  type CalendarFilters,
  hasFilters,
  readCalendarFilters as readFilters,
} from '../../../shared/calendarWindow';

export function sessionMatches(session: CourseSession, filters: CalendarFilters): boolean {
  if (filters.month && monthKey(session.starts_at) !== filters.month) return false;
  return sessionPlaceMatches(session, filters);
}
