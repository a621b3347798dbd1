import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../plugins/publicCache.js';
import { BrochureCache } from './brochureCache.js';

const pdf = (text: string) => Buffer.from(`%PDF-1.7 ${text}`);

function counted(cache: BrochureCache) {
  const drawn: string[] = [];
  const answer = (key: string, body: Buffer | undefined = pdf(key)) =>
    cache.answer(key, async () => {
      drawn.push(key);
      return body;
    });
  return { drawn, answer };
}

describe('the brochure cache', () => {
  it('draws a brochure once, until the public cache is cleared (an admin write)', async () => {
    const publicCache = new ResponseCache();
    const { drawn, answer } = counted(new BrochureCache(publicCache));
    const first = await answer('tr|excel|2030-01-01');
    expect((await answer('tr|excel|2030-01-01'))?.etag).toBe(first?.etag);
    expect(first?.contentType).toBe('application/pdf');
    expect(drawn).toEqual(['tr|excel|2030-01-01']);
    publicCache.clear();
    await answer('tr|excel|2030-01-01');
    expect(drawn).toHaveLength(2);
  });

  it('keeps no unknown course and nothing drawn across a clear', async () => {
    const publicCache = new ResponseCache();
    const cache = new BrochureCache(publicCache);
    expect(await cache.answer('tr|yok', async () => undefined)).toBeUndefined();
    const straddling = await cache.answer('tr|excel', async () => {
      publicCache.clear();
      return pdf('old');
    });
    expect(straddling?.generation).toBe('uncached');
    expect(cache.size).toBe(0);
  });

  it('stays within its own budget, the public cache’s pages untouched', async () => {
    const publicCache = new ResponseCache();
    publicCache.set('tr|2030-01-01|/api/pages/products', { success: true });
    const { drawn, answer } = counted(new BrochureCache(publicCache, { entries: 2, bytes: 1024 * 1024 }));
    for (const key of ['a', 'b', 'c']) await answer(key);
    await answer('a');
    expect(drawn).toEqual(['a', 'b', 'c', 'a']);
    expect(publicCache.get('tr|2030-01-01|/api/pages/products')).toBeDefined();
  });
});
