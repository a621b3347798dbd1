import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl, toBasicUtc, toExtendedUtc } from './calendarLinks';

const session = {
  title: 'İş Sağlığı ve Güvenliği Eğitimi',
  // 09:30–17:00 in Istanbul (UTC+3).
  startsAt: '2026-12-01T06:30:00.000Z',
  endsAt: '2026-12-03T14:00:00.000Z',
  location: 'İstanbul',
  details: 'Temel eğitim & uygulama\nhttps://www.akademi.test/kurs/isg',
};

describe('calendar link times', () => {
  it('writes UTC instants in the formats the services read', () => {
    expect(toBasicUtc('2026-12-01T06:30:00.000Z')).toBe('20261201T063000Z');
    expect(toExtendedUtc('2026-12-01T06:30:00.000Z')).toBe('2026-12-01T06:30:00Z');
    // An offset in the input is converted, never copied: the link must not shift the session.
    expect(toBasicUtc('2026-12-01T09:30:00+03:00')).toBe('20261201T063000Z');
  });
});

describe('googleCalendarUrl', () => {
  it('fills title, UTC dates, place and details, all encoded', () => {
    const url = new URL(googleCalendarUrl(session));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(session.title);
    // Three days, 09:30–17:00 each: the first day, repeated daily, not one block through the nights.
    expect(url.searchParams.get('dates')).toBe('20261201T063000Z/20261201T140000Z');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;COUNT=3');
    expect(url.searchParams.get('location')).toBe('İstanbul');
    expect(url.searchParams.get('details')).toBe(session.details);
    expect(googleCalendarUrl(session)).not.toContain(' ');
    expect(googleCalendarUrl(session)).toContain('%26'); // the & of the details does not start a new parameter
  });

  it('leaves out what the session does not have', () => {
    const url = new URL(
      googleCalendarUrl({ ...session, endsAt: '2026-12-01T14:00:00.000Z', location: null, details: '' }),
    );
    expect(url.searchParams.get('dates')).toBe('20261201T063000Z/20261201T140000Z');
    expect(url.searchParams.has('recur')).toBe(false);
    expect(url.searchParams.has('location')).toBe(false);
    expect(url.searchParams.has('details')).toBe(false);
  });
});

describe('outlookCalendarUrl', () => {
  it('opens the compose form with subject, UTC start and end, place and body', () => {
    const url = new URL(outlookCalendarUrl({ ...session, location: 'Online' }));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe(session.title);
    expect(url.searchParams.get('startdt')).toBe('2026-12-01T06:30:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-12-03T14:00:00Z');
    expect(url.searchParams.get('location')).toBe('Online');
    expect(url.searchParams.get('body')).toBe(session.details);
  });
});
