import { describe, expect, it } from 'vitest';
import {
  isoDuration,
  istanbulDateTime,
  sessionAvailability,
  sessionLoad,
  sessionLocation,
} from './sessionMarkup.js';

describe('session markup', () => {
  it('writes instants as Istanbul wall-clock times with their offset, across a year’s end', () => {
    expect(istanbulDateTime('2026-12-01T06:30:00.000Z')).toBe('2026-12-01T09:30:00+03:00');
    expect(istanbulDateTime('2026-12-31T22:00:00.000Z')).toBe('2027-01-01T01:00:00+03:00');
  });

  it('writes spans as ISO 8601 hours and minutes', () => {
    expect(isoDuration(24 * 3_600_000)).toBe('PT24H');
    expect(isoDuration(7.5 * 3_600_000)).toBe('PT7H30M');
    expect(isoDuration(45 * 60_000)).toBe('PT45M');
    expect(isoDuration(0)).toBeNull();
    expect(isoDuration(-3_600_000)).toBeNull();
  });

  it('gives a session over four days a daily schedule and the hours of the four days, not of the nights', () => {
    // 09:30–15:30 Istanbul time, 1 to 4 December.
    expect(sessionLoad({ starts_at: '2026-12-01T06:30:00Z', ends_at: '2026-12-04T12:30:00Z' })).toEqual({
      courseWorkload: 'PT24H',
      courseSchedule: {
        '@type': 'Schedule',
        duration: 'PT6H',
        repeatFrequency: 'Daily',
        repeatCount: 4,
        startDate: '2026-12-01',
        endDate: '2026-12-04',
      },
    });
  });

  it('gives a session within a day, or over one night, its length as the workload alone', () => {
    expect(sessionLoad({ starts_at: '2026-12-01T06:30:00Z', ends_at: '2026-12-01T14:00:00Z' })).toEqual({
      courseWorkload: 'PT7H30M',
    });
    // 22:00 to 02:00 Istanbul time: one night, not two daily classes.
    expect(sessionLoad({ starts_at: '2026-12-01T19:00:00Z', ends_at: '2026-12-01T23:00:00Z' })).toEqual({
      courseWorkload: 'PT4H',
    });
    expect(sessionLoad({ starts_at: '2026-12-01T06:30:00Z', ends_at: '2026-12-01T06:30:00Z' })).toEqual({});
  });

  it('places an online session at the course page and a classroom one in its city', () => {
    const page = 'https://akademi.example/kurs/x';
    expect(sessionLocation({ is_online: true, place: 'Online' }, page)).toEqual({
      '@type': 'VirtualLocation',
      url: page,
    });
    expect(sessionLocation({ is_online: false, place: 'İzmir' }, page)).toEqual({
      '@type': 'Place',
      name: 'İzmir',
      address: { '@type': 'PostalAddress', addressLocality: 'İzmir', addressCountry: 'TR' },
    });
    expect(sessionLocation({ is_online: false, place: null }, page)).toBeUndefined();
  });

  it('sells out only a session with no seat left', () => {
    expect(sessionAvailability({ seats_left: 0 })).toBe('https://schema.org/SoldOut');
    expect(sessionAvailability({ seats_left: 3 })).toBe('https://schema.org/InStock');
    expect(sessionAvailability({ seats_left: null })).toBe('https://schema.org/InStock');
  });
});
