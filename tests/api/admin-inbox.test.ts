import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient, json, useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp();
let cvDir: string;

const minute = 60_000;
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * minute).toISOString();

beforeAll(async () => {
  cvDir = path.join(t.config.dataDir, 'private', 'cv');
  fs.mkdirSync(cvDir, { recursive: true });
  for (let i = 1; i <= 5; i++) {
    await t.app.db
      .insertInto('contact_messages')
      .values({
        name: i === 3 ? 'Şükrü Çağlar' : `Ziyaretçi ${i}`,
        email: `v${i}@example.com`,
        phone: '0555 000 00 0' + i,
        subject: i === 3 ? 'İSTANBUL şubesi' : `Konu ${i}`,
        message: `Mesaj ${i}`,
        check: 0,
        section: 'mail',
        ip: '10.0.0.1',
        created_at: at(i),
      })
      .execute();
  }
  for (let i = 1; i <= 3; i++) {
    const file = `cv-${i}.pdf`;
    fs.writeFileSync(path.join(cvDir, file), `%PDF-1.4 cv ${i}`);
    await t.app.db
      .insertInto('hr_applications')
      .values({
        name: `Aday ${i}`,
        email: `a${i}@example.com`,
        phone: '0555',
        position: i === 1 ? 'Eğitmen' : 'Danışman',
        message: 'Merhaba',
        cv_path: file,
        cv_mime: 'application/pdf',
        cv_original_name: i === 1 ? 'Özgeçmiş Çağlar.pdf' : `cv-${i}.pdf`,
        check: 0,
        section: 'mail',
        ip: null,
        created_at: at(i),
      })
      .execute();
  }
});

const ids = async (client: AdminClient, url: string) =>
  (json(await client.get(url)).data.items as { id: number }[]).map((item) => item.id);

describe('contact inbox', () => {
  it('lists the mail section paged, newest first, with search', async () => {
    const res = json(await admin.get('/contact?page=1&per_page=2'));
    expect(res).toMatchObject({ success: true, data: { page: 1, per_page: 2, total: 5, last_page: 3 } });
    expect(res.data.items.map((m: { name: string }) => m.name)).toEqual(['Ziyaretçi 5', 'Ziyaretçi 4']);
    expect(res.data.items[0]).toMatchObject({
      check: 0,
      section: 'mail',
      email: 'v5@example.com',
      subject: 'Konu 5',
    });
    // Case-insensitive, Turkish letters included.
    expect(json(await admin.get('/contact?search=istanbul')).data.total).toBe(1);
    expect(json(await admin.get('/contact?search=ŞÜKRÜ')).data.total).toBe(1);
    expect(json(await admin.get('/contact?search=100%25')).data.total).toBe(0);
    expect(json(await admin.get('/contact?section=trash')).data.total).toBe(0);
    expect((await admin.get('/contact?section=spam')).statusCode).toBe(422);
  });

  it('shows each item’s KVKK consent record, and null for items from before consent was asked', async () => {
    const consent = { consent_version: 'kvkk-aydinlatma-metni@2026-01-01T00:00:00.000Z', consent_at: at(2) };
    await t.app.db.updateTable('contact_messages').set(consent).where('name', '=', 'Ziyaretçi 2').execute();
    const items = json(await admin.get('/contact?per_page=10')).data.items as Record<string, unknown>[];
    const withConsent = items.find((item) => item.name === 'Ziyaretçi 2');
    expect(withConsent).toMatchObject({ ...consent, ip: '10.0.0.1' });
    expect(json(await admin.get(`/contact/${withConsent?.id}`)).data).toMatchObject(consent);
    const before = items.find((item) => item.name === 'Ziyaretçi 1');
    expect(before).toMatchObject({ consent_version: null, consent_at: null });
    const application = json(await admin.get('/human-resources?per_page=10')).data.items[0];
    expect(application).toHaveProperty('consent_version', null);
  });

  it('counts unread mail, and the count drops when one is checked', async () => {
    expect(json(await admin.get('/contact/not-check-count'))).toEqual({ success: true, data: { count: 5 } });
    const [first] = await ids(admin, '/contact');
    const checked = await admin.form('/contact/check', { _method: 'PUT', id: String(first) });
    expect(json(checked)).toMatchObject({
      success: true,
      message: 'Değiştirildi!',
      data: { id: first, check: 1, not_check_count: 4 },
    });
    expect(json(await admin.get('/contact/not-check-count')).data.count).toBe(4);
    expect(json(await admin.get(`/contact/${first}`)).data.check).toBe(1);
    expect((await admin.put('/contact/check', { id: 99999 })).statusCode).toBe(404);
    expect(json(await admin.put('/contact/check', {})).errors).toEqual({ id: 'Geçersiz Kayıt' });
  });

  it('moves many to the trash (repeated fields or a JSON array) and refuses a list with an unknown id', async () => {
    const all = await ids(admin, '/contact');
    const refused = await admin.put('/contact/trash', { trash_list: [all[0], 99999] });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message).toBe('İşlem Hatası! Çöpe taşıma işleminde sorun oldu!');
    expect(json(await admin.get('/contact?section=trash')).data.total).toBe(0);

    const viaForm = await admin.form('/contact/trash', {
      _method: 'PUT',
      trash_list: [String(all[0]), String(all[1])],
    });
    expect(json(viaForm)).toMatchObject({ success: true, message: 'Çöpe Taşındı!' });
    const viaJson = await admin.put('/contact/trash', { trash_list: JSON.stringify([all[2]]) });
    expect(json(viaJson).message).toBe('Çöpe Taşındı!');
    expect(json(await admin.get('/contact?section=trash')).data.total).toBe(3);
    expect(json(await admin.get('/contact')).data.total).toBe(2);
    // Trashed mail no longer counts as unread.
    expect(json(await admin.get('/contact/not-check-count')).data.count).toBe(2);
    expect((await admin.put('/contact/trash', { trash_list: [] })).statusCode).toBe(422);
    expect((await admin.put('/contact/trash', { trash_list: 'abc' })).statusCode).toBe(422);
  });

  it('deletes permanently only from the trash, atomically', async () => {
    const inMail = await ids(admin, '/contact');
    const inTrash = await ids(admin, '/contact?section=trash');
    const mixed = await admin.del('/contact', { delete_list: [inTrash[0], inMail[0]] });
    expect(mixed.statusCode).toBe(422);
    expect(json(await admin.get('/contact?section=trash')).data.total).toBe(3);

    const viaForm = await admin.form('/contact', {
      _method: 'DELETE',
      delete_list: inTrash.slice(0, 2).map(String),
    });
    expect(json(viaForm)).toMatchObject({
      success: true,
      message: 'Silindi!',
      data: { ids: inTrash.slice(0, 2) },
    });
    const viaUrlencoded = await admin.urlencoded('/contact', `_method=DELETE&delete_list[]=${inTrash[2]}`);
    expect(json(viaUrlencoded).message).toBe('Silindi!');
    expect(json(await admin.get('/contact?section=trash')).data.total).toBe(0);
    expect((await admin.get(`/contact/${inTrash[0]}`)).statusCode).toBe(404);
    // A plain POST (no _method) is not a write this address knows.
    expect((await admin.post('/contact', { delete_list: [inMail[0]] })).statusCode).toBe(405);
  });

  it('is open to editors (inbox permission) and closed without a token', async () => {
    expect((await editor.get('/contact')).statusCode).toBe(200);
    expect((await editor.get('/contact/not-check-count')).statusCode).toBe(200);
    const anonymous = adminClient(t, undefined);
    for (const res of [
      await anonymous.get('/contact'),
      await anonymous.get('/contact/not-check-count'),
      await anonymous.put('/contact/check', { id: 1 }),
      await anonymous.put('/contact/trash', { trash_list: [1] }),
      await anonymous.del('/contact', { delete_list: [1] }),
      await anonymous.get('/contact/1'),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('human resources inbox', () => {
  it('lists applications without the CV storage path, with a download URL', async () => {
    const res = json(await admin.get('/human-resources'));
    expect(res.data.total).toBe(3);
    const item = res.data.items.find((a: { name: string }) => a.name === 'Aday 1');
    expect(item).toMatchObject({
      position: 'Eğitmen',
      cv_original_name: 'Özgeçmiş Çağlar.pdf',
      cv_mime: 'application/pdf',
    });
    expect(item.cv_url).toBe(`/api/admin/human-resources/${item.id}/cv`);
    expect(item).not.toHaveProperty('cv_path');
    expect(json(await admin.get('/human-resources?search=eğitmen')).data.total).toBe(1);
    expect(json(await admin.get('/human-resources/not-check-count')).data.count).toBe(3);
  });

  it('streams a CV as an attachment to a signed-in user only', async () => {
    const item = json(await admin.get('/human-resources?search=eğitmen')).data.items[0];
    const res = await editor.get(`/human-resources/${item.id}/cv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Named by the server after the application, not after the file the applicant sent (Özgeçmiş Çağlar.pdf).
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cv-${item.id}-aday-1.pdf"; filename*=UTF-8''cv-${item.id}-Aday-1.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe('%PDF-1.4 cv 1');
    expect((await adminClient(t, undefined).get(`/human-resources/${item.id}/cv`)).statusCode).toBe(401);
    expect((await admin.get('/human-resources/99999/cv')).statusCode).toBe(404);
    // The CV folder is not served as a public file.
    expect((await t.app.inject({ method: 'GET', url: '/private/cv/cv-1.pdf' })).statusCode).toBe(404);
  });

  it('checks, trashes and deletes applications, removing their CV files', async () => {
    const [a, b] = await ids(admin, '/human-resources');
    expect(json(await admin.put('/human-resources/check', { id: a })).data.not_check_count).toBe(2);
    expect(json(await admin.put('/human-resources/trash', { trash_list: [a, b] })).message).toBe(
      'Çöpe Taşındı!',
    );
    const paths = await t.app.db
      .selectFrom('hr_applications')
      .select('cv_path')
      .where('id', 'in', [a, b])
      .execute();
    const res = await admin.del('/human-resources', { delete_list: [a, b] });
    expect(json(res).message).toBe('Silindi!');
    for (const { cv_path } of paths) expect(fs.existsSync(path.join(cvDir, cv_path))).toBe(false);
    // The remaining application keeps its file.
    expect(fs.readdirSync(cvDir)).toHaveLength(1);
    expect(json(await admin.get('/human-resources')).data.total).toBe(1);
  });

  it('answers 404 for a CV whose file is gone', async () => {
    const [last] = await ids(admin, '/human-resources');
    const row = await t.app.db
      .selectFrom('hr_applications')
      .select('cv_path')
      .where('id', '=', last)
      .executeTakeFirstOrThrow();
    fs.rmSync(path.join(cvDir, row.cv_path));
    const res = await admin.get(`/human-resources/${last}/cv`);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe('CV dosyası bulunamadı');
  });
});

describe('restore, mark unread and the date filter (both inboxes)', () => {
  // Their own rows, far from the others' January 2026 dates, so the earlier tests' counts stay as they are.
  const seed = async (table: 'contact_messages' | 'hr_applications', createdAt: string, name: string) => {
    const common = {
      name,
      email: 'gun@example.com',
      phone: '0555',
      message: 'Tarih denemesi',
      check: 1,
      section: 'mail' as const,
      ip: null,
      created_at: createdAt,
    };
    const row =
      table === 'contact_messages'
        ? await t.app.db
            .insertInto('contact_messages')
            .values({ ...common, subject: 'Gün' })
            .returning('id')
            .executeTakeFirstOrThrow()
        : await t.app.db
            .insertInto('hr_applications')
            .values({
              ...common,
              position: 'Eğitmen',
              cv_path: '',
              cv_mime: 'application/pdf',
              cv_original_name: 'cv.pdf',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
    return row.id;
  };

  for (const [url, table] of [
    ['/contact', 'contact_messages'],
    ['/human-resources', 'hr_applications'],
  ] as const) {
    it(`${url}: filters by Istanbul days, a day starting at 21:00 UTC the day before`, async () => {
      // 10 March 20:59 UTC is still 10 March in Turkey (23:59); 21:00 UTC is already 11 March.
      const lateTenth = await seed(table, '2025-03-10T20:59:00.000Z', 'Onu Geç');
      const earlyEleventh = await seed(table, '2025-03-10T21:00:00.000Z', 'On Bir Erken');
      const lateEleventh = await seed(table, '2025-03-11T20:59:59.000Z', 'On Bir Geç');
      const twelfth = await seed(table, '2025-03-11T21:00:00.000Z', 'On İki');
      expect(await ids(admin, `${url}?from=2025-03-11&to=2025-03-11`)).toEqual([lateEleventh, earlyEleventh]);
      expect(await ids(admin, `${url}?from=2025-03-10&to=2025-03-10`)).toEqual([lateTenth]);
      expect(await ids(admin, `${url}?from=2025-03-12&to=2025-03-31`)).toEqual([twelfth]);
      expect(await ids(admin, `${url}?to=2025-03-10`)).toEqual([lateTenth]);
      // Combined with search; a malformed day is ignored rather than failing the list.
      expect(await ids(admin, `${url}?from=2025-03-11&search=geç`)).toEqual([lateEleventh]);
      const all = json(await admin.get(`${url}?from=bogus&to=2025-13-01`)).data.total;
      expect(all).toBe(json(await admin.get(url)).data.total);
      // The trash is filtered the same way.
      await admin.put(`${url}/trash`, { trash_list: [twelfth] });
      expect(await ids(admin, `${url}?section=trash&from=2025-03-12&to=2025-03-12`)).toEqual([twelfth]);
      expect(await ids(admin, `${url}?section=trash&from=2025-03-13`)).not.toContain(twelfth);
    });

    it(`${url}: restores from the trash to the mail section, all or nothing`, async () => {
      const [a, b] = [await seed(table, at(900), 'Geri 1'), await seed(table, at(901), 'Geri 2')];
      await admin.put(`${url}/check`, { id: a, check: 0 });
      await admin.put(`${url}/trash`, { trash_list: [a, b] });
      const unreadInTrash = json(await admin.get(`${url}/not-check-count`)).data.count as number;

      // One of them not in the trash: nothing moves.
      await admin.put(`${url}/restore`, { restore_list: [a] });
      const mixed = await admin.put(`${url}/restore`, { restore_list: [a, b] });
      expect(mixed.statusCode).toBe(422);
      expect(json(mixed).message).toBe('İşlem Hatası! Yalnızca çöp kutusundaki kayıtlar geri alınabilir.');
      expect(await ids(admin, `${url}?section=trash`)).toContain(b);

      const viaForm = await admin.form(`${url}/restore`, { _method: 'PUT', restore_list: [String(b)] });
      // The restored unread item counts again.
      expect(json(viaForm)).toMatchObject({
        success: true,
        message: 'Geri Alındı!',
        data: { ids: [b], count: unreadInTrash + 1 },
      });
      expect(await ids(admin, `${url}?section=trash`)).not.toContain(b);
      expect(json(await admin.get(`${url}/${b}`)).data.section).toBe('mail');
      expect((await admin.put(`${url}/restore`, { restore_list: [99999] })).statusCode).toBe(422);
      expect((await admin.put(`${url}/restore`, { restore_list: [] })).statusCode).toBe(422);
    });

    it(`${url}: marks one (check=0) or many as unread, raising the counter`, async () => {
      const [a, b] = [await seed(table, at(910), 'Okunmadı 1'), await seed(table, at(911), 'Okunmadı 2')];
      const before = json(await admin.get(`${url}/not-check-count`)).data.count as number;
      const one = await admin.form(`${url}/check`, { _method: 'PUT', id: String(a), check: '0' });
      expect(json(one)).toMatchObject({ data: { id: a, check: 0, not_check_count: before + 1 } });

      const refused = await admin.put(`${url}/unread`, { unread_list: [b, 99999] });
      expect(refused.statusCode).toBe(422);
      expect(json(await admin.get(`${url}/${b}`)).data.check).toBe(1);

      const many = await admin.form(`${url}/unread`, { _method: 'PUT', unread_list: [String(a), String(b)] });
      expect(json(many)).toMatchObject({
        success: true,
        message: 'Değiştirildi!',
        data: { ids: [a, b], count: before + 2 },
      });
      expect(json(await admin.get(`${url}/${b}`)).data.check).toBe(0);
    });
  }

  it('is open to editors and closed without a token', async () => {
    const id = await seed('contact_messages', at(920), 'Editör');
    expect((await editor.put('/contact/unread', { unread_list: [id] })).statusCode).toBe(200);
    await editor.put('/contact/trash', { trash_list: [id] });
    expect((await editor.put('/contact/restore', { restore_list: [id] })).statusCode).toBe(200);
    const anonymous = adminClient(t, undefined);
    for (const res of [
      await anonymous.put('/contact/restore', { restore_list: [id] }),
      await anonymous.put('/human-resources/unread', { unread_list: [id] }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});
