import { describe, expect, it } from 'vitest';
import type { CachedAnswer } from '../http/cachedAnswer.js';
import { compressBody } from '../http/encoding.js';
import { compressedForms, ResponseCache } from './publicCache.js';

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

  it('keeps a page with the compressed forms made off the main thread, the very bytes made on demand', async () => {
    const cache = new ResponseCache();
    const body = Buffer.from(`<html>${'<p>Eğitim takvimi</p>'.repeat(500)}</html>`);
    const forms = await compressedForms(body);
    const page = cache.set('page|site|tr|/', body, 'text/html', cache.generation, 'pages', forms);
    expect(page.encoded('br')).toBe(forms.br);
    expect(page.encoded('gzip')).toBe(forms.gzip);
    expect(forms.br).toEqual(compressBody(body, 'br'));
    expect(forms.gzip).toEqual(compressBody(body, 'gzip'));
    expect(await compressedForms(Buffer.from('<p>short</p>'))).toEqual({});
  });

  describe('a page superseded a moment ago, while its successor renders (sharedOrPrevious)', () => {
    let now = 1_000_000;
    let day = '2026-11-26';
    const cache = new ResponseCache(undefined, { forMs: 3000, now: () => now, today: () => day });
    /** A render that waits for its release, so a test can ask while it runs. */
    const renders: Array<() => void> = [];
    const render = (html: string) => () =>
      new Promise<{ entry: CachedAnswer }>((resolve) => {
        renders.push(() => {
          const builtIn = cache.generation;
          resolve({ entry: cache.set('page|tr|/takvim', html, 'text/html', builtIn) });
        });
      });
    const released = async <T>(answer: Promise<T>) => {
      renders.shift()!();
      return answer;
    };

    it('waits for the first render after a write, and meanwhile gives the others the page it replaces', async () => {
      const first = await released(cache.sharedOrPrevious('page|tr|/takvim', true, render('v1')));
      cache.clear();
      now += 10;
      const writerReads = cache.sharedOrPrevious('page|tr|/takvim', true, render('v2'));
      // Asked while the new page renders: the old one at once, under its own ETag.
      const meanwhile = await cache.sharedOrPrevious('page|tr|/takvim', true, render('never'));
      expect(meanwhile.entry).toBe(first.entry);
      // A caller that must have the new page (a shared cache in front) waits for it.
      const mustHaveNew = cache.sharedOrPrevious('page|tr|/takvim', false, render('never'));
      expect(meanwhile.entry.body.toString()).toBe('v1');
      expect(renders).toHaveLength(1);
      const fresh = await released(writerReads);
      expect(fresh.entry.body.toString()).toBe('v2');
      expect(await mustHaveNew).toBe(fresh);
      expect(fresh.entry.etag).not.toBe(first.entry.etag);
      // Once the new page is there, the old one is gone: after the next writes it is the new one that stands in.
      cache.clear();
      cache.clear();
      const nobodyOld = cache.sharedOrPrevious('page|tr|/takvim', true, render('v3'));
      expect((await cache.sharedOrPrevious('page|tr|/takvim', true, render('never'))).entry).toBe(
        fresh.entry,
      );
      await released(nobodyOld);
    });

    it('never serves a page superseded more than a few seconds ago, nor one of another day', async () => {
      const kept = await released(cache.sharedOrPrevious('page|tr|/takvim', true, render('a')));
      cache.clear();
      now += 3001;
      const late = cache.sharedOrPrevious('page|tr|/takvim', true, render('b'));
      // The render is still running, but the old page is too old to stand in: this caller waits for it too.
      const waiting = cache.sharedOrPrevious('page|tr|/takvim', true, render('never'));
      const [fresh, waited] = await released(Promise.all([late, waiting]));
      expect(waited).toBe(fresh);
      expect(fresh.entry).not.toBe(kept.entry);

      cache.clear();
      day = '2026-11-27';
      const tomorrow = cache.sharedOrPrevious('page|tr|/takvim', true, render('c'));
      const tomorrowToo = cache.sharedOrPrevious('page|tr|/takvim', true, render('never'));
      const [c, cToo] = await released(Promise.all([tomorrow, tomorrowToo]));
      expect(cToo).toBe(c);
      expect(c.entry.body.toString()).toBe('c');
    });

    it('keeps another address, and anything while suspended, apart', async () => {
      await released(cache.sharedOrPrevious('page|tr|/takvim', true, render('x')));
      cache.clear();
      const other = cache.sharedOrPrevious('page|en|/takvim', true, render('en'));
      // No render of this address runs: the first asker renders, whatever an old page exists.
      const own = cache.sharedOrPrevious('page|tr|/takvim', true, render('y'));
      expect(renders).toHaveLength(2);
      await released(other);
      await released(own);
      cache.suspend();
      const suspended = cache.sharedOrPrevious('page|tr|/takvim', true, render('z'));
      const alsoWaits = cache.sharedOrPrevious('page|tr|/takvim', true, render('never'));
      const [z, alsoZ] = await released(Promise.all([suspended, alsoWaits]));
      expect(alsoZ).toBe(z);
      cache.resume();
    });
  });
});
