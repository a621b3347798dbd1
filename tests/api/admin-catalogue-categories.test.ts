import { describe, expect, it } from 'vitest';
import { categoryMessages } from '../../shared/schemas/category.js';
import { bearer } from '../helpers/testApp.js';
import { useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp();

async function create(fields: Record<string, string>) {
  const res = await admin.form('/categories', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; seo_name: string; queue: number };
}

const names = async (section: string, parent?: number) =>
  (await admin.get(`/categories?section=${section}&sub_category=${parent ?? ''}`))
    .json()
    .data.map((c: { name: { tr: string } }) => c.name.tr);

describe('categories: access', () => {
  it('answers 401 without a token and lets an editor work', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/categories' })).statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name_tr: 'X' },
    });
    expect(post.statusCode).toBe(401);
    expect(await t.app.db.selectFrom('categories').select('id').execute()).toEqual([]);
    const res = await editor.form('/categories', { name_tr: 'Editör Kategorisi', section: 'editor-test' });
    expect(res.statusCode).toBe(201);
    expect((await editor.get('/categories?section=editor-test')).json().data).toHaveLength(1);
  });
});

describe('categories: create and read', () => {
  it('accepts name_tr/name_en form fields, slugs seo_name and answers the record', async () => {
    const res = await admin.form('/categories', {
      name_tr: 'Kalite Yönetim Sistemleri',
      name_en: 'Quality Management Systems',
      seo_title_tr: 'Kalite Eğitimleri',
      seo_description_tr: 'ISO 9001 ve daha fazlası',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Başarılı!',
      data: {
        section: 'educations',
        parent_id: null,
        seo_name: 'kalite-yonetim-sistemleri',
        name: { tr: 'Kalite Yönetim Sistemleri', en: 'Quality Management Systems' },
        seo_title: { tr: 'Kalite Eğitimleri' },
        seo_description: { tr: 'ISO 9001 ve daha fazlası' },
        product_count: 0,
        sub_categories: [],
      },
    });
    const got = await admin.get(`/categories/${res.json().data.id}`);
    expect(got.json().data).toEqual(res.json().data);
  });

  it('accepts the translated object in a JSON body, and an explicit seo_name by the slug rule', async () => {
    const res = await admin.post('/categories', {
      section: 'json-test',
      name: { tr: 'Bilgi Güvenliği', en: 'Information Security' },
      seo_name: 'Bilgi Güvenliği İçin!',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      seo_name: 'bilgi-guvenligi-icin',
      name: { tr: 'Bilgi Güvenliği', en: 'Information Security' },
    });
  });

  it('adds -2 to a derived seo_name that is taken, and refuses a typed one that is taken', async () => {
    const a = await create({ name_tr: 'Çevre', section: 'seo' });
    const b = await create({ name_tr: 'Çevre', section: 'seo' });
    expect([a.seo_name, b.seo_name]).toEqual(['cevre', 'cevre-2']);
    const res = await admin.form('/categories', { name_tr: 'Başka', seo_name: 'cevre', section: 'seo' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { seo_name: expect.any(String) } });
  });

  it('refuses bad input with per-field Turkish messages and stores nothing', async () => {
    const before = await t.app.db.selectFrom('categories').select('id').execute();
    const res = await admin.form('/categories', {
      name_en: 'Only English',
      seo_title_tr: 'x'.repeat(201),
      section: 'Not A Key',
      parent_id: 'abc',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      errors: {
        'name.tr': 'Bu Alan Zorunlu',
        'seo_title.tr': 'Bu Alan 200 Karakteri Geçemez',
        section: expect.any(String),
        parent_id: expect.any(String),
      },
    });
    expect(await t.app.db.selectFrom('categories').select('id').execute()).toEqual(before);
  });

  it('answers 404 for a missing or malformed id', async () => {
    expect((await admin.get('/categories/999999')).statusCode).toBe(404);
    expect((await admin.get('/categories/abc')).statusCode).toBe(404);
  });
});

describe('categories: one level of sub-categories', () => {
  it('lists a parent with its sub-categories, and a parent’s children with sub_category', async () => {
    const parent = await create({ name_tr: 'Ana', section: 'tree' });
    const child = await create({ name_tr: 'Alt', section: 'tree', sub_category: String(parent.id) });
    const top = (await admin.get('/categories?section=tree&sub_category=0')).json().data;
    expect(top).toHaveLength(1);
    expect(top[0]).toMatchObject({ id: parent.id, sub_categories: [{ id: child.id, parent_id: parent.id }] });
    const children = (await admin.get(`/categories?section=tree&sub_category=${parent.id}`)).json().data;
    expect(children.map((c: { id: number }) => c.id)).toEqual([child.id]);

    const grandchild = await admin.form('/categories', {
      name_tr: 'Torun',
      section: 'tree',
      parent_id: String(child.id),
    });
    expect(grandchild.statusCode).toBe(422);
    expect(grandchild.json().errors).toEqual({ parent_id: categoryMessages.parentIsChild });

    const otherSection = await admin.form('/categories', {
      name_tr: 'X',
      section: 'other',
      parent_id: String(parent.id),
    });
    expect(otherSection.json().errors).toEqual({ parent_id: categoryMessages.parentOtherSection });

    // A category with children cannot itself become a child.
    const second = await create({ name_tr: 'İkinci', section: 'tree' });
    const move = await admin.form(`/categories/${parent.id}`, {
      _method: 'PUT',
      name_tr: 'Ana',
      section: 'tree',
      parent_id: String(second.id),
    });
    expect(move.statusCode).toBe(422);
    expect(move.json().errors).toEqual({ parent_id: categoryMessages.hasChildrenCannotMove });
    const self = await admin.form(`/categories/${second.id}`, {
      _method: 'PUT',
      name_tr: 'İkinci',
      section: 'tree',
      parent_id: String(second.id),
    });
    expect(self.json().errors).toEqual({ parent_id: categoryMessages.parentIsSelf });
  });
});

describe('categories: update, queue, delete', () => {
  it('updates through POST + _method=PUT and through a real PUT', async () => {
    const cat = await create({ name_tr: 'Eski Ad', section: 'upd' });
    const res = await admin.form(`/categories/${cat.id}`, {
      _method: 'PUT',
      name_tr: 'Yeni Ad',
      name_en: 'New Name',
      section: 'upd',
      seo_name: cat.seo_name,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Güncellendi!',
      data: { name: { tr: 'Yeni Ad' } },
    });
    const put = await admin.put(`/categories/${cat.id}`, {
      name: { tr: 'Üçüncü Ad' },
      section: 'upd',
      seo_name: 'ucuncu-ad',
    });
    expect(put.json().data).toMatchObject({ name: { tr: 'Üçüncü Ad' }, seo_name: 'ucuncu-ad' });
    expect((await admin.put('/categories/999999', { name: { tr: 'x' } })).statusCode).toBe(404);
  });

  it('new categories go to the end; the queue reorders within a section and a parent only', async () => {
    const a = await create({ name_tr: 'A', section: 'order' });
    const b = await create({ name_tr: 'B', section: 'order' });
    const c = await create({ name_tr: 'C', section: 'order' });
    const sub = await create({ name_tr: 'A1', section: 'order', sub_category: String(a.id) });
    expect(await names('order')).toEqual(['A', 'B', 'C']);

    const res = await admin.form('/categories/queue', {
      _method: 'PUT',
      section: 'order',
      sub_category: '',
      queue: JSON.stringify([c.id, a.id, b.id]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Değiştirildi!' });
    expect(await names('order')).toEqual(['C', 'A', 'B']);

    // A sub-category in the top-level list, or an id from another section: nothing changes.
    const mixed = await admin.put('/categories/queue', {
      section: 'order',
      sub_category: 0,
      queue: [a.id, sub.id],
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toEqual({ success: false, message: 'Sıra Düzeni Değiştirilmedi!' });
    const other = await create({ name_tr: 'Z', section: 'elsewhere' });
    const foreign = await admin.put('/categories/queue', {
      section: 'order',
      queue: [other.id, a.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(await names('order')).toEqual(['C', 'A', 'B']);

    const empty = await admin.put('/categories/queue', { section: 'order', queue: [] });
    expect(empty.statusCode).toBe(422);
  });

  it('refuses to trash a category with live sub-categories or courses, with a clear message', async () => {
    const parent = await create({ name_tr: 'Silinecek Ana', section: 'del' });
    const child = await create({ name_tr: 'Silinecek Alt', section: 'del', sub_category: String(parent.id) });
    const withChild = await admin.form(`/categories/${parent.id}`, { _method: 'DELETE' });
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json()).toEqual({ success: false, message: categoryMessages.hasChildren });

    const course = await admin.post('/products', {
      title: { tr: 'Bağlı Eğitim' },
      category_id: child.id,
    });
    expect(course.statusCode, course.body).toBe(201);
    const withCourse = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${child.id}`,
      headers: bearer(await t.editorToken()),
    });
    expect(withCourse.statusCode).toBe(409);
    expect(withCourse.json()).toEqual({ success: false, message: categoryMessages.hasProducts });
    expect(withCourse.json().message).toMatch(/eğitim/);

    // A course in the trash holds its category no more: the category may follow it there (issue 28).
    await admin.del(`/products/${course.json().data.id}`);
    const ok = await admin.del(`/categories/${child.id}`);
    expect(ok.json()).toMatchObject({ success: true, message: 'Çöpe Taşındı!', data: { id: child.id } });
    expect((await admin.del(`/categories/${parent.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/categories/${parent.id}`)).json().data.deleted_at).toEqual(expect.any(String));
  });
});
