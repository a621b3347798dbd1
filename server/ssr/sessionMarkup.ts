import type { ItemAvailability, Place, Schedule, VirtualLocation } from 'schema-dts';
import type { CourseSession } from '../../shared/publicApi.js';
import { dailySession } from '../../shared/sessionDays.js';

/*
 * What a course session says in JSON-LD, shared by the course page's CourseInstances and the calendar's
 * Events: its times as Istanbul wall-clock times, its place, how long it meets and whether a seat is left.
 */

const istanbulOffsetMs = 3 * 3_600_000;

/**
 * An instant as Istanbul's local time with its offset ("2025-05-12T09:30:00+03:00"): what the page shows,
 * so a search result does not give the UTC hour. Istanbul keeps UTC+3 all year (since 2016).
 */
export function istanbulDateTime(instant: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return instant;
  return `${new Date(ms + istanbulOffsetMs).toISOString().slice(0, 19)}+03:00`;
}

/** The Istanbul calendar day of an instant ("2025-05-12"). */
const istanbulDate = (instant: string) => istanbulDateTime(instant).slice(0, 10);

/** A span as an ISO 8601 duration of hours and minutes ("PT7H30M", "PT24H"); null for none. */
export function isoDuration(ms: number): string | null {
  const minutes = Math.round(ms / 60_000);
  if (!(minutes > 0)) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

export interface SessionLoad {
  /** The hours in class altogether ("PT24H" for four days of 6 hours). */
  courseWorkload?: string;
  /** For a session over several days: how long each day meets, daily, how many days. */
  courseSchedule?: Schedule;
}

/**
 * How long a session keeps a participant busy. A session stored as one start and end over several days meets
 * daily from its start to its end time (shared/sessionDays.ts), so its workload is the days times one day's
 * hours, not the span through the nights; Google wants a `courseSchedule` or a `courseWorkload` per instance,
 * and both are given when both are known.
 */
export function sessionLoad(session: Pick<CourseSession, 'starts_at' | 'ends_at'>): SessionLoad {
  const start = Date.parse(session.starts_at);
  const daily = dailySession(session.starts_at, session.ends_at);
  if (!daily) {
    const workload = isoDuration(Date.parse(session.ends_at) - start);
    return workload ? { courseWorkload: workload } : {};
  }
  const dayMs = Date.parse(daily.firstDayEndsAt) - start;
  const perDay = isoDuration(dayMs);
  const workload = isoDuration(dayMs * daily.days);
  if (!perDay || !workload) return {};
  return {
    courseWorkload: workload,
    courseSchedule: {
      '@type': 'Schedule',
      duration: perDay,
      repeatFrequency: 'Daily',
      repeatCount: daily.days,
      startDate: istanbulDate(session.starts_at),
      endDate: istanbulDate(session.ends_at),
    },
  };
}

/**
 * Where a session meets: the course page's address for an online one (where it is joined from), else the
 * city as a Place with a postal address (the city is all a session stores; Google requires an address).
 */
export function sessionLocation(
  session: Pick<CourseSession, 'is_online' | 'place'>,
  pageUrl: string,
): Place | VirtualLocation | undefined {
  if (session.is_online) return { '@type': 'VirtualLocation', url: pageUrl };
  if (!session.place) return undefined;
  return {
    '@type': 'Place',
    name: session.place,
    address: { '@type': 'PostalAddress', addressLocality: session.place, addressCountry: 'TR' },
  };
}

/** Sold out when no seat is left; a session without a limit always has room. */
export const sessionAvailability = (session: Pick<CourseSession, 'seats_left'>): ItemAvailability =>
  session.seats_left === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';
