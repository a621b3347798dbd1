import { describe, expect, it } from 'vitest';
import { createUser, json, useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp();

const entries = () => t.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'asc').execute();

const contract = {
  name: { tr: 'Mesafeli Satış Sözleşmesi', en: 'Distance Sales Contract' },
  text: { tr: '<p>Birinci metin</p>', en: '<p>First text</p>' },
};

let contractId: number;

describe('audit log: recording', () => {
  it('records a create with who did it and the record after, and no entry for reads', async () => {
    const res = await editor.form('/contracts', { form_data: JSON.stringify(contract) });
    expect(res.statusCode, res.body).toBe(201);
    contractId = json(res).data.id;
    await editor.get(`/contracts/${contractId}`);
    const [entry, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      user_name: 'Test Editör',
      user_email: 'editor@test.local',
      action: 'create',
      resource: 'contracts',
      record_id: String(contractId),
      summary: 'Mesafeli Satış Sözleşmesi',
      before_json: null,
    });
    expect(JSON.parse(entry.after_json!)).toMatchObject({
      name: contract.name,
      seo_name: 'mesafeli-satis-sozlesmesi',
    });
  });

  it('records an update (POST with _method) with the record before and after and the changed fields', async () => {
    const res = await admin.form('/contracts', {
      _method: 'PUT',
      id: String(contractId),
      form_data: JSON.stringify({
        ...contract,
        text: { tr: '<p>İkinci metin</p>', en: '<p>First text</p>' },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await entries()).at(-1)!;
    expect(entry).toMatchObject({ action: 'update', resource: 'contracts', record_id: String(contractId) });
    expect(entry.user_name).toBe('Test Yönetici');
    expect(JSON.parse(entry.changes)).toEqual(['form_data']);
    expect(JSON.parse(entry.before_json!).form_data.tr).toBe('<p>Birinci metin</p>');
    expect(JSON.parse(entry.after_json!).form_data.tr).toBe('<p>İkinci metin</p>');
  });

  it('records nothing for a refused write (422) or one without the right (403)', async () => {
    const before = (await entries()).length;
    const invalid = await admin.put(`/contracts/${contractId}`, { name: { tr: '' } });
    expect(invalid.statusCode).toBe(422);
    const forbidden = await editor.post('/users', {
      name: 'X',
      email: 'x@test.local',
      password: 'Orman-Yolu-73',
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await entries()).length).toBe(before);
  });

  it('keeps no password hash or password of a user, and says a password was changed', async () => {
    const id = await createUser(admin, {
      name: 'Kayıt Kullanıcısı',
      email: 'kayit@test.local',
      password: 'Orman-Yolu-73',
      role: 'editor',
    });
    const changed = await admin.form(`/users/${id}/password`, {
      _method: 'PUT',
      password: 'Sari-Kapi-904',
      password_confirmation: 'Sari-Kapi-904',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const logged = (await entries()).filter((entry) => entry.resource === 'users');
    expect(logged.map((entry) => entry.action)).toEqual(['create', 'password']);
    const hash = (
      await t.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).password_hash;
    for (const entry of logged) {
      const stored = `${entry.before_json} ${entry.after_json} ${entry.summary} ${entry.changes}`;
      expect(stored).not.toContain(hash);
      expect(stored).not.toContain('Orman-Yolu-73');
      expect(stored).not.toContain('Sari-Kapi-904');
      expect(stored).not.toMatch(/password/i);
    }
    expect(JSON.parse(logged[1].after_json!)).toMatchObject({ email: 'kayit@test.local' });
  });

  it('records a delete with the record before, and a reorder with the ids sent', async () => {
    const second = json(
      await admin.post('/contracts', { name: { tr: 'Gizlilik' }, text: { tr: '<p>G</p>' } }),
    ).data;
    const order = await admin.form('/contracts', {
      _method: 'PUT',
      id: String(second.id),
      name: JSON.stringify({ tr: 'Gizlilik Politikası' }),
      text: JSON.stringify({ tr: '<p>G</p>' }),
    });
    expect(order.statusCode, order.body).toBe(200);
    const trashed = await admin.del(`/contracts/${second.id}`);
    expect(trashed.statusCode, trashed.body).toBe(200);
    const trashEntry = (await entries()).at(-1)!;
    expect(trashEntry).toMatchObject({ action: 'trash', record_id: String(second.id) });
    expect(JSON.parse(trashEntry.changes)).toEqual(['deleted_at']);
    const removed = await admin.del(`/contracts/${second.id}/permanent`);
    expect(removed.statusCode, removed.body).toBe(200);
    const entry = (await entries()).at(-1)!;
    expect(entry).toMatchObject({ action: 'delete', record_id: String(second.id), after_json: null });
    expect(JSON.parse(entry.before_json!).name).toEqual({ tr: 'Gizlilik Politikası' });

    const brandA = json(await admin.post('/brands', { name: 'Marka A' })).data.id as number;
    const brandB = json(await admin.post('/brands', { name: 'Marka B' })).data.id as number;
    const queue = await admin.form('/brands/queue', {
      _method: 'PUT',
      queue: JSON.stringify([brandA, brandB]),
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const reorder = (await entries()).at(-1)!;
    expect(reorder).toMatchObject({ action: 'reorder', resource: 'brands', record_id: null });
    expect(reorder.summary).toBe(`2 kayıt: #${brandA}, #${brandB}`);
  });

  it('records a singleton settings write', async () => {
    const current = json(await admin.get('/settings/company')).data;
    const res = await admin.put('/settings/company', { ...current, main_color: '#123456' });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await entries()).at(-1)!;
    expect(entry).toMatchObject({ action: 'update', resource: 'settings/company', record_id: '1' });
    expect(JSON.parse(entry.changes)).toContain('main_color');
  });

  it('logs an inbox action on one message under its id, and a bulk one with the ids sent', async () => {
    const now = new Date().toISOString();
    const message = await t.app.db
      .insertInto('contact_messages')
      .values({
        name: 'Ziyaretçi',
        email: 'z@example.com',
        phone: '',
        subject: 'Soru',
        message: 'Merhaba',
        check: 0,
        section: 'mail',
        ip: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await editor.put('/contact/check', { id: message.id })).statusCode).toBe(200);
    expect((await entries()).at(-1)).toMatchObject({
      action: 'read',
      resource: 'contact',
      record_id: String(message.id),
    });
    expect(
      (await editor.put('/contact/trash', { trash_list: JSON.stringify([message.id]) })).statusCode,
    ).toBe(200);
    expect((await entries()).at(-1)).toMatchObject({
      action: 'trash',
      record_id: null,
      summary: `1 kayıt: #${message.id}`,
    });
  });

  it('logs a language under its row id, as the panel knows it, though the API names it by abbr', async () => {
    const res = await admin.post('/languages', { abbr: 'de', lang: 'Deutsch' });
    expect(res.statusCode, res.body).toBe(201);
    const id = json(res).data.id as number;
    const entry = (await entries()).at(-1)!;
    expect(entry).toMatchObject({ action: 'create', resource: 'languages', record_id: String(id) });
    expect(JSON.parse(entry.after_json!)).toMatchObject({ abbr: 'de', lang: 'Deutsch' });
  });
});

describe('audit log: reading', () => {
  it('lists newest first, paged, with filters by resource, action, user, record and day', async () => {
    const all = json(await admin.get('/audit-log?per_page=2&page=1'));
    expect(all.data).toMatchObject({ page: 1, per_page: 2, last_page: expect.any(Number) });
    expect(all.data.items).toHaveLength(2);
    const ids = all.data.items.map((item: { id: number }) => item.id);
    expect(ids[0]).toBeGreaterThan(ids[1]);

    const contracts = json(await admin.get('/audit-log?resource=contracts&action=update')).data.items;
    expect(contracts.length).toBeGreaterThan(0);
    expect(
      contracts.every(
        (i: { resource: string; action: string }) => i.resource === 'contracts' && i.action === 'update',
      ),
    ).toBe(true);

    const byEditor = json(await admin.get(`/audit-log?user=${encodeURIComponent('EDİTÖR')}`)).data.items;
    expect(byEditor.map((i: { resource: string }) => i.resource)).toEqual([
      'contact',
      'contact',
      'contracts',
    ]);
    expect(new Set(byEditor.map((i: { user_name: string }) => i.user_name))).toEqual(
      new Set(['Test Editör']),
    );

    const id = byEditor[2].record_id as string;
    const record = json(await admin.get(`/audit-log?resource=contracts&record_id=${id}`)).data.items;
    expect(record.every((i: { record_id: string }) => i.record_id === id)).toBe(true);
    expect(record.map((i: { action: string }) => i.action)).toEqual(['update', 'create']);
    expect(record[0].changes).toEqual(['form_data']);

    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect(json(await admin.get(`/audit-log?from=${today}&to=${today}`)).data.total).toBe(all.data.total);
    expect(json(await admin.get('/audit-log?to=2020-01-01')).data.total).toBe(0);
  });

  it('shows one entry with the record before and after', async () => {
    const [latest] = json(
      await admin.get(`/audit-log?resource=contracts&action=update&record_id=${contractId}`),
    ).data.items;
    const entry = json(await admin.get(`/audit-log/${latest.id}`)).data;
    expect(entry.before.form_data.tr).toBe('<p>Birinci metin</p>');
    expect(entry.after.form_data.tr).toBe('<p>İkinci metin</p>');
    expect((await admin.get('/audit-log/999999')).statusCode).toBe(404);
  });

  it('lets an editor read the history of a record they may edit, never the whole log', async () => {
    const [latest] = json(
      await admin.get(`/audit-log?resource=contracts&action=update&record_id=${contractId}`),
    ).data.items;
    expect((await editor.get('/audit-log')).statusCode).toBe(403);
    expect((await editor.get(`/audit-log?resource=contracts&record_id=${latest.record_id}`)).statusCode).toBe(
      403,
    );
    expect((await editor.get(`/audit-log/${latest.id}`)).statusCode).toBe(403);
    expect((await editor.get('/users/history?record_id=1')).statusCode).toBe(403);
    expect((await editor.get('/settings/company/history?record_id=1')).statusCode).toBe(403);

    const history = await editor.get(`/contracts/history?record_id=${latest.record_id}`);
    expect(history.statusCode).toBe(200);
    const items = json(history).data.items;
    expect(items.map((i: { action: string }) => i.action)).toEqual(['update', 'create']);
    expect(items[0].before.form_data.tr).toBe('<p>Birinci metin</p>');
    expect(items[0].after.form_data.tr).toBe('<p>İkinci metin</p>');
    expect((await editor.get('/contracts/history')).statusCode).toBe(400);
    const company = json(await admin.get('/settings/company/history?record_id=1')).data.items;
    expect(company[0].changes).toContain('main_color');
  });
});
