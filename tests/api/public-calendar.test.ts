import ICAL from 'ical.js';
import { dailySession } from '../../shared/sessionDays.js';
import { describe, expect, it } from 'vitest';
import type { CourseListItem } from '../../shared/publicApi.js';
import { toICalendar } from '../../server/services/icalendar.js';
import { getData } from '../helpers/publicApi.js';
import { useTestApp } from '../helpers/useTestApp.js';

/* Issue 13: calendars, read back with ical.js (a maintained iCalendar parser). */

const t = useTestApp({ seed: true, env: { PUBLIC_URL: 'https://www.akademi.test' } });

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // The zone is described in the file: register it so local times convert as a calendar app would.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('GET /takvim.ics', () => {
  it('lists every upcoming session at its Istanbul time, with place or Online, as a download', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/takvim.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="egitim-takvimi.ics"');
    expect(res.body).toMatch(/\r\n/);
    const events = parse(res.body);
    const courses = await getData<CourseListItem[]>(t, '/api/pages/products');
    const sessions = courses.flatMap((course) => course.sessions.map((session) => ({ course, session })));
    expect(events).toHaveLength(sessions.length);
    for (const { course, session } of sessions) {
      const event = events.find((item) => item.uid === `session-${session.id}@akademi`)!;
      expect(event.summary).toBe(course.title);
      expect(event.startDate.zone.tzid).toBe('Europe/Istanbul');
      // The local time converts back to the stored instant: the file opens at the right time anywhere.
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(session.starts_at).toISOString());
      // A course over several days ends its first day at the last day's hour and repeats daily to the end.
      const daily = dailySession(session.starts_at, session.ends_at);
      expect(event.endDate.toJSDate().toISOString()).toBe(
        new Date(daily?.firstDayEndsAt ?? session.ends_at).toISOString(),
      );
      expect(event.isRecurring()).toBe(daily !== null);
      expect(event.location).toBe(session.is_online ? 'Online' : session.place);
      expect(event.component.getFirstPropertyValue('url')).toBe(
        `https://www.akademi.test/kurs/${course.seo_name}`,
      );
    }
  });

  it('narrows to one category with ?kategori= and answers 404 for an unknown one', async () => {
    const all = parse((await t.app.inject({ method: 'GET', url: '/takvim.ics' })).body);
    const it = parse(
      (await t.app.inject({ method: 'GET', url: '/takvim.ics?kategori=bilgi-teknolojileri' })).body,
    );
    expect(it.length).toBeGreaterThan(0);
    expect(it.length).toBeLessThan(all.length);
    expect((await t.app.inject({ method: 'GET', url: '/takvim.ics?kategori=yok' })).statusCode).toBe(404);
  });

  it('is in English after the language switch', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/takvim.ics', cookies: { _lang: 'en' } });
    expect(res.body).toContain('X-WR-CALNAME:Training Calendar');
  });
});

describe('GET /api/pages/session/{id}/calendar.ics', () => {
  it('gives one session, named after the course and the day', async () => {
    const courses = await getData<CourseListItem[]>(t, '/api/pages/products');
    const course = courses.find((item) => item.sessions.length > 0)!;
    const session = course.sessions[0];
    const res = await t.app.inject({ method: 'GET', url: `/api/pages/session/${session.id}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${course.seo_name}-${session.starts_at.slice(0, 10)}.ics"`,
    );
    const [event] = parse(res.body);
    expect(event.summary).toBe(course.title);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(session.starts_at).toISOString());
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/pages/session/999999/calendar.ics' })).statusCode,
    ).toBe(404);
  });
});

describe('toICalendar', () => {
  it('gives a course over several days as one event a day, not one block through the nights', () => {
    const text = toICalendar('Takvim', [
      {
        uid: 'four-days@akademi',
        // Monday to Thursday, 09:30–17:00 in Istanbul.
        startsAt: '2030-03-11T06:30:00.000Z',
        endsAt: '2030-03-14T14:00:00.000Z',
        summary: 'Proje Yönetimi',
      },
    ]);
    expect(text).toContain('RRULE:FREQ=DAILY;COUNT=4');
    const [event] = parse(text);
    const days = event.iterator();
    const starts: string[] = [];
    for (let next = days.next(); next; next = days.next()) starts.push(next.toJSDate().toISOString());
    expect(starts).toEqual([
      '2030-03-11T06:30:00.000Z',
      '2030-03-12T06:30:00.000Z',
      '2030-03-13T06:30:00.000Z',
      '2030-03-14T06:30:00.000Z',
    ]);
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-03-11T14:00:00.000Z');
  });

  it('escapes text and folds long lines without splitting a Turkish letter', () => {
    const text = toICalendar('Takvim', [
      {
        uid: 'x@akademi',
        startsAt: '2026-12-01T06:30:00.000Z',
        endsAt: '2026-12-01T14:00:00.000Z',
        summary: 'İş Sağlığı; Güvenliği, Eğitimi',
        description: `${'çğıöşü '.repeat(30)}\nikinci satır`,
      },
    ]);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTART;TZID=Europe/Istanbul:20261201T093000');
    const [event] = parse(text);
    expect(event.summary).toBe('İş Sağlığı; Güvenliği, Eğitimi');
    expect(event.description).toBe(`${'çğıöşü '.repeat(30)}\nikinci satır`);
  });
});
