/*
 * iCalendar (RFC 5545) text for course sessions: times in Europe/Istanbul with the zone described inside the
 * file (Turkey keeps UTC+3 all year since 2016), text escaped, lines folded at 75 octets, CRLF endings.
 * Written by hand because the format is small and fixed; tests/api/public-calendar.test.ts reads the output
 * back with ical.js, a maintained parser.
 */
import { dailyRule, dailySession } from '../../shared/sessionDays.js';

export interface CalendarEvent {
  uid: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

const istanbulParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 20261201T093000: the instant's wall-clock time in Istanbul. */
function istanbulLocal(iso: string): string {
  const p = Object.fromEntries(
    istanbulParts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}

/** 20261201T063000Z */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Splits a content line into chunks of at most 75 octets (never inside a UTF-8 character). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const istanbulZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Istanbul',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:+03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function toICalendar(name: string, events: CalendarEvent[], now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Akademi//Egitim Takvimi//TR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Istanbul',
    ...istanbulZone,
  ];
  for (const event of events) {
    // A course over several days is one event a day, not one block through the nights.
    const daily = dailySession(event.startsAt, event.endsAt);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=Europe/Istanbul:${istanbulLocal(event.startsAt)}`,
      `DTEND;TZID=Europe/Istanbul:${istanbulLocal(daily?.firstDayEndsAt ?? event.endsAt)}`,
    );
    if (daily) lines.push(`RRULE:${dailyRule(daily)}`);
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
