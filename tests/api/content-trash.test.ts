import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../shared/routes.js';
import { categoryMessages } from '../../shared/schemas/category.js';
import { trashMessages } from '../../server/routes/admin/contentTrash.js';
import { trashRuleMessages } from '../../server/services/contentTrash.js';
import { ImageStore } from '../../server/services/images.js';
import { purgeExpiredTrash } from '../../server/services/trashRetention.js';
import { diskPath, expectNothingLeftOfCourse, imagePart, jpegImage, pngImage } from '../helpers/catalogue.js';
import { visit } from '../helpers/publicApi.js';
import { type AdminClient, adminClient, json, seedLanguages } from './admin-helpers.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 28: a content record that is deleted goes to the trash, disappears from the public site at once and
 * comes back exactly as it was; only from the trash is it deleted for good (files too), by hand or by the
 * daily retention job; bulk actions are all or nothing.
 */

const t = useTestApp();
let admin: AdminClient;
let categoryId: number;

beforeAll(async () => {
  await seedLanguages(t.app.db);
  admin = adminClient(t, await t.adminToken());
  categoryId = json(await admin.post('/categories', { name: { tr: 'Çöp Testleri' } })).data.id;
});

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- records of every resource

const nextWeek = () => {
  const start = new Date(Date.now() + 7 * 86_400_000);
  return { starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 8 * 3_600_000).toISOString() };
};

let serial = 0;
const unique = (base: string) => `${base} ${++serial}`;

async function created(res: Awaited<ReturnType<AdminClient['post']>>): Promise<Rec> {
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data;
}

const newCourse = (extra: Rec = {}) =>
  admin
    .post('/products', {
      title: { tr: unique('Çöp Eğitimi') },
      category_id: categoryId,
      is_published: 1,
      sessions: [{ ...nextWeek(), place: 'Ankara', is_online: 0, seats: 10 }],
      ...extra,
    })
    .then(created);

/** One content resource as the trash sees it: how to make a live record and where the public sees it. */
interface Resource {
  path: string;
  create: () => Promise<Rec>;
  /** Its public answer: 200 while live, 404 in the trash. */
  publicUrl: (record: Rec) => string;
  /** Its address in the sitemap, when it has a page. */
  sitemapPath?: (record: Rec) => string;
  /** The ids the list shows (the category list is a tree, the others pages). */
  listIds?: (body: Rec) => number[];
}

const pageIds = (body: Rec) => (body.data.items as Rec[]).map((item) => item.id as number);

const resources: Resource[] = [
  {
    path: '/products',
    create: () => newCourse(),
    publicUrl: (r) => `/api/pages/course/${r.seo_name}`,
    sitemapPath: (r) => paths.course(r.seo_name),
  },
  {
    path: '/news',
    create: () => admin.post('/news', { title: { tr: unique('Çöp Haberi') }, active: 1 }).then(created),
    publicUrl: (r) => `/api/pages/news/${r.seo_name}`,
    sitemapPath: (r) => paths.news(r.seo_name),
  },
  {
    path: '/instructors',
    create: () => admin.post('/instructors', { name: unique('Çöp Eğitmeni'), active: 1 }).then(created),
    publicUrl: (r) => `/api/pages/instructor/${r.seo_name}`,
    sitemapPath: (r) => paths.instructor(r.seo_name),
  },
  {
    path: '/brands',
    create: () => admin.post('/brands', { name: unique('Çöp Markası'), active: 1 }).then(created),
    publicUrl: (r) => `/api/pages/brand/${r.seo_name}`,
    sitemapPath: (r) => paths.brand(r.seo_name),
  },
  {
    path: '/categories',
    create: () => admin.post('/categories', { name: { tr: unique('Çöp Alt Kategorisi') } }).then(created),
    publicUrl: (r) => `/api/pages/products/${r.seo_name}`,
    listIds: (body) => (body.data as Rec[]).map((item) => item.id as number),
  },
  {
    path: '/contracts',
    create: () =>
      admin
        .post('/contracts', { name: { tr: unique('Çöp Sözleşmesi') }, text: { tr: '<p>Metin</p>' } })
        .then(created),
    publicUrl: (r) => `/api/pages/contract/${r.seo_name}`,
    sitemapPath: (r) => paths.contract(r.seo_name),
  },
  {
    path: '/open-positions',
    create: () =>
      admin
        .post('/open-positions', {
          title: { tr: unique('Çöp İlanı') },
          employment_type: 'full_time',
          active: 1,
        })
        .then(created),
    // No page of its own: the careers list is its public answer.
    publicUrl: () => '/api/pages/open-positions',
  },
];

async function publicStatus(resource: Resource, record: Rec): Promise<number> {
  const res = await visit(t, resource.publicUrl(record));
  if (resource.path !== '/open-positions' || res.statusCode !== 200) return res.statusCode;
  return (res.json().data as Rec[]).some((item) => item.id === record.id) ? 200 : 404;
}

const sitemap = async () => (await visit(t, '/sitemap.xml')).body;

async function listed(resource: Resource, query = ''): Promise<number[]> {
  const res = await admin.get(`${resource.path}?per_page=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (resource.listIds ?? pageIds)(json(res));
}

describe.each(resources)('the trash of $path', (resource) => {
  it('moves a record to the trash, hides it everywhere, and restores it exactly as it was', async () => {
    const record = await resource.create();
    const before = json(await admin.get(`${resource.path}/${record.id}`)).data;
    expect(before.deleted_at).toBeNull();
    expect(await publicStatus(resource, record)).toBe(200);
    if (resource.sitemapPath) expect(await sitemap()).toContain(resource.sitemapPath(record));

    const trashed = await admin.del(`${resource.path}/${record.id}`);
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect(json(trashed)).toMatchObject({ success: true, message: 'Çöpe Taşındı!', data: { id: record.id } });
    expect(Date.parse(json(trashed).data.deleted_at)).not.toBeNaN();
    expect(await listed(resource)).not.toContain(record.id);
    expect(await listed(resource, '&trashed=1')).toContain(record.id);
    expect(await publicStatus(resource, record)).toBe(404);
    if (resource.sitemapPath) expect(await sitemap()).not.toContain(resource.sitemapPath(record));
    // Once is enough: a second delete says it is already there.
    expect((await admin.del(`${resource.path}/${record.id}`)).statusCode).toBe(422);

    const restored = await admin.put(`${resource.path}/${record.id}/restore`, {});
    expect(json(restored)).toMatchObject({ success: true, message: 'Geri Alındı!' });
    expect(json(restored).data).toEqual(before);
    expect(json(await admin.get(`${resource.path}/${record.id}`)).data).toEqual(before);
    expect(await listed(resource)).toContain(record.id);
    expect(await listed(resource, '&trashed=1')).not.toContain(record.id);
    expect(await publicStatus(resource, record)).toBe(200);
    if (resource.sitemapPath) expect(await sitemap()).toContain(resource.sitemapPath(record));

    const again = await admin.put(`${resource.path}/${record.id}/restore`, {});
    expect(again.statusCode).toBe(422);
    expect(json(again).message).toBe(trashMessages.restoreOnlyTrash);
    const live = await admin.del(`${resource.path}/${record.id}/permanent`);
    expect(live.statusCode).toBe(422);
    expect(json(live).message).toBe(trashMessages.destroyOnlyTrash);
    expect((await admin.get(`${resource.path}/${record.id}`)).statusCode).toBe(200);
  });

  it('deletes for good only from the trash, and bulk actions change all the ids or none', async () => {
    const [a, b, c] = [await resource.create(), await resource.create(), await resource.create()];
    const bulk = (action: string, ids: number[]) =>
      admin.put(`${resource.path}/bulk`, { action, ids: JSON.stringify(ids) });

    const unknown = await bulk('trash', [a.id, b.id, 99_999]);
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).message).toContain('#99999');
    expect(await listed(resource, '&trashed=1')).not.toContain(a.id);

    const trashed = await bulk('trash', [a.id, b.id]);
    expect(json(trashed)).toMatchObject({
      success: true,
      message: 'Çöpe Taşındı!',
      data: { ids: [a.id, b.id] },
    });
    expect(await listed(resource, '&trashed=1')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await publicStatus(resource, a)).toBe(404);

    // c is live: restoring or destroying it with the others refuses the whole request.
    const mixed = await bulk('restore', [a.id, c.id]);
    expect(mixed.statusCode).toBe(422);
    expect(json(mixed).message).toContain(`#${c.id}`);
    expect((await bulk('destroy', [b.id, c.id])).statusCode).toBe(422);
    expect(await listed(resource, '&trashed=1')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await listed(resource)).toContain(c.id);

    expect(json(await bulk('restore', [a.id])).message).toBe('Geri Alındı!');
    expect(await publicStatus(resource, a)).toBe(200);
    const destroyed = await bulk('destroy', [b.id]);
    expect(json(destroyed)).toMatchObject({ success: true, message: 'Silindi!', data: { ids: [b.id] } });
    expect((await admin.get(`${resource.path}/${b.id}`)).statusCode).toBe(404);

    await admin.del(`${resource.path}/${c.id}`);
    const gone = await admin.del(`${resource.path}/${c.id}/permanent`);
    expect(json(gone)).toMatchObject({ success: true, message: 'Silindi!', data: { id: c.id } });
    expect((await admin.get(`${resource.path}/${c.id}`)).statusCode).toBe(404);
    expect((await admin.del(`${resource.path}/${c.id}/permanent`)).statusCode).toBe(404);
    expect((await bulk('nothing', [a.id])).statusCode).toBe(422);
  });
});

describe('publish and unpublish in bulk', () => {
  it('sets the flag of every id, refuses trashed ones, and contracts have no flag', async () => {
    const [a, b] = [await newCourse(), await newCourse()];
    const bulk = (action: string, ids: number[], resource = '/products') =>
      admin.put(`${resource}/bulk`, { action, ids: JSON.stringify(ids) });
    expect(json(await bulk('unpublish', [a.id, b.id])).message).toBe('Güncellendi!');
    expect((await visit(t, `/api/pages/course/${a.seo_name}`)).statusCode).toBe(404);
    expect(json(await admin.get(`/products/${b.id}`)).data.is_published).toBe(0);
    await admin.del(`/products/${b.id}`);
    const refused = await bulk('publish', [a.id, b.id]);
    expect(refused.statusCode).toBe(422);
    expect(json(await admin.get(`/products/${a.id}`)).data.is_published).toBe(0);
    expect((await bulk('publish', [a.id])).statusCode).toBe(200);
    expect((await visit(t, `/api/pages/course/${a.seo_name}`)).statusCode).toBe(200);

    const contract = await resources[5].create();
    const noFlag = await bulk('publish', [contract.id], '/contracts');
    expect(noFlag.statusCode).toBe(422);
    expect(json(noFlag).message).toBe(trashMessages.noPublishFlag);
  });
});

describe('what hangs on a trashed record', () => {
  it('keeps a course’s gallery, sessions and links in the trash; hides its sessions, calendar and registrations', async () => {
    const instructor = json(
      await admin.post('/instructors', { name: unique('Bağlı Eğitmen'), active: 1 }),
    ).data;
    const course = await newCourse({ instructor_ids: [instructor.id] });
    const upload = await admin.form(`/products/${course.id}/files`, {}, [
      imagePart(await pngImage()),
      imagePart(await jpegImage(), 'b.jpg', 'files', 'image/jpeg'),
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    const files = (upload.json().data as Rec[]).flatMap((f) => [f.url as string, f.thumb_url as string]);
    const sessionId = json(await admin.get(`/products/${course.id}`)).data.sessions[0].id as number;
    const ics = `/api/pages/session/${sessionId}/calendar.ics`;
    expect((await visit(t, ics)).statusCode).toBe(200);
    expect((await visit(t, '/takvim.ics')).body).toContain(`session-${sessionId}@`);

    await admin.del(`/products/${course.id}`);
    for (const file of files) expect(fs.existsSync(diskPath(t, file))).toBe(true);
    const kept = json(await admin.get(`/products/${course.id}`)).data;
    expect(kept.sessions).toHaveLength(1);
    expect(kept.files).toHaveLength(2);
    expect(kept.instructor_ids).toEqual([instructor.id]);
    expect((await visit(t, ics)).statusCode).toBe(404);
    expect((await visit(t, '/takvim.ics')).body).not.toContain(`session-${sessionId}@`);
    const upcoming = (await visit(t, '/api/pages/products/upcoming')).json().data as Rec[];
    expect(upcoming.map((s) => s.id)).not.toContain(sessionId);
    const instructorPage = (await visit(t, `/api/pages/instructor/${instructor.seo_name}`)).json().data;
    expect(instructorPage.courses).toEqual([]);

    const { headers } = await t.csrf();
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/pre-registrations',
        headers,
        payload: {
          session_id: sessionId,
          participants: 1,
          name: 'Ayşe Yılmaz',
          email: 'ayse@firma.com.tr',
          phone: '0532 555 44 33',
          kvkk_consent: '1',
        },
        remoteAddress: '10.28.0.1',
      });
    expect((await register()).statusCode).toBe(404);

    await admin.put(`/products/${course.id}/restore`, {});
    expect((await visit(t, ics)).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(200);

    // Deleted for good: rows, registrations and image files with it.
    await admin.del(`/products/${course.id}`);
    expect(json(await admin.del(`/products/${course.id}/permanent`)).message).toBe('Silindi!');
    for (const file of files) expect(fs.existsSync(diskPath(t, file))).toBe(false);
    await expectNothingLeftOfCourse(t, course.id);
  });

  it('takes a trashed instructor and brand off their courses’ pages, and a news image goes only with the news item', async () => {
    const instructor = json(
      await admin.post('/instructors', { name: unique('Gizlenen Eğitmen'), active: 1 }),
    ).data;
    const brand = json(await admin.post('/brands', { name: unique('Gizlenen Marka'), active: 1 })).data;
    const course = await newCourse({ instructor_ids: [instructor.id], brand_id: brand.id });
    const page = async () => (await visit(t, `/api/pages/course/${course.seo_name}`)).json().data;
    expect((await page()).brand).toMatchObject({ id: brand.id });
    expect((await page()).instructors.map((i: Rec) => i.id)).toEqual([instructor.id]);
    await admin.del(`/instructors/${instructor.id}`);
    await admin.del(`/brands/${brand.id}`);
    expect((await page()).brand).toBeNull();
    expect((await page()).instructors).toEqual([]);
    // The links stay, so a restore puts them back.
    expect(json(await admin.get(`/products/${course.id}`)).data).toMatchObject({
      brand_id: brand.id,
      instructor_ids: [instructor.id],
    });
    await admin.put(`/instructors/${instructor.id}/restore`, {});
    await admin.put(`/brands/${brand.id}/restore`, {});
    expect((await page()).brand).toMatchObject({ id: brand.id });
    expect((await page()).instructors.map((i: Rec) => i.id)).toEqual([instructor.id]);

    const news = await admin
      .form('/news', { title_tr: unique('Görselli Haber'), active: '1' }, [
        imagePart(await pngImage(), 'haber.png', 'image'),
      ])
      .then((res) => created(res));
    const image = [news.image_url as string, news.image_thumb_url as string];
    await admin.del(`/news/${news.id}`);
    for (const file of image) expect(fs.existsSync(diskPath(t, file))).toBe(true);
    await admin.del(`/news/${news.id}/permanent`);
    for (const file of image) expect(fs.existsSync(diskPath(t, file))).toBe(false);
  });
});

describe('the rules kept from delete', () => {
  it('keeps a category with live courses or sub-categories out of the trash, and in it while trashed courses point to it', async () => {
    const parent = json(await admin.post('/categories', { name: { tr: unique('Ana Kategori') } })).data;
    const child = json(
      await admin.post('/categories', { name: { tr: unique('Alt Kategori') }, parent_id: parent.id }),
    ).data;
    const course = await newCourse({ category_id: child.id });

    const withChild = await admin.del(`/categories/${parent.id}`);
    expect(withChild.statusCode).toBe(409);
    expect(json(withChild).message).toBe(categoryMessages.hasChildren);
    const withCourse = await admin.put('/categories/bulk', {
      action: 'trash',
      ids: JSON.stringify([child.id]),
    });
    expect(withCourse.statusCode).toBe(409);
    expect(json(withCourse).message).toBe(categoryMessages.hasProducts);

    await admin.del(`/products/${course.id}`);
    expect(
      (await admin.put('/categories/bulk', { action: 'trash', ids: JSON.stringify([parent.id, child.id]) }))
        .statusCode,
    ).toBe(200);
    // A course whose category is in the trash cannot come back before it.
    const orphan = await admin.put(`/products/${course.id}/restore`, {});
    expect(orphan.statusCode).toBe(422);
    expect(json(orphan).message).toBe(trashRuleMessages.categoryInTrash);
    const childFirst = await admin.put(`/categories/${child.id}/restore`, {});
    expect(json(childFirst).message).toBe(trashRuleMessages.categoryInTrash);
    // Nor can the category go for good while the trashed course still points to it.
    const pointed = await admin.del(`/categories/${child.id}/permanent`);
    expect(pointed.statusCode).toBe(409);
    expect(json(pointed).message).toBe(trashRuleMessages.trashedCourses);
    const parentPointed = await admin.del(`/categories/${parent.id}/permanent`);
    expect(json(parentPointed).message).toBe(trashRuleMessages.trashedChildren);

    await admin.put('/categories/bulk', { action: 'restore', ids: JSON.stringify([child.id, parent.id]) });
    expect(json(await admin.put(`/products/${course.id}/restore`, {})).message).toBe('Geri Alındı!');
    expect((await visit(t, `/api/pages/course/${course.seo_name}`)).statusCode).toBe(200);
  });

  it('keeps the contract that is the KVKK notice out of the trash', async () => {
    const notice = await resources[5].create();
    const other = await resources[5].create();
    const chosen = await admin.put('/settings/kvkk', {
      notice_contract_id: notice.id,
      application_retention_months: '',
      contact_retention_months: '',
      pre_registration_retention_months: '',
      outbox_retention_days: '',
      audit_personal_retention_months: '',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const refused = await admin.put('/contracts/bulk', {
      action: 'trash',
      ids: JSON.stringify([other.id, notice.id]),
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(trashRuleMessages.kvkkNotice);
    expect(json(await admin.get(`/contracts/${other.id}`)).data.deleted_at).toBeNull();
  });
});

describe('the audit log', () => {
  it('logs a move to the trash, a restore and a permanent delete under their own actions', async () => {
    const news = await resources[1].create();
    const other = await resources[1].create();
    await admin.del(`/news/${news.id}`);
    await admin.put(`/news/${news.id}/restore`, {});
    await admin.put('/news/bulk', { action: 'trash', ids: JSON.stringify([news.id, other.id]) });
    await admin.del(`/news/${news.id}/permanent`);
    const rows = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'record_id', 'summary', 'changes', 'before_json'])
      .where('resource', '=', 'news')
      .orderBy('id', 'desc')
      .limit(4)
      .execute();
    expect(rows.map((row) => [row.action, row.record_id])).toEqual([
      ['delete', String(news.id)],
      ['trash', null],
      ['restore', String(news.id)],
      ['trash', String(news.id)],
    ]);
    expect(rows[1].summary).toBe(`2 kayıt: #${news.id}, #${other.id}`);
    expect(JSON.parse(rows[2].changes)).toEqual(['deleted_at']);
    expect(JSON.parse(rows[0].before_json!).id).toBe(news.id);
  });
});

describe('retention', () => {
  const store = () => new ImageStore(path.join(t.config.uploadsRoot, 'uploads'));
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const settings = { google_script: '', yandex_script: '', fb_pixel_script: '', keywords: '' };

  it('takes the period from the site settings, 1 to 365 days', async () => {
    expect(json(await admin.get('/settings/site')).data.trash_retention_days).toBe(30);
    for (const bad of ['0', '366', 'abc']) {
      const res = await admin.put('/settings/site', { ...settings, trash_retention_days: bad });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toHaveProperty('trash_retention_days');
    }
    const saved = await admin.put('/settings/site', { ...settings, trash_retention_days: '7' });
    expect(json(saved).data.trash_retention_days).toBe(7);
    // A save that leaves the period out keeps it.
    expect(json(await admin.put('/settings/site', settings)).data.trash_retention_days).toBe(7);
  });

  it('deletes for good, files too, what has been in the trash longer than the period', async () => {
    const old = await admin
      .form('/news', { title_tr: unique('Eski Çöp'), active: '1' }, [
        imagePart(await pngImage(), 'a.png', 'image'),
      ])
      .then(created);
    const young = await resources[1].create();
    const category = json(await admin.post('/categories', { name: { tr: unique('Eski Kategori') } })).data;
    const course = await newCourse({ category_id: category.id });
    const pointing = await newCourse({ category_id: category.id });
    await admin.put('/news/bulk', { action: 'trash', ids: JSON.stringify([old.id, young.id]) });
    await admin.put('/products/bulk', { action: 'trash', ids: JSON.stringify([course.id, pointing.id]) });
    await admin.del(`/categories/${category.id}`);
    const age = (table: 'news' | 'products' | 'categories', id: number, days: number) =>
      t.app.db
        .updateTable(table)
        .set({ deleted_at: daysAgo(days) })
        .where('id', '=', id)
        .execute();
    await age('news', old.id, 8);
    await age('news', young.id, 6);
    await age('products', course.id, 8);
    await age('products', pointing.id, 2);
    await age('categories', category.id, 9);

    const results = await purgeExpiredTrash(t.app.db, store());
    expect(results).toEqual([
      { table: 'products', ids: [course.id] },
      { table: 'news', ids: [old.id] },
    ]);
    expect((await admin.get(`/news/${old.id}`)).statusCode).toBe(404);
    expect(fs.existsSync(diskPath(t, old.image_url))).toBe(false);
    expect((await admin.get(`/news/${young.id}`)).statusCode).toBe(200);
    // The younger trashed course still points to the category: it waits until that one is gone.
    expect((await admin.get(`/categories/${category.id}`)).statusCode).toBe(200);
    const logged = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'before_json'])
      .where('resource', '=', 'news')
      .where('record_id', '=', String(old.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ action: 'delete', user_id: null });
    expect(JSON.parse(logged.before_json!).title).toEqual({ tr: old.title.tr });

    await age('products', pointing.id, 8);
    expect(await purgeExpiredTrash(t.app.db, store())).toEqual([
      { table: 'products', ids: [pointing.id] },
      { table: 'categories', ids: [category.id] },
    ]);
  });
});
