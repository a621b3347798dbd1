import { describe, expect, it } from 'vitest';
import { ResponseCache } from './publicCache.js';

describe('ResponseCache', () => {
  it('stays under its size bound however many distinct keys clients invent', () => {
    const cache = new ResponseCache(2000, 10_000);
    const body = { items: 'x'.repeat(1000) };
    for (let i = 0; i < 500; i++) {
      cache.set(`tr|/api/pages/products?n=${i}`, body);
      expect(cache.length).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThanOrEqual(10);
  });

  it('counts a replaced entry once, and clear() empties the count', () => {
    const cache = new ResponseCache();
    cache.set('a', 'x'.repeat(100));
    cache.set('a', 'x'.repeat(50));
    expect(cache.length).toBe(JSON.stringify('x'.repeat(50)).length);
    cache.clear();
    expect(cache.length).toBe(0);
    expect(cache.get('a')).toBeUndefined();
  });
});
