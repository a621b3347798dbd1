import { describe, expect, it } from 'vitest';
import { ResponseCache } from './publicCache.js';

describe('ResponseCache', () => {
  it('stays under its size bound however many distinct keys clients invent', () => {
    const cache = new ResponseCache({
      pages: { entries: 2000, bytes: 10_000 },
      varying: { entries: 2000, bytes: 10_000 },
    });
    const body = { items: 'x'.repeat(1000) };
    for (let i = 0; i < 500; i++) {
      cache.set(`tr|/api/pages/products?n=${i}`, body);
      expect(cache.length).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThanOrEqual(10);
  });

  it('keeps the pages through a flood of distinct searches, and the pages read most within their own budget', () => {
    const cache = new ResponseCache({
      pages: { entries: 3, bytes: 1_000_000 },
      varying: { entries: 100, bytes: 1_000_000 },
    });
    const calendar = cache.set('tr|2026-11-26|/api/pages/products', { items: [1, 2, 3] });
    for (let i = 0; i < 10_000; i++) cache.set(`tr|2026-11-26|/api/pages/search-products?q=${i}`, { i });
    expect(cache.get('tr|2026-11-26|/api/pages/products')).toBe(calendar);
    expect(cache.sizeOf('varying')).toBe(100);
    // Pages compete among themselves only, the least recently used going first.
    cache.set('page|site|tr|/kurslar', '<html>1</html>', 'text/html');
    cache.set('page|site|tr|/haberler', '<html>2</html>', 'text/html');
    cache.get('tr|2026-11-26|/api/pages/products');
    cache.set('page|site|tr|/iletisim', '<html>3</html>', 'text/html');
    expect(cache.get('tr|2026-11-26|/api/pages/products')).toBe(calendar);
    expect(cache.get('page|site|tr|/kurslar')).toBeUndefined();
    expect(cache.sizeOf('pages')).toBe(3);
    // A not-found page is put where clients cannot crowd out the real ones.
    cache.set('page|site|tr|/kurs/yok-1', '<html>404</html>', 'text/html', cache.generation, 'varying');
    expect(cache.sizeOf('pages')).toBe(3);
    expect(cache.get('page|site|tr|/kurs/yok-1')).toBeDefined();
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
