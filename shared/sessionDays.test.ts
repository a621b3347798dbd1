import { describe, expect, it } from 'vitest';
import { dailyRule, dailySession } from './sessionDays';

describe('dailySession', () => {
  it('reads a 4-day course 09:30–17:00 (Istanbul) as four days of 09:30–17:00', () => {
    const session = dailySession('2030-03-11T06:30:00.000Z', '2030-03-14T14:00:00.000Z');
    expect(session).toEqual({ days: 4, firstDayEndsAt: '2030-03-11T14:00:00.000Z' });
    expect(dailyRule(session!)).toBe('FREQ=DAILY;COUNT=4');
  });

  it('counts days in Istanbul, not UTC: 01:30 Istanbul is still the same day', () => {
    // 22:30 UTC on the 10th is 01:30 on the 11th in Istanbul; the class ends 05:00 UTC (08:00) on the 12th.
    expect(dailySession('2030-03-10T22:30:00.000Z', '2030-03-12T05:00:00.000Z')).toEqual({
      days: 2,
      firstDayEndsAt: '2030-03-11T05:00:00.000Z',
    });
  });

  it('leaves a one-day session, an overnight one and nonsense alone', () => {
    expect(dailySession('2030-03-11T06:30:00.000Z', '2030-03-11T14:00:00.000Z')).toBeNull();
    expect(dailySession('2030-03-11T19:00:00.000Z', '2030-03-12T23:00:00.000Z')).toBeNull();
    expect(dailySession('2030-03-11T16:00:00.000Z', '2030-03-12T06:00:00.000Z')).toBeNull();
    expect(dailySession('yarın', '2030-03-12T06:00:00.000Z')).toBeNull();
  });
});
