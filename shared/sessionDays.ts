/*
 * A session stored as one start and one end over several days (a 4-day course, 09:30 on the 1st to 17:00 on
 * the 4th) meets every day from its start time to its end time, not through the nights. Calendars get it as
 * a daily event repeated that many days (issue 32). Istanbul keeps UTC+3 all year (since 2016), so its days
 * are fixed 24-hour spans and the first day's end is the last day's end, days earlier.
 */

const dayMs = 86_400_000;
const istanbulOffsetMs = 3 * 3_600_000;

const istanbulDay = (ms: number) => Math.floor((ms + istanbulOffsetMs) / dayMs);

export interface DailySession {
  /** How many days in a row it meets (2 or more). */
  days: number;
  /** ISO instant: the end of the first day. */
  firstDayEndsAt: string;
}

/** The daily pattern of a session over several days, or null for one within a day (or one that runs overnight). */
export function dailySession(startsAt: string, endsAt: string): DailySession | null {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  const days = istanbulDay(end) - istanbulDay(start) + 1;
  if (days < 2) return null;
  const firstDayEnd = end - (days - 1) * dayMs;
  // An end earlier in the day than the start (22:00 to 02:00) is a night, not a daily class.
  if (firstDayEnd <= start) return null;
  return { days, firstDayEndsAt: new Date(firstDayEnd).toISOString() };
}

/** RFC 5545's rule for it: FREQ=DAILY;COUNT=4. */
export const dailyRule = (session: DailySession) => `FREQ=DAILY;COUNT=${session.days}`;
