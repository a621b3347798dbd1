import { describe, expect, it, vi } from 'vitest';
import {
  compareText,
  dateBadge,
  formatDate,
  formatDateRange,
  formatMonth,
  formatTime,
  monthKey,
} from './format';

describe('dates in site time', () => {
  it('formats in Turkish and English, in Istanbul time', () => {
    // 21:30 UTC on 31 March is already 1 April in Istanbul (UTC+3).
    const iso = '2026-03-31T21:30:00.000Z';
    expect(formatDate(iso, 'tr')).toBe('1 Nisan 2026');
    expect(formatDate(iso, 'en')).toBe('1 April 2026');
    expect(formatMonth(iso, 'tr')).toBe('Nisan 2026');
    expect(monthKey(iso)).toBe('2026-04');
    expect(formatTime(iso, 'tr')).toBe('00:30');
  });

  it('formats each text once, however often a page shows it', () => {
    // `format` is a getter on the prototype (it hands out a bound function): count the reads.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown };
    const format = vi.spyOn(prototype, 'format', 'get');
    const range = () => formatDateRange('2027-02-08T06:30:00Z', '2027-02-10T14:00:00Z', 'tr');
    const badge = () => dateBadge('2027-02-08T06:30:00Z', 'en');
    const first = [range(), badge(), formatTime('2027-02-08T06:30:00Z', 'tr')];
    const calls = format.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    expect([range(), badge(), formatTime('2027-02-08T06:30:00Z', 'tr')]).toEqual(first);
    expect(format.mock.calls.length).toBe(calls);
    expect(badge()).toEqual({ day: '8', month: 'Feb', weekday: 'Mon' });
    format.mockRestore();
  });

  it('collapses a one-day range to a single date', () => {
    expect(formatDateRange('2026-05-04T06:00:00Z', '2026-05-04T14:00:00Z', 'tr')).toBe('4 Mayıs 2026');
    expect(formatDateRange('2026-05-04T06:00:00Z', '2026-05-06T14:00:00Z', 'tr')).toMatch(
      /^4\s*[–-]\s*6 Mayıs 2026$/,
    );
  });
});

describe('Turkish sorting', () => {
  it('puts Ç after C, İ after I, Ö after O and Ş after S', () => {
    const names = ['Şule', 'Zeynep', 'Can', 'Çağrı', 'İlker', 'Ilgın', 'Ömer', 'Oya', 'Selin'];
    expect([...names].sort((a, b) => compareText(a, b))).toEqual([
      'Can',
      'Çağrı',
      'Ilgın',
      'İlker',
      'Oya',
      'Ömer',
      'Selin',
      'Şule',
      'Zeynep',
    ]);
    expect(compareText('ç', 'd')).toBeLessThan(0);
  });
});
