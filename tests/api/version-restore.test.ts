import { beforeAll, describe, expect, it } from 'vitest';
import { imagePart, jpegImage, pngImage } from '../helpers/catalogue.js';
import { type AdminClient, count, createUser, json, roleGroupIds, useAdminTestApp } from './admin-helpers.js';

/*
 * "Bu sürüme dön" (issue 28): POST /<path>/history/:entryId/restore writes a record back to the state an
 * audit entry kept, through the resource's own PUT.
 */

const { t, admin, editor } = useAdminTestApp();
let categoryId: number;

beforeAll(async () => {
  categoryId = json(await admin.post('/categories', { name: { tr: 'Yönetim Sistemleri' } })).data.id;
});

const entriesOf = (resource: string, recordId: number | string) =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('resource', '=', resource)
    .where('record_id', '=', String(recordId))
    .orderBy('id', 'asc')
    .execute();

const allEntries = () => count(t.app.db, 'audit_log');

const restore = (client: AdminClient, resource: string, entryId: number, side?: string) =>
  client.post(`/${resource}/history/${entryId}/restore`, side ? { side } : {});

describe('version restore: news', () => {
  let newsId: number;
  let firstSeo: string;

  it('brings back the older title: the record, the public page and a new entry in the log say so', async () => {
    const created = await editor.form('/news', {
      title_tr: 'Kalite Günleri Başlıyor',
      summary_tr: 'Kısa özet',
      content_tr: '<p>İlk metin</p>',
      published_at: '2026-01-05',
      active: '1',
    });
    expect(created.statusCode, created.body).toBe(201);
    newsId = json(created).data.id;
    firstSeo = json(created).data.seo_name;

    const changed = await editor.form(`/news/${newsId}`, {
      _method: 'PUT',
      title_tr: 'Kalite Günleri Ertelendi',
      summary_tr: 'Kısa özet',
      content_tr: '<p>İkinci metin</p>',
      seo_name: 'kalite-gunleri-ertelendi',
      published_at: '2026-01-05',
      active: '1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [createEntry] = await entriesOf('news', newsId);
    const logged = await allEntries();

    const res = await restore(editor, 'news', createEntry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Kayıt seçilen sürüme döndürüldü!');
    expect(json(res).data).toMatchObject({
      entry_id: createEntry.id,
      side: 'after',
      kept_files: [],
      kept_sessions: [],
      record: { id: newsId, seo_name: firstSeo, title: { tr: 'Kalite Günleri Başlıyor' } },
    });

    const admin_ = json(await admin.get(`/news/${newsId}`)).data;
    expect(admin_.title).toEqual({ tr: 'Kalite Günleri Başlıyor' });
    expect(admin_.content).toEqual({ tr: '<p>İlk metin</p>' });

    const page = await t.app.inject({ method: 'GET', url: `/api/pages/news/${firstSeo}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.title).toBe('Kalite Günleri Başlıyor');
    // The address it had in between still leads to it (the PUT's old addresses).
    const moved = await t.app.inject({ method: 'GET', url: '/api/pages/news/kalite-gunleri-ertelendi' });
    expect(moved.statusCode).not.toBe(200);

    // One new entry: the restore's own update, as a new version; the asking request is not logged.
    expect(await allEntries()).toBe(logged + 1);
    const last = (await entriesOf('news', newsId)).at(-1)!;
    expect(last).toMatchObject({ action: 'revert', user_email: 'editor@test.local' });
    expect(JSON.parse(last.changes)).toEqual(expect.arrayContaining(['title', 'content', 'seo_name']));
    expect(JSON.parse(last.before_json!).title).toEqual({ tr: 'Kalite Günleri Ertelendi' });
    expect(JSON.parse(last.after_json!).title).toEqual({ tr: 'Kalite Günleri Başlıyor' });
  });

  it('goes back to the state an entry found with side=before', async () => {
    const entries = await entriesOf('news', newsId);
    const update = entries.find((entry) => entry.action === 'update')!;
    const res = await restore(admin, 'news', update.id, 'before');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.record.title).toEqual({ tr: 'Kalite Günleri Başlıyor' });
    const after = await restore(admin, 'news', update.id, 'after');
    expect(after.statusCode, after.body).toBe(200);
    expect(json(after).data.record.title).toEqual({ tr: 'Kalite Günleri Ertelendi' });
    expect((await restore(admin, 'news', update.id, 'sideways')).statusCode).toBe(422);
  });

  it('never brings back an image that was replaced: the current one stays and the answer says so', async () => {
    const created = await admin.form('/news', { title_tr: 'Görselli Haber', image_alt_tr: 'Kırmızı afiş' }, [
      imagePart(await jpegImage(), 'ilk.jpg', 'image', 'image/jpeg'),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created).data.id as number;
    const replaced = await admin.form(
      `/news/${id}`,
      {
        _method: 'PUT',
        title_tr: 'Görselli Haber (yeni)',
        image_alt_tr: 'Mavi afiş',
        seo_name: json(created).data.seo_name,
      },
      [imagePart(await pngImage(), 'yeni.png', 'image')],
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = json(replaced).data.image_url as string;
    expect(now).not.toBe(json(created).data.image_url);

    const [createEntry] = await entriesOf('news', id);
    const res = await restore(admin, 'news', createEntry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.kept_files).toEqual(['image_path']);
    expect(json(res).message).toContain('şimdiki dosyalar korundu: Görsel');
    const record = json(await admin.get(`/news/${id}`)).data;
    expect(record.title).toEqual({ tr: 'Görselli Haber' });
    expect(record.image_url).toBe(now);
    // The alt text stays with the image it describes.
    expect(record.image_alt).toEqual({ tr: 'Mavi afiş' });
  });

  it('refuses a record in the trash (409) and one that is gone (404), and changes nothing', async () => {
    const [createEntry] = await entriesOf('news', newsId);
    await t.app.db
      .updateTable('news')
      .set({ deleted_at: new Date().toISOString() } as never)
      .where('id', '=', newsId)
      .execute();
    const before = await allEntries();
    const trashed = await restore(admin, 'news', createEntry.id);
    expect(trashed.statusCode, trashed.body).toBe(409);
    expect(json(trashed).message).toMatch(/çöp kutusunda/);

    await t.app.db.deleteFrom('news').where('id', '=', newsId).execute();
    const gone = await restore(admin, 'news', createEntry.id);
    expect(gone.statusCode).toBe(404);
    expect(json(gone).message).toBe('Bu kayıt artık yok; sürümüne dönülemez');
    expect(await allEntries()).toBe(before);
  });
});

describe('version restore: a course with sessions and instructors', () => {
  let courseId: number;
  let instructorIds: number[];

  const sessionsOf = (id: number) =>
    t.app.db
      .selectFrom('product_sessions')
      .select(['id', 'starts_at', 'seats', 'place'])
      .where('product_id', '=', id)
      .orderBy('starts_at')
      .execute();

  async function register(sessionId: number, participants = 1) {
    const session = await t.app.db
      .selectFrom('product_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('pre_registrations')
      .values({
        product_id: session.product_id,
        session_id: sessionId,
        session_starts_at: session.starts_at,
        session_place: session.place,
        name: 'Zeynep Kaya',
        email: 'zeynep@ornek.com.tr',
        phone: '05551112233',
        company: null,
        participants,
        note: null,
        waitlist: 0,
        status: 'new',
        owner_note: null,
        consent_version: 'kvkk@1',
        consent_at: now,
        ip: '127.0.0.1',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  it('brings back sessions and instructors, keeping a session with pre-registrations and its id', async () => {
    instructorIds = [];
    for (const name of ['Ayşe Yılmaz', 'Mehmet Demir', 'Elif Şahin']) {
      instructorIds.push(json(await admin.form('/instructors', { name })).data.id);
    }
    const created = await admin.post('/products', {
      title: { tr: 'ISO 9001 Temel Eğitimi' },
      category_id: categoryId,
      instructor_ids: [instructorIds[0], instructorIds[1]],
      sessions: [
        { starts_at: '2030-03-02T09:00', ends_at: '2030-03-03T17:00', place: 'İstanbul', seats: 20 },
        { starts_at: '2030-04-06T09:00', ends_at: '2030-04-07T17:00', place: 'Ankara', seats: 15 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    courseId = json(created).data.id;
    const [march, april] = json(created).data.sessions as { id: number; starts_at: string }[];

    // Edited: April's session gone, May's added (and people sign up for it), one instructor swapped.
    const edited = await admin.put(`/products/${courseId}`, {
      title: { tr: 'ISO 9001 Temel Eğitimi (güncel)' },
      category_id: categoryId,
      instructor_ids: [instructorIds[2]],
      sessions: [
        {
          id: march.id,
          starts_at: '2030-03-02T09:00',
          ends_at: '2030-03-03T17:00',
          place: 'İzmir',
          seats: 25,
        },
        { starts_at: '2030-05-11T09:00', ends_at: '2030-05-12T17:00', place: 'Bursa', seats: 10 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const may = (await sessionsOf(courseId)).find((session) => session.starts_at.startsWith('2030-05'))!;
    await register(march.id, 2);
    await register(may.id);

    const [createEntry] = await entriesOf('products', courseId);
    const res = await restore(editor, 'products', createEntry.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data.kept_sessions).toEqual([{ id: may.id, starts_at: may.starts_at, pre_registration_count: 1 }]);
    expect(json(res).message).toContain('Ön kaydı olan 1 oturum sürümde olmadığı hâlde korundu.');
    expect(data.record.title).toEqual({ tr: 'ISO 9001 Temel Eğitimi' });
    expect(data.record.instructor_ids).toEqual([instructorIds[0], instructorIds[1]]);

    const rows = await sessionsOf(courseId);
    expect(rows.map((row) => [row.starts_at.slice(0, 10), row.place, row.seats])).toEqual([
      ['2030-03-02', 'İstanbul', 20],
      ['2030-04-06', 'Ankara', 15],
      ['2030-05-11', 'Bursa', 10],
    ]);
    // March is the same session (its registrations stay attached); April comes back as a new one.
    expect(rows[0].id).toBe(march.id);
    expect(rows[1].id).not.toBe(april.id);
    expect(rows[2].id).toBe(may.id);
    const attached = await t.app.db
      .selectFrom('pre_registrations')
      .select('session_id')
      .where('product_id', '=', courseId)
      .execute();
    expect(attached.map((row) => row.session_id).sort()).toEqual([march.id, may.id].sort());

    const last = (await entriesOf('products', courseId)).at(-1)!;
    expect(last.action).toBe('revert');
    expect(JSON.parse(last.changes)).toEqual(expect.arrayContaining(['title', 'sessions', 'instructor_ids']));
  });

  it('leaves out an instructor who is no longer there, and says so', async () => {
    const [createEntry] = await entriesOf('products', courseId);
    await t.app.db.deleteFrom('product_instructors').where('instructor_id', '=', instructorIds[1]).execute();
    await t.app.db.deleteFrom('instructors').where('id', '=', instructorIds[1]).execute();
    const res = await restore(admin, 'products', createEntry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.dropped_instructors).toEqual([instructorIds[1]]);
    expect(json(res).data.record.instructor_ids).toEqual([instructorIds[0]]);
    expect(json(res).message).toContain('Artık bulunmayan 1 eğitmen sürümden alınmadı.');
  });

  it('holds the seat floor: a version with fewer seats than are taken is refused, nothing changes', async () => {
    const created = await admin.post('/products', {
      title: { tr: 'Küçük Sınıf' },
      category_id: categoryId,
      sessions: [{ starts_at: '2030-06-01T09:00', ends_at: '2030-06-01T17:00', place: 'İstanbul', seats: 2 }],
    });
    const id = json(created).data.id as number;
    const session = json(created).data.sessions[0] as { id: number; starts_at: string };
    const grown = await admin.put(`/products/${id}`, {
      title: { tr: 'Küçük Sınıf' },
      category_id: categoryId,
      sessions: [
        {
          id: session.id,
          starts_at: session.starts_at,
          ends_at: '2030-06-01T17:00',
          place: 'İstanbul',
          seats: 10,
        },
      ],
    });
    expect(grown.statusCode, grown.body).toBe(200);
    await register(session.id, 3);
    const [createEntry] = await entriesOf('products', id);
    const before = await allEntries();
    const res = await restore(admin, 'products', createEntry.id);
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).errors).toHaveProperty(['sessions[0].seats']);
    expect((await sessionsOf(id))[0].seats).toBe(10);
    expect(await allEntries()).toBe(before);
  });
});

describe('version restore: other resources', () => {
  it('restores a contract (its text lives in form_data) and page titles', async () => {
    const created = await admin.post('/contracts', {
      name: { tr: 'Gizlilik Politikası' },
      text: { tr: '<p>Birinci metin</p>' },
    });
    const id = json(created).data.id as number;
    const changed = await admin.put(`/contracts/${id}`, {
      name: { tr: 'Gizlilik Politikası' },
      seo_name: json(created).data.seo_name,
      text: { tr: '<p>İkinci metin</p>' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [createEntry] = await entriesOf('contracts', id);
    const res = await restore(editor, 'contracts', createEntry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(await admin.get(`/contracts/${id}`)).data.text).toEqual({ tr: '<p>Birinci metin</p>' });

    const first = await admin.put('/page-meta/home', { title: { tr: 'Akademi', en: 'Academy' } });
    expect(first.statusCode, first.body).toBe(200);
    await admin.put('/page-meta/home', { title: { tr: 'Akademi Eğitim' } });
    const [metaEntry] = await entriesOf('page-meta', 'home');
    const meta = await restore(editor, 'page-meta', metaEntry.id);
    expect(meta.statusCode, meta.body).toBe(200);
    expect(json(await admin.get('/page-meta/home')).data.title).toMatchObject({
      tr: 'Akademi',
      en: 'Academy',
    });
  });

  it('keeps the current image of a content block when the version names a file that no longer exists', async () => {
    const first = await admin.put('/contents/corporate/about_us', {
      data: { title: { tr: 'Biz Kimiz' }, image: '/uploads/contents/0123456789abcdef0123456789abcdef.webp' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const now = '/uploads/contents/fedcba9876543210fedcba9876543210.webp';
    const second = await admin.put('/contents/corporate/about_us', {
      data: { title: { tr: 'Hakkımızda' }, image: now },
    });
    expect(second.statusCode, second.body).toBe(200);
    const [entry] = await entriesOf('contents', 'corporate/about_us');
    const res = await restore(admin, 'contents', entry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.kept_files).toEqual(['data.image']);
    const block = json(await admin.get('/contents/corporate/about_us')).data;
    expect(block.data).toMatchObject({ title: { tr: 'Biz Kimiz' }, image: now });
  });
});

describe('version restore: who may, and what is no version', () => {
  it('refuses an editor a user’s version (403) and has no user restore at all (404 for an administrator)', async () => {
    const userId = await createUser(admin, {
      name: 'Sürüm Kullanıcısı',
      email: 'surum@test.local',
      password: 'Orman-Yolu-73',
      role: 'editor',
    });
    await admin.put(`/users/${userId}`, {
      name: 'Sürüm Kullanıcısı 2',
      email: 'surum@test.local',
      role_group_id: (await roleGroupIds(admin)).admin,
      active: 1,
    });
    const [entry] = await entriesOf('users', userId);
    const before = await allEntries();

    expect((await restore(editor, 'users', entry.id)).statusCode).toBe(403);
    expect((await restore(admin, 'users', entry.id)).statusCode).toBe(404);
    // Nor through a content path the editor holds: the entry is not that resource's.
    const elsewhere = await restore(editor, 'news', entry.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(json(elsewhere).message).toBe('Kayıt geçmişinde böyle bir sürüm yok');
    const user = await t.app.db
      .selectFrom('users')
      .select(['name'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.name).not.toBe('Sürüm Kullanıcısı');
    expect(await allEntries()).toBe(before);
  });

  it('answers 401 without a session and 404 for an unknown entry', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/news/history/1/restore' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await restore(admin, 'news', 987654);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Kayıt geçmişinde böyle bir sürüm yok');
  });

  it('refuses an entry that holds no version (a reorder, a delete’s after) with 422', async () => {
    const a = json(await admin.post('/brands', { name: 'Marka A' })).data.id as number;
    const b = json(await admin.post('/brands', { name: 'Marka B' })).data.id as number;
    const queued = await admin.put('/brands/queue', { queue: [b, a] });
    expect(queued.statusCode, queued.body).toBe(200);
    const reorder = await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('resource', '=', 'brands')
      .where('action', '=', 'reorder')
      .executeTakeFirstOrThrow();
    const res = await restore(admin, 'brands', reorder.id);
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe('Bu geçmiş satırı kaydın bir sürümünü içermiyor');
  });
});
