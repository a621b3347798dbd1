import { describe, expect, it } from 'vitest';
import { canonicalQuery } from './canonicalQuery.js';

describe('canonicalQuery', () => {
  it('keeps what names a page of its own: a later page, a calendar month and its part', () => {
    expect(canonicalQuery('news_archive', 'sayfa=3')).toBe('?sayfa=3');
    expect(canonicalQuery('distance_learning', 'sayfa=2&utm_source=mail')).toBe('?sayfa=2');
    expect(canonicalQuery('products', 'kategori=4&month=2026-12&sayfa=2&sehir=Ankara')).toBe(
      '?month=2026-12&sayfa=2',
    );
    expect(canonicalQuery('products', 'month=2026-12')).toBe('?month=2026-12');
  });

  it('drops views and noise: filters, page 1, a malformed month or page, parameters a route does not read', () => {
    expect(canonicalQuery('products', 'kategori=4&sehir=Ankara')).toBe('');
    // A part without its month is no page of its own.
    expect(canonicalQuery('products', 'sayfa=2')).toBe('');
    expect(canonicalQuery('products', 'month=12-2026')).toBe('');
    for (const page of ['1', '0', '-2', '2.5', 'x', ''])
      expect(canonicalQuery('news_archive', `sayfa=${page}`)).toBe('');
    expect(canonicalQuery('home', 'sayfa=2')).toBe('');
    expect(canonicalQuery('course', 'month=2026-12')).toBe('');
  });
});
