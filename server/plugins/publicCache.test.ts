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

  it('keeps nothing while suspended (its instance cannot hear the others), and starts empty on resume', async () => {
    const cache = new ResponseCache();
    cache.set('kept', { a: 1 });
    cache.suspend();
    expect(cache.get('kept')).toBeUndefined();
    const answer = cache.set('b', { b: 1 });
    expect(answer.generation).toBe('uncached');
    expect(cache.get('b')).toBeUndefined();
    let loads = 0;
    const load = async () => ++loads;
    await cache.value('v', load);
    await cache.value('v', load);
    expect(loads).toBe(2);
    cache.resume();
    await cache.value('v', load);
    await cache.value('v', load);
    expect(loads).toBe(3);
    expect(cache.set('c', { c: 1 }).generation).toBe(cache.generation);
    expect(cache.get('c')).toBeDefined();
  });

  it('builds once for callers asking together, again after a clear, and again after a failure', async () => {
    const cache = new ResponseCache();
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      const number = ++builds;
      await gate;
      return number;
    };
    const together = [cache.shared('page', build), cache.shared('page', build), cache.shared('page', build)];
    // A write clears the cache while the first render runs: a visitor after it gets a render of its own.
    cache.clear();
    const afterWrite = cache.shared('page', build);
    expect(builds).toBe(2);
    release();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    expect(await afterWrite).toBe(2);
    // Finished builds are forgotten: the next miss builds again.
    await cache.shared('page', build);
    expect(builds).toBe(3);
    await expect(cache.shared('broken', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.shared('broken', async () => 'recovered')).toBe('recovered');
    // Other keys never wait for each other.
    expect(await cache.shared('other', async () => 'other')).toBe('other');
  });
});
