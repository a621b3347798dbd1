import { istanbulDayOf, shiftDay } from '../../shared/schemas/productClone';

/** Today (YYYY-MM-DD) in Turkey, where the office plans its sessions. */
export const todayInTurkey = (now = new Date()) => istanbulDayOf(now.toISOString());

/**
 * The day the copy dialog offers for the new term's first session: 52 weeks after the course's first session
 * (the same weekday, as courses usually keep their days), moved on by whole weeks while it is still in the
 * past; today for a course without sessions.
 */
export function defaultCloneDay(sessions: readonly { starts_at: string }[], today: string): string {
  const first = sessions.map((session) => session.starts_at).sort()[0];
  if (first === undefined) return today;
  let day = shiftDay(istanbulDayOf(first), 364);
  while (day < today) day = shiftDay(day, 7);
  return day;
}
