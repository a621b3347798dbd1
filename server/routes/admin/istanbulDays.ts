/*
 * Date filters of the back office lists (`?from=YYYY-MM-DD&to=YYYY-MM-DD`) read the office's days: "from
 * 11 March" starts at 00:00 in Turkey, i.e. 21:00 UTC on 10 March, as the stored UTC ISO times are compared.
 * Turkey keeps UTC+3 all year (since 2016), so no time zone database is needed.
 */

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a day starts in Istanbul, as stored (UTC ISO); `plusDays` = 1 gives the end of that day. */
export const istanbulDayStart = (day: string, plusDays = 0) => {
  const start = new Date(`${day}T00:00:00+03:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start.toISOString();
};

/** A `YYYY-MM-DD` query value that is a real date, else undefined (a bad filter is ignored, not an error). */
export const queryDay = (raw: unknown): string | undefined =>
  typeof raw === 'string' && isoDay.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`))
    ? raw
    : undefined;

/**
 * The `from` and `to` days of a list's query as a half-open range of stored instants: created_at >= since
 * and created_at < before (the whole `to` day included).
 */
export function istanbulDayRange(query: Record<string, unknown>): { since?: string; before?: string } {
  const from = queryDay(query.from);
  const to = queryDay(query.to);
  return {
    since: from === undefined ? undefined : istanbulDayStart(from),
    before: to === undefined ? undefined : istanbulDayStart(to, 1),
  };
}
