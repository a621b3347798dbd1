import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsListItem } from '../../shared/publicApi.js';
import type { Paged } from '../../shared/types.js';
import { newsPerPage } from '../../server/routes/public/news.js';
import { getData, visit } from '../helpers/publicApi.js';
import { seedLanguages } from './admin-helpers.js';
import { useTestApp } from '../helpers/useTestApp.js';

/* GET /api/pages/news-archive (issue 32): every published news item, newest first, 12 a page. */

const t = useTestApp();
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 9)).toISOString();
const published = 14;

beforeAll(async () => {
  await seedLanguages(t.app.db);
  const row = (n: number, extra: Record<string, unknown> = {}) => ({
    seo_name: `haber-${n}`,
    title: JSON.stringify({ tr: `Haber ${n} — Öğrenci Şöleni`, en: `News ${n}` }),
    summary: JSON.stringify({ tr: `Özet ${n}` }),
    content: JSON.stringify({ tr: `<p>İçerik ${n}</p>` }),
    image_path: n % 2 ? `/uploads/news/${n}.webp` : null,
    published_at: day(n),
    active: 1,
    deleted_at: null,
    ...extra,
  });
  await t.app.db
    .insertInto('news')
    .values([
      ...Array.from({ length: published }, (_, i) => row(i + 1)),
      // Never listed: inactive, in the trash, or not yet due.
      row(90, { active: 0 }),
      row(91, { deleted_at: day(30) }),
      row(92, { published_at: new Date(Date.now() + 86_400_000).toISOString() }),
    ])
    .execute();
});

const archive = (query = '', lang?: string) =>
  getData<Paged<NewsListItem>>(t, `/api/pages/news-archive${query}`, lang);

describe('GET /api/pages/news-archive', () => {
  it('answers the first 12 published items, newest first, with the paging figures', async () => {
    const first = await archive();
    expect(newsPerPage).toBe(12);
    expect(first).toMatchObject({ page: 1, per_page: 12, total: published, last_page: 2 });
    expect(first.items.map((item) => item.seo_name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `haber-${published - i}`),
    );
    expect(first.items[0]).toMatchObject({
      title: `Haber ${published} — Öğrenci Şöleni`,
      summary: `Özet ${published}`,
      image: null,
      published_at: day(published),
    });
    expect(first.items[1].image).toBe(`/uploads/news/${published - 1}.webp`);
  });

  it('answers the rest on page 2 and in the page language', async () => {
    const second = await archive('?page=2', 'en');
    expect(second.page).toBe(2);
    expect(second.items.map((item) => item.title)).toEqual(['News 2', 'News 1']);
    // No summary in English: the Turkish one.
    expect(second.items[0].summary).toBe('Özet 2');
  });

  it('answers 404 past the last page and reads a malformed page as the first', async () => {
    expect((await visit(t, '/api/pages/news-archive?page=3')).statusCode).toBe(404);
    expect((await archive('?page=abc')).page).toBe(1);
    expect((await archive('?page=0')).page).toBe(1);
  });

  it('answers one empty page when nothing is published', async () => {
    await t.app.db.updateTable('news').set({ active: 0 }).execute();
    t.app.publicCache.clear();
    expect(await archive()).toEqual({ items: [], page: 1, per_page: 12, total: 0, last_page: 1 });
  });
});
