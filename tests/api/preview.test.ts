import { beforeAll, describe, expect, it } from 'vitest';
import { signPreview } from '../../server/services/previewTokens.js';
import { siteOrigin as origin } from '../helpers/siteApp.js';
import { type AdminClient, adminClient, json } from './admin-helpers.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/*
 * Drafts and preview addresses (issue 28): new courses, news and instructors are drafts; POST /preview hands
 * out a signed address on the public origin that shows the record's page whatever its state, past every
 * cache, no-store and noindex; a bad or expired token shows the normal page.
 */

let renders = 0;
const t = useSiteTestApp({ onRender: () => renders++ });
let admin: AdminClient;
let categoryId: number;

beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
  categoryId = (await t.app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const robotsMeta = '<meta name="robots" content="noindex">';
/** The address and query of a preview URL, as the public origin is asked for it. */
const localPart = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function previewOf(resource: string, id: number) {
  const res = await admin.post('/preview', { resource, id });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { url: string; expires_at: string };
}

/** A preview response: the page itself, never kept by a browser, proxy or search engine. */
function expectPreviewHeaders(res: Awaited<ReturnType<typeof get>>) {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-robots-tag']).toBe('noindex');
  expect(res.headers.etag).toBeUndefined();
  expect(res.body).toContain(robotsMeta);
  expect(res.body).not.toContain('<link rel="canonical"');
}

async function createDraftCourse(title: string) {
  const res = await admin.post('/products', { title: { tr: title }, category_id: categoryId });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data as { id: number; seo_name: string; is_published: number };
}

describe('drafts', () => {
  it('keeps the seeded demo content published', async () => {
    const flags = await t.app.db.selectFrom('products').select('is_published').execute();
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.every((row) => row.is_published === 1)).toBe(true);
    const news = await t.app.db.selectFrom('news').select('active').execute();
    expect(news.every((row) => row.active === 1)).toBe(true);
  });
  it('creates courses, news and instructors as drafts when no flag is sent, hidden from the site', async () => {
    const course = await createDraftCourse('Taslak Varsayılan Kurs');
    expect(course.is_published).toBe(0);
    const news = json(await admin.post('/news', { title: { tr: 'Taslak Varsayılan Haber' } })).data;
    expect(news.active).toBe(0);
    const person = json(await admin.post('/instructors', { name: 'Taslak Varsayılan Eğitmen' })).data;
    expect(person.active).toBe(0);

    expect((await get(`/api/pages/course/${course.seo_name}`)).statusCode).toBe(404);
    expect((await get(`/api/pages/news/${news.seo_name}`)).statusCode).toBe(404);
    expect((await get(`/api/pages/instructor/${person.seo_name}`)).statusCode).toBe(404);
    expect((await get(`/kurs/${course.seo_name}`)).statusCode).toBe(404);

    // Publishing is a choice: the flag sent as 1 puts it on the site.
    const published = json(await admin.post('/news', { title: { tr: 'Yayında Haber' }, active: 1 })).data;
    expect(published.active).toBe(1);
    expect((await get(`/api/pages/news/${published.seo_name}`)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/preview', () => {
  it('answers a signed address of the record’s page on the public origin, good for 30 minutes', async () => {
    const course = await createDraftCourse('Adres Kursu');
    const before = Date.now();
    const preview = await previewOf('products', course.id);
    expect(preview.url).toMatch(
      new RegExp(`^${origin}/kurs/${course.seo_name}\\?preview=products\\.${course.id}\\.\\d+\\.[\\w-]+$`),
    );
    const expires = Date.parse(preview.expires_at);
    expect(expires).toBeGreaterThan(before + 29 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
  });

  it('refuses another resource or an unknown record, and needs a signed-in user', async () => {
    const brand = await admin.post('/preview', { resource: 'brands', id: 1 });
    expect(brand.statusCode).toBe(422);
    expect(json(brand).errors).toEqual({ resource: 'Geçersiz Kayıt' });
    expect((await admin.post('/preview', { resource: 'products', id: 'x' })).statusCode).toBe(422);
    expect((await admin.post('/preview', { resource: 'news', id: 999_999 })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/preview',
      payload: { resource: 'products', id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const editor = adminClient(t, await t.editorToken());
    expect((await editor.post('/preview', { resource: 'products', id: 1 })).statusCode).toBe(200);
  });

  it('changes nothing: no audit entry, and the public cache keeps its answers', async () => {
    const course = await createDraftCourse('Sessiz Kurs');
    await get('/egitim-takvimi');
    const generation = t.app.publicCache.generation;
    const entries = await t.app.db.selectFrom('audit_log').select('id').execute();
    await previewOf('products', course.id);
    expect(t.app.publicCache.generation).toBe(generation);
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toHaveLength(entries.length);
  });

  it('tells the panel where the public site is', async () => {
    const res = await admin.get('/preview/origin');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ origin });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the preview page', () => {
  it("keeps a client's answers whatever preview header it sends: only the renderer's own token skips the cache", async () => {
    t.app.publicCache.clear();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pages/products/popular',
      headers: { 'x-preview-render': 'guessed' },
    });
    expect(res.statusCode).toBe(200);
    expect(t.app.publicCache.size).toBe(1);
  });

  it('shows a draft course to the address’s holder, past every cache, while visitors still get 404', async () => {
    const course = await createDraftCourse('Önizleme Kursu');
    const preview = localPart((await previewOf('products', course.id)).url);
    // A published course's page first: the answers every course page shares (languages, menus) are then
    // cached, and whatever the preview adds to a cache would show.
    expect((await get('/kurs/python-ile-veri-analizi')).statusCode).toBe(200);
    const cached = t.app.publicCache.size;
    const learned = t.app.fastLane.size;

    const res = await get(preview);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expectPreviewHeaders(res);
    expect(res.body).toContain('Önizleme Kursu');
    // The page's scripts run by their hashes, as on a normal page.
    expect(String(res.headers['content-security-policy'])).toMatch(
      /script-src (?:'sha256-[\w+/]+=*' )+'strict-dynamic';/,
    );
    // Nothing kept: no page, no record answer, nothing the fast lane could repeat.
    expect(t.app.publicCache.size).toBe(cached);
    expect(t.app.fastLane.size).toBe(learned);

    // Rendered again for the next request (never answered from a cache), and visitors still see nothing.
    const rendersBefore = renders;
    expectPreviewHeaders(await get(preview));
    expect(renders).toBeGreaterThan(rendersBefore);
    expect((await get(`/kurs/${course.seo_name}`)).statusCode).toBe(404);
    expect((await get(`/api/pages/course/${course.seo_name}`)).statusCode).toBe(404);
    // The English address previews the same record.
    const english = await get(`/en${preview}`);
    expect(english.statusCode).toBe(200);
    expectPreviewHeaders(english);
  });

  it('is still no-store and noindex once the course is published, while the plain address is cached', async () => {
    const course = await createDraftCourse('Yayınlanacak Kurs');
    const preview = localPart((await previewOf('products', course.id)).url);
    expect((await get(preview)).statusCode).toBe(200);
    const publish = await admin.put(`/products/${course.id}`, {
      title: { tr: 'Yayınlanacak Kurs' },
      category_id: categoryId,
      is_published: 1,
    });
    expect(publish.statusCode, publish.body).toBe(200);

    const plain = await get(`/kurs/${course.seo_name}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(plain.body).not.toContain(robotsMeta);
    expect(plain.body).toContain('<link rel="canonical"');
    const again = await get(preview);
    expect(again.statusCode).toBe(200);
    expectPreviewHeaders(again);
  });

  it('shows the normal page for a tampered, expired or misplaced token: 404 for a draft', async () => {
    const course = await createDraftCourse('Korunan Kurs');
    const other = await createDraftCourse('Başka Kurs');
    const preview = localPart((await previewOf('products', course.id)).url);
    const token = new URL(preview, origin).searchParams.get('preview')!;
    const [resource, id, expiry, signature] = token.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const expired = await signPreview(t.app.db, 'products', course.id, Date.now() - 31 * 60_000);
    const otherToken = (await signPreview(t.app.db, 'products', other.id)).token;
    for (const [label, url] of [
      ['signature', `/kurs/${course.seo_name}?preview=${resource}.${id}.${expiry}.${flipped}`],
      [
        'later expiry',
        `/kurs/${course.seo_name}?preview=${resource}.${id}.${Number(expiry) + 3600}.${signature}`,
      ],
      ['another id', `/kurs/${other.seo_name}?preview=${resource}.${other.id}.${expiry}.${signature}`],
      ['another resource', `/haber/${course.seo_name}?preview=news.${id}.${expiry}.${signature}`],
      ['expired', `/kurs/${course.seo_name}?preview=${expired.token}`],
      ['another record’s token', `/kurs/${course.seo_name}?preview=${otherToken}`],
      ['garbage', `/kurs/${course.seo_name}?preview=x`],
    ]) {
      const res = await get(url);
      expect(res.statusCode, label).toBe(404);
      expect(res.body, label).not.toContain('Korunan Kurs');
      // A preview address is never an address to keep or index, even when its token is no good.
      expect(res.headers['cache-control'], label).toBe('no-store');
    }
    expect((await get(`/kurs/${course.seo_name}`)).statusCode).toBe(404);
  });

  it('shows a draft and a scheduled news item, and an inactive instructor', async () => {
    const draft = json(await admin.post('/news', { title: { tr: 'Taslak Haber Önizleme' } })).data;
    const scheduled = json(
      await admin.post('/news', {
        title: { tr: 'Zamanlanmış Haber' },
        active: 1,
        published_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      }),
    ).data;
    const person = json(await admin.post('/instructors', { name: 'Gizli Eğitmen' })).data;
    for (const [resource, record, text, address] of [
      ['news', draft, 'Taslak Haber Önizleme', `/haber/${draft.seo_name}`],
      ['news', scheduled, 'Zamanlanmış Haber', `/haber/${scheduled.seo_name}`],
      ['instructors', person, 'Gizli Eğitmen', `/egitmen/${person.seo_name}`],
    ] as const) {
      expect((await get(address)).statusCode, address).toBe(404);
      const res = await get(localPart((await previewOf(resource, record.id)).url));
      expect(res.statusCode, address).toBe(200);
      expectPreviewHeaders(res);
      expect(res.body).toContain(text);
      expect((await get(address)).statusCode, address).toBe(404);
    }
  });

  it('leaves the integration scripts out: a preview is no visit, and its token goes to no analytics', async () => {
    const current = json(await admin.get('/settings/site')).data;
    const gtag = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-PREVIEW"></script>';
    expect((await admin.put('/settings/site', { ...current, google_script: gtag })).statusCode).toBe(200);
    const course = await createDraftCourse('Sayılmayan Kurs');
    const preview = await get(localPart((await previewOf('products', course.id)).url));
    expect(preview.statusCode).toBe(200);
    expect(preview.body).not.toContain('G-PREVIEW');
    expect((await get('/egitim-takvimi')).body).toContain('G-PREVIEW');
  });

  it('shows a course in the trash to its preview, and not to visitors', async () => {
    const course = await createDraftCourse('Çöpteki Kurs');
    await admin.put(`/products/${course.id}`, {
      title: { tr: 'Çöpteki Kurs' },
      category_id: categoryId,
      is_published: 1,
    });
    expect((await get(`/kurs/${course.seo_name}`)).statusCode).toBe(200);
    expect((await admin.del(`/products/${course.id}`)).statusCode).toBe(200);
    const trashed = await t.app.db
      .selectFrom('products')
      .select('id')
      .where('id', '=', course.id)
      .executeTakeFirst();
    // Before the trash exists (helper "trash-server"), a delete removes the row: nothing to preview then.
    if (!trashed) return;
    expect((await get(`/kurs/${course.seo_name}`)).statusCode).toBe(404);
    const res = await get(localPart((await previewOf('products', course.id)).url));
    expect(res.statusCode).toBe(200);
    expectPreviewHeaders(res);
    expect(res.body).toContain('Çöpteki Kurs');
  });
});
