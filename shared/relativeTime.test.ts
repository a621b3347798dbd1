import { describe, expect, it } from 'vitest';
import { formatDateTime, relativeTime } from './relativeTime';

// Instants in UTC; Istanbul is UTC+3 all year.
const now = new Date('2026-07-03T09:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it('says seconds, minutes and hours ago in Turkish', () => {
    expect(relativeTime(before(5_000), now)).toBe('5 saniye önce');
    expect(relativeTime(before(59_999), now)).toBe('59 saniye önce');
    expect(relativeTime(before(60_000), now)).toBe('1 dakika önce');
    expect(relativeTime(before(59 * 60_000), now)).toBe('59 dakika önce');
    expect(relativeTime(before(3 * 3600_000), now)).toBe('3 saat önce');
    expect(relativeTime(before(23 * 3600_000 + 59 * 60_000), now)).toBe('23 saat önce');
  });

  it('falls back to D.M.YYYY - hh:mm from one day on', () => {
    expect(relativeTime(before(24 * 3600_000), now)).toBe('2.7.2026 - 12:00');
    expect(relativeTime(new Date('2025-01-09T04:05:00Z'), now)).toBe('9.1.2025 - 07:05');
  });

  it('reads ISO strings and treats small clock skew as now', () => {
    expect(relativeTime(new Date(now.getTime() + 10_000).toISOString(), now)).toBe('az önce');
    expect(relativeTime(before(4_999), now)).toBe('az önce');
    expect(relativeTime(before(0), now, 'en')).toBe('just now');
    expect(relativeTime(new Date('2026-07-10T15:30:00Z'), now)).toBe('10.7.2026 - 18:30');
  });

  it('has an English variant and ignores invalid dates', () => {
    expect(relativeTime(before(5_000), now, 'en')).toBe('5 seconds ago');
    expect(relativeTime(before(2 * 3600_000), now, 'en')).toBe('2 hours ago');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it("speaks any other language in Intl's words, the date beyond a day as in every language (issue 30)", () => {
    expect(relativeTime(before(5 * 60_000), now, 'de')).toBe('vor 5 Minuten');
    expect(relativeTime(before(0), now, 'de')).toBe('jetzt');
    expect(relativeTime(before(2 * 3600_000), now, 'ar')).toMatch(/ساع/);
    expect(relativeTime(before(24 * 3600_000), now, 'de')).toBe('2.7.2026 - 12:00');
    // A language Intl has no words for reads in the default language's locale, never the runtime's own.
    expect(relativeTime(before(3 * 60_000), now, 'qaa')).toBe(relativeTime(before(3 * 60_000), now, 'tr'));
  });

  it('pads only the time', () => {
    expect(formatDateTime(new Date('2026-11-20T21:09:00Z'))).toBe('21.11.2026 - 00:09');
  });

  it('shows Istanbul time whatever the viewer’s time zone', () => {
    // 23:30 UTC on 31 December is already 02:30 on 1 January in Istanbul.
    expect(formatDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('1.1.2027 - 02:30');
    expect(formatDateTime(new Date('2026-06-15T00:00:00Z'))).toBe('15.6.2026 - 03:00');
  });
});
