import { describe, expect, it, vi } from 'vitest';
import {
  compareText,
  dateBadge,
  formatDate,
  formatDateRange,
  formatDateRangePieces,
  formatMonth,
  formatTime,
  monthKey,
  recordFormatted,
  relativeText,
  seedFormatted,
  sortedTexts,
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

  it('records the texts a render formats, remembered ones included, and only while it runs', async () => {
    formatDate('2027-05-03T06:30:00Z', 'tr'); // already remembered when the render starts
    const { result, texts } = await recordFormatted(() => {
      formatDate('2027-05-03T06:30:00Z', 'tr');
      dateBadge('2027-05-03T06:30:00Z', 'tr');
      return 'html';
    });
    expect(result).toBe('html');
    expect(texts).toEqual({
      'date|tr|2027-05-03T06:30:00Z': '3 Mayıs 2027',
      'badge|tr|2027-05-03T06:30:00Z': { day: '3', month: 'May', weekday: 'Pzt' },
    });
    formatTime('2027-05-03T06:30:00Z', 'tr');
    expect(Object.keys(texts)).toHaveLength(2);
  });

  it('takes the server’s texts and formats none of them again', () => {
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown };
    const format = vi.spyOn(prototype, 'format', 'get');
    const formatRange = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatRange');
    seedFormatted({
      'range|tr|2028-02-08T06:30:00Z|2028-02-10T14:00:00Z': '8 – 10 Şubat 2028',
      'badge|en|2028-02-08T06:30:00Z': { day: '8', month: 'Feb', weekday: 'Tue' },
      'time|tr|2028-02-08T06:30:00Z': '09:30',
      // Not ours: another kind of key, or a value no format here returns.
      'constructor|tr|x': 'no',
      'date|tr|2028-02-08T06:30:00Z': 42,
    });
    expect(formatDateRange('2028-02-08T06:30:00Z', '2028-02-10T14:00:00Z', 'tr')).toBe('8 – 10 Şubat 2028');
    const badge = dateBadge('2028-02-08T06:30:00Z', 'en');
    expect(badge).toEqual({ day: '8', month: 'Feb', weekday: 'Tue' });
    expect(Object.isFrozen(badge)).toBe(true);
    expect(formatTime('2028-02-08T06:30:00Z', 'tr')).toBe('09:30');
    expect(format).not.toHaveBeenCalled();
    expect(formatRange).not.toHaveBeenCalled();
    // The value that was not a text is formatted here as usual.
    expect(formatDate('2028-02-08T06:30:00Z', 'tr')).toBe('8 Şubat 2028');
    expect(format).toHaveBeenCalled();
    format.mockRestore();
    formatRange.mockRestore();
  });

  it('remembers and takes over the relative time’s dates and the sorted lists too', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const { texts } = await recordFormatted(() => [
      relativeText('2026-11-20T07:05:00Z', now, 'tr'),
      relativeText('2026-11-25T11:55:00Z', now, 'tr'),
      sortedTexts(['Şanlıurfa', 'İzmir', 'Ankara', 'Çorum']),
    ]);
    expect(texts).toEqual({
      'datetime|2026-11-20T07:05:00.000Z': '20.11.2026 - 10:05',
      'sorted|tr|["Şanlıurfa","İzmir","Ankara","Çorum"]': ['Ankara', 'Çorum', 'İzmir', 'Şanlıurfa'],
    });
    // The caller gets its own copy: the calendar's form adds a city from the address to it.
    const cities = sortedTexts(['Şanlıurfa', 'İzmir', 'Ankara', 'Çorum']);
    cities.push('Van');
    expect(sortedTexts(['Şanlıurfa', 'İzmir', 'Ankara', 'Çorum'])).toHaveLength(4);

    const compare = vi.spyOn(String.prototype, 'localeCompare');
    seedFormatted({
      'sorted|tr|["Zonguldak","Bursa"]': ['Bursa', 'Zonguldak'],
      'sorted|tr|["Van","Muş"]': ['Muş', 1], // not a list of texts: sorted here
    });
    expect(sortedTexts(['Zonguldak', 'Bursa'])).toEqual(['Bursa', 'Zonguldak']);
    expect(compare).not.toHaveBeenCalled();
    expect(sortedTexts(['Van', 'Muş'])).toEqual(['Muş', 'Van']);
    expect(compare).toHaveBeenCalled();
    compare.mockRestore();
  });

  it("formats in any language the office adds, and in the default language's locale where Intl has none (issue 30)", () => {
    const iso = '2026-03-31T21:30:00.000Z';
    expect(formatDate(iso, 'de')).toBe('1. April 2026');
    expect(formatDate(iso, 'pt-br')).toBe('1 de abril de 2026');
    expect(formatDate(iso, 'ar')).toMatch(/أبريل|نيسان/);
    // Intl alone would answer in the runtime's locale: the server's and each browser's differ.
    expect(formatDate(iso, 'qaa')).toBe('1 Nisan 2026');
    expect(formatDate(iso, 'qaa-zzzz')).toBe('1 Nisan 2026');
  });

  it('collapses a one-day range to a single date', () => {
    expect(formatDateRange('2026-05-04T06:00:00Z', '2026-05-04T14:00:00Z', 'tr')).toBe('4 Mayıs 2026');
    expect(formatDateRange('2026-05-04T06:00:00Z', '2026-05-06T14:00:00Z', 'tr')).toMatch(
      /^4\s*[–-]\s*6 Mayıs 2026$/,
    );
  });

  it('splits a range after its dash only where each end has its own month', () => {
    const across = ['2026-12-28T06:30:00Z', '2027-02-19T14:00:00Z'] as const;
    expect(formatDateRangePieces(...across, 'tr')).toEqual(['28 Aralık 2026 –', ' ', '19 Şubat 2027']);
    expect(formatDateRangePieces(...across, 'en')).toEqual(['28 December 2026 –', ' ', '19 February 2027']);
    expect(formatDateRangePieces('2026-11-28T06:30:00Z', '2026-12-03T14:00:00Z', 'en')).toEqual([
      '28 November –',
      ' ',
      '3 December 2026',
    ]);
    for (const lang of ['tr', 'en', 'de', 'ar']) {
      expect(formatDateRangePieces(...across, lang).join('')).toBe(formatDateRange(...across, lang));
    }
    // Ends that share the month (or one day) stay one piece: "4 –" alone on a line would read wrongly.
    expect(formatDateRangePieces('2026-12-04T06:30:00Z', '2026-12-07T14:00:00Z', 'en')).toEqual([
      formatDateRange('2026-12-04T06:30:00Z', '2026-12-07T14:00:00Z', 'en'),
    ]);
    expect(formatDateRangePieces('2026-05-04T06:00:00Z', '2026-05-04T14:00:00Z', 'tr')).toEqual([
      '4 Mayıs 2026',
    ]);
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
