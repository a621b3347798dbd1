import { describe, expect, it } from 'vitest';
import { adminClient, count, json, useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp();

const kvkk = {
  name: { tr: 'KVKK Aydınlatma Metni', en: 'Personal Data Protection Notice' },
  text: { tr: '<p>Kişisel verileriniz <strong>korunur</strong>.</p>', en: '<p>Your data is protected.</p>' },
};

describe('contracts', () => {
  it('creates from form_data JSON, derives seo_name by the slug rule and sanitizes the text', async () => {
    const res = await admin.form('/contracts', {
      form_data: JSON.stringify({
        name: kvkk.name,
        text: { tr: '<p onclick="x()">Metin<script>alert(1)</script></p>', en: '<p>Text</p>' },
      }),
    });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body).toMatchObject({
      success: true,
      message: 'Başarılı!',
      data: {
        name: kvkk.name,
        seo_name: 'kvkk-aydinlatma-metni',
        text: { tr: '<p>Metin</p>', en: '<p>Text</p>' },
      },
    });
    const stored = await t.app.db.selectFrom('contracts').select('form_data').executeTakeFirstOrThrow();
    expect(stored.form_data).not.toContain('script');
  });

  it('lists paged with search, and reads one', async () => {
    // The name per language as form fields (name_tr, name_en), like the other translated fields.
    const created = await admin.form('/contracts', {
      name_tr: 'Çerez Politikası',
      name_en: 'Cookie Policy',
      seo_name: 'Çerez Politikası!',
      text: JSON.stringify(kvkk.text),
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = json(await admin.get('/contracts?page=1&per_page=1&search=ÇEREZ'));
    expect(list.data).toMatchObject({ page: 1, per_page: 1, total: 1, last_page: 1 });
    expect(list.data.items[0]).toMatchObject({
      name: { tr: 'Çerez Politikası', en: 'Cookie Policy' },
      seo_name: 'cerez-politikasi',
    });
    // The Turkish name is found Turkish-aware ("aydınlatma" in "AYDINLATMA"), not the JSON keys around it.
    const kvkkList = json(await admin.get(`/contracts?search=${encodeURIComponent('aydınlatma metni')}`));
    expect(kvkkList.data.items.map((item: { name: { tr: string } }) => item.name.tr)).toEqual([
      'KVKK Aydınlatma Metni',
    ]);
    expect(json(await admin.get('/contracts?search=tr')).data.total).toBe(0);
    const all = json(await admin.get('/contracts?per_page=1'));
    expect(all.data).toMatchObject({ total: 2, last_page: 2 });
    const one = json(await admin.get(`/contracts/${list.data.items[0].id}`));
    expect(one.data.text).toEqual(kvkk.text);
    expect((await admin.get('/contracts/99999')).statusCode).toBe(404);
    // Wildcard and pattern characters are searched literally on both engines.
    for (const search of ['*', '%', '_', '[', '(', '.*', '\\']) {
      const res = await admin.get(`/contracts?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(json(res).data.total).toBe(0);
    }
  });

  it('refuses a taken seo_name and bad input with per-field errors, storing nothing', async () => {
    const before = await count(t.app.db, 'contracts');
    const taken = await admin.post('/contracts', {
      name: { tr: 'Başka' },
      seo_name: 'kvkk-aydinlatma-metni',
      text: kvkk.text,
    });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors).toEqual({ seo_name: 'Bu SEO adı başka bir kayıtta kullanılıyor' });
    const bad = await admin.post('/contracts', {
      name: { tr: ' ', en: 'English only' },
      text: { tr: '<script>x</script>', de: 5 },
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ success: false, errors: { 'name.tr': 'Bu Alan Zorunlu' } });
    expect(Object.keys(json(bad).errors)).toContain('text.de');
    const blank = await admin.post('/contracts', { name: { tr: 'Boş' }, text: { tr: '<p><br></p>' } });
    expect(json(blank).errors).toEqual({ 'text.tr': 'Bu Alan Zorunlu' });
    const long = await admin.post('/contracts', { name: { tr: 'x', en: 'x'.repeat(201) }, text: kvkk.text });
    expect(json(long).errors).toEqual({ 'name.en': 'Bu Alan 200 Karakteri Geçemez' });
    // A plain text is not a per-language map, as for every other translated field.
    const plain = await admin.post('/contracts', { name: 'Düz Metin', text: kvkk.text });
    expect(json(plain).errors).toEqual({ name: 'Bu Alan Metin Olmalı' });
    expect(await count(t.app.db, 'contracts')).toBe(before);
  });

  it('updates with the id in the body, with the id in the URL, and through POST + _method=PUT', async () => {
    const id = json(await admin.get('/contracts?search=kvkk')).data.items[0].id as number;
    const inBody = await admin.put('/contracts', {
      id,
      name: { tr: 'KVKK Metni' },
      seo_name: 'kvkk',
      text: kvkk.text,
    });
    expect(json(inBody)).toMatchObject({
      success: true,
      message: 'Güncellendi!',
      data: { id, seo_name: 'kvkk' },
    });
    const inUrl = await admin.put(`/contracts/${id}`, {
      name: { tr: 'KVKK Metni 2', en: 'Data Notice 2' },
      seo_name: 'kvkk',
      text: kvkk.text,
    });
    expect(json(inUrl).data.name).toEqual({ tr: 'KVKK Metni 2', en: 'Data Notice 2' });
    const overridden = await admin.form('/contracts', {
      _method: 'PUT',
      id: String(id),
      form_data: JSON.stringify({ name: { tr: 'KVKK Son' }, seo_name: 'kvkk', text: { tr: '<p>Son</p>' } }),
    });
    expect(json(overridden)).toMatchObject({
      message: 'Güncellendi!',
      data: { name: { tr: 'KVKK Son' }, text: { tr: '<p>Son</p>' } },
    });
    // The name as stored: a JSON map, the English one dropped with the update that left it out.
    const stored = await t.app.db
      .selectFrom('contracts')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.name)).toEqual({ tr: 'KVKK Son' });
    // Keeping its own seo_name is not a clash; taking another contract's is.
    const other = json(await admin.get('/contracts?search=cerez')).data.items[0];
    const clash = await admin.put(`/contracts/${id}`, {
      name: { tr: 'X' },
      seo_name: other.seo_name,
      text: kvkk.text,
    });
    expect(clash.statusCode).toBe(422);
    expect((await admin.put('/contracts', { name: { tr: 'X' }, text: kvkk.text })).statusCode).toBe(422);
    expect((await admin.put('/contracts/99999', { name: { tr: 'X' }, text: kvkk.text })).statusCode).toBe(
      404,
    );
  });

  it('moves to the trash with the id in the body (form _method=DELETE) or in the URL, but never the KVKK notice', async () => {
    const items = json(await admin.get('/contracts')).data.items as { id: number; seo_name: string }[];
    const notice = items.find((item) => item.seo_name === 'kvkk')!;
    const other = items.find((item) => item.id !== notice.id)!;
    const kvkkSettings = (id: number) =>
      admin.put('/settings/kvkk', {
        notice_contract_id: id,
        application_retention_months: '',
        contact_retention_months: '',
        pre_registration_retention_months: '',
        outbox_retention_days: '',
        audit_personal_retention_months: '',
      });
    expect((await kvkkSettings(notice.id)).statusCode).toBe(200);
    const refused = await admin.del(`/contracts/${notice.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toMatch(/KVKK aydınlatma metni/);
    const viaForm = await admin.form('/contracts', { _method: 'DELETE', id: String(other.id) });
    expect(json(viaForm)).toMatchObject({ success: true, message: 'Çöpe Taşındı!', data: { id: other.id } });
    expect((await admin.del(`/contracts/${other.id}`)).statusCode).toBe(422);
    // A contract in the trash is not on the site, so it cannot become the notice either.
    expect((await kvkkSettings(other.id)).statusCode).toBe(422);
    // Deleted for good only from the trash (issue 28).
    expect(json(await admin.del(`/contracts/${other.id}/permanent`)).message).toBe('Silindi!');
    expect(await count(t.app.db, 'contracts')).toBe(items.length - 1);
    expect((await admin.del(`/contracts/${other.id}`)).statusCode).toBe(404);
  });

  it('lets an editor manage contracts, and nobody without a token', async () => {
    const created = await editor.post('/contracts', { name: { tr: 'Üyelik Sözleşmesi' }, text: kvkk.text });
    expect(created.statusCode).toBe(201);
    const anonymous = adminClient(t, undefined);
    expect((await anonymous.get('/contracts')).statusCode).toBe(401);
    expect((await anonymous.post('/contracts', { name: { tr: 'x' }, text: kvkk.text })).statusCode).toBe(401);
  });

  it('shows a change on the public contract list at once', async () => {
    // The admin scope clears the public cache after every successful write.
    t.app.publicCache.set('probe', { stale: true });
    await admin.post('/contracts', { name: { tr: 'Mesafeli Satış' }, text: kvkk.text });
    expect(t.app.publicCache.get('probe')).toBeUndefined();
  });
});
