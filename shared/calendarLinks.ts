/*
 * "Add to calendar" links for a session (issue 13): Google Calendar and Outlook on the web open a new event
 * filled in from the URL. Both take the times in UTC (marked with Z), so the event opens at the right local
 * time in any zone; the stored ISO-8601 instants are UTC already. Outlook's link has no way to repeat an
 * event, so a course over several days stays one event from its start to its end there.
 */
import { dailyRule, dailySession } from './sessionDays.js';

export interface CalendarLinkEvent {
  title: string;
  /** ISO-8601 instants (UTC). */
  startsAt: string;
  endsAt: string;
  /** A place name, or 'Online'. */
  location?: string | null;
  /** Plain text: a summary and the course's address. */
  details?: string | null;
}

/** 2026-12-01T06:30:00.000Z → 20261201T063000Z (Google's basic format). */
export function toBasicUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 2026-12-01T06:30:00.000Z → 2026-12-01T06:30:00Z (Outlook's extended format, no milliseconds). */
export function toExtendedUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function withQuery(base: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `${base}?${query.toString()}`;
}

/** Google Calendar's event template: calendar.google.com/calendar/render?action=TEMPLATE&… */
export function googleCalendarUrl(event: CalendarLinkEvent): string {
  // Several days: the first day, repeated daily (Google reads an RRULE in `recur`).
  const daily = dailySession(event.startsAt, event.endsAt);
  return withQuery('https://calendar.google.com/calendar/render', {
    action: 'TEMPLATE',
    text: event.title,
    dates: `${toBasicUtc(event.startsAt)}/${toBasicUtc(daily?.firstDayEndsAt ?? event.endsAt)}`,
    recur: daily && `RRULE:${dailyRule(daily)}`,
    details: event.details,
    location: event.location,
  });
}

/** Outlook on the web (outlook.live.com, which also sends work accounts on to Microsoft 365). */
export function outlookCalendarUrl(event: CalendarLinkEvent): string {
  return withQuery('https://outlook.live.com/calendar/0/deeplink/compose', {
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: toExtendedUtc(event.startsAt),
    enddt: toExtendedUtc(event.endsAt),
    body: event.details,
    location: event.location,
  });
}
