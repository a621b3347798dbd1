import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem } from '../../shared/publicApi.js';
import type { Paged } from '../../shared/types.js';
import { loadCatalogue } from '../../server/routes/public/catalogue.js';
import type { PublicContext } from '../../server/routes/public/context.js';
import { getData } from '../helpers/publicApi.js';
import { postWithCsrf } from '../helpers/testApp.js';
import { useAdminTestApp } from './admin-helpers.js';

/*
 * Issue 32: an admin write re-reads and re-indexes only the courses it touched. What the site answers after
 * a series of writes (course edits, a category and an instructor renamed, a course trashed and restored,
 * one created) must be what a whole rebuild answers, and the courses no write touched must be the very
 * objects kept from before (proof that nothing else was rebuilt).
 */

const { t, admin } = useAdminTestApp({ seed: true });
let ctx: PublicContext;

beforeAll(async () => {
  ctx = { db: t.app.db, cache: t.app.publicCache, config: t.app.config };
});

const search = async (query: string) =>
  (
    await getData<Paged<CourseListItem>>(t, `/api/pages/search-products?search=${encodeURIComponent(query)}`)
  ).items.map((course) => course.seo_name);

const queries = ['kuantum', 'zümrüt', 'yönetim', 'güvenlik', 'excel', 'istanbul', 'online', 'pırlanta'];

/** The fields of a course a save must send again to keep them (an absent text is saved empty). */
async function kept(id: number) {
  const record = (await admin.get(`/products/${id}`)).json().data as Record<string, unknown>;
  const fields = ['summary', 'description', 'category_id', 'brand_id', 'is_published', 'duration', 'price'];
  return Object.fromEntries(fields.map((field) => [field, record[field]]));
}

/** Everything the catalogue and the search answer, to compare with a whole rebuild. */
async function snapshot() {
  const answers: Record<string, unknown> = {
    catalogue: await getData(t, '/api/pages/products'),
    english: await getData(t, '/api/pages/products', 'en'),
  };
  for (const query of queries) answers[query] = await search(query);
  return answers;
}

describe('the catalogue and search index after admin writes', () => {
  it('rebuild only the touched courses and answer as a whole rebuild would', async () => {
    const before = await loadCatalogue(ctx, 'tr');
    expect(before.length).toBeGreaterThan(5);
    await search('yönetim');
    const [edited, trashed, inCategory] = before;
    const category = inCategory.category;
    expect(category).not.toBeNull();

    const put = await admin.put(`/products/${edited.id}`, {
      ...(await kept(edited.id)),
      title: { tr: 'Kuantum Muhasebe Eğitimi', en: 'Quantum Accounting' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await search('kuantum')).toEqual([put.json().data.seo_name]);

    // Only the edited course is a new object; every other is the one kept from before the write.
    const after = await loadCatalogue(ctx, 'tr');
    const objects = new Map(before.map((course) => [course.id, course]));
    for (const course of after) {
      if (course.id === edited.id) expect(course).not.toBe(objects.get(course.id));
      else expect(course).toBe(objects.get(course.id));
    }

    expect((await admin.del(`/products/${trashed.id}`)).statusCode).toBe(200);
    expect((await loadCatalogue(ctx, 'tr')).some((course) => course.id === trashed.id)).toBe(false);
    expect((await admin.put(`/products/${trashed.id}/restore`, {})).statusCode).toBe(200);
    expect((await loadCatalogue(ctx, 'tr')).some((course) => course.id === trashed.id)).toBe(true);

    // A category renamed: its courses are found by the new name.
    const renamed = await admin.put(`/categories/${category?.id}`, {
      name: { tr: 'Zümrüt Programlar', en: 'Emerald' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const inIt = (await loadCatalogue(ctx, 'tr')).filter(
      (course) => course.category?.id === category?.id || course.category?.parent?.id === category?.id,
    );
    expect(inIt.length).toBeGreaterThan(0);
    expect((await search('zümrüt')).sort()).toEqual(inIt.map((course) => course.seo_name).sort());

    // An instructor renamed: the courses they teach carry the new name.
    const teacher = before.flatMap((course) => course.instructors)[0];
    if (teacher) {
      const res = await admin.form(`/instructors/${teacher.id}`, {
        _method: 'PUT',
        name: 'Pırlanta Yıldız',
        active: '1',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await search('pırlanta')).length).toBeGreaterThan(0);
    }

    // A new course (its id known only from the answer).
    const created = await admin.post('/products', {
      title: { tr: 'Kuantum Bilişim', en: 'Quantum Computing' },
      category_id: category?.id,
      is_published: 1,
    });
    expect(created.statusCode, created.body).toBe(201);

    const incremental = await snapshot();
    expect(incremental.kuantum).toHaveLength(2);
    // A clear without a change: everything is built again from the database.
    t.app.publicCache.clear();
    expect(await snapshot()).toEqual(incremental);
  });

  it('a write outside the catalogue keeps every course object and the index as they were', async () => {
    const before = await loadCatalogue(ctx, 'tr');
    const res = await admin.put('/page-meta/products', {
      title: { tr: 'Eğitim Takvimi', en: 'Training Calendar' },
      description: { tr: 'Takvim', en: 'Calendar' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await loadCatalogue(ctx, 'tr');
    expect(after).toBe(before);
  });

  it("a visitor's pre-registration re-reads only its course, whose seats left then show", async () => {
    const before = await loadCatalogue(ctx, 'tr');
    const course = before.find((item) => item.sessions.some((session) => session.seats !== null))!;
    const session = course.sessions.find((item) => item.seats !== null)!;
    const res = await postWithCsrf(
      t,
      '/api/pre-registrations',
      {
        session_id: session.id,
        name: 'Ayşe Yılmaz',
        email: 'ayse@firma.com.tr',
        phone: '0532 555 44 33',
        kvkk_consent: '1',
      },
      { remoteAddress: '203.0.113.77' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await loadCatalogue(ctx, 'tr');
    for (const item of after) {
      if (item.id === course.id) expect(item).not.toBe(before.find((b) => b.id === item.id));
      else expect(item).toBe(before.find((b) => b.id === item.id));
    }
    const seatsLeft = after.find((item) => item.id === course.id)!.sessions.find((s) => s.id === session.id)!;
    expect(seatsLeft.seats_left).toBe((session.seats_left ?? 0) - 1);
  });
});
