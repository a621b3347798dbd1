import { beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, bearer, signedInToken, postWithCsrf } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';
import { type AdminClient, adminClient, count, json, refusedFields } from './admin-helpers.js';
import { validationFailedMessage } from '../../server/http/validate.js';
import { loginMessages, passwordRuleMessages } from '../../shared/schemas/messages.js';

const t = useTestApp();
let admin: AdminClient;
let roles: { id: number; key: string; name: string; permissions: string[] }[];
const roleId = (key: string) => roles.find((r) => r.key === key)!.id;
/** Saves a user's edit form (as `client`) as it is but for the role and whether the account is active. */
const setRole = (
  user: { id: number; name: string; email: string },
  role: string,
  active: number,
  client: AdminClient = admin,
) =>
  client.put(`/users/${user.id}`, {
    name: user.name,
    email: user.email,
    role_group_id: roleId(role),
    active,
  });

const status = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/status', headers: bearer(token) })).statusCode;

async function login(email: string, password: string): Promise<string> {
  const res = await postWithCsrf(t, '/api/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return signedInToken(res);
}

/** Adds an active administrator and signs them in: their record and a client of their own. */
async function addAdministrator(name: string, email: string, password: string) {
  const user = json(
    await admin.post('/users', { name, email, password, role_group_id: roleId('admin') }),
  ).data;
  return { user, client: adminClient(t, await login(email, password)) };
}

beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
  roles = json(await admin.get('/role/groups')).data;
});

describe('role groups', () => {
  it('lists the administrator and editor groups with their permissions', () => {
    expect(roles.map((r) => r.key)).toEqual(['admin', 'editor']);
    expect(roles[0]).toMatchObject({ name: 'Yönetici', names: { tr: 'Yönetici', en: 'Administrator' } });
    expect(roles[0].permissions).toContain('users');
    expect(roles[1].permissions).not.toContain('users');
    expect(roles[1].permissions).not.toContain('settings');
  });
});

describe('users', () => {
  it('lists paged with search and never answers a password hash', async () => {
    const res = await admin.get('/users?page=1&per_page=10&search=EDITOR');
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.data).toMatchObject({ page: 1, per_page: 10, total: 1, last_page: 1 });
    expect(body.data.items[0]).toMatchObject({
      name: 'Test Editör',
      email: 'editor@test.local',
      active: 1,
      role_group: { key: 'editor', name: 'Editör' },
    });
    expect(res.body).not.toMatch(/password|argon2/);
    const one = await admin.get(`/users/${body.data.items[0].id}`);
    expect(json(one).data.email).toBe('editor@test.local');
    expect(one.body).not.toMatch(/password|argon2/);
    expect((await admin.get('/users/99999')).statusCode).toBe(404);
    expect((await admin.get('/users/abc')).statusCode).toBe(404);
  });

  it('creates a user who can then sign in', async () => {
    const res = await admin.form('/users', {
      name: 'Yeni Editör',
      email: 'New.Editor@Test.local',
      password: 'Orman-Yolu-73',
      role_group_id: String(roleId('editor')),
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Başarılı!',
      data: { email: 'new.editor@test.local', active: 1, role_group: { key: 'editor' } },
    });
    expect(res.body).not.toMatch(/password|argon2/);
    expect(await status(await login('new.editor@test.local', 'Orman-Yolu-73'))).toBe(200);
  });

  it('refuses bad input with per-field errors and stores nothing', async () => {
    const before = await count(t.app.db, 'users');
    const bad = await admin.post('/users', { name: '', email: 'a@b', password: '123', role_group_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      name: 'Bu Alan Zorunlu',
      email: 'Bu Alan 6 Karakterden Az Olamaz',
      password: 'Bu Alan 12 Karakterden Az Olamaz',
      role_group_id: 'Geçersiz Seçim',
    });
    const taken = await admin.post('/users', {
      name: 'X',
      email: 'EDITOR@test.local',
      password: 'Orman-Yolu-73',
      role_group_id: roleId('editor'),
    });
    expect(json(taken).errors).toEqual({ email: 'Bu E-Mail Adresi Kullanımda' });
    const role = await admin.post('/users', {
      name: 'X',
      email: 'x-user@test.local',
      password: 'Orman-Yolu-73',
      role_group_id: 999,
    });
    expect(json(role).errors).toEqual({ role_group_id: 'Geçersiz Rol Grubu' });
    expect(await count(t.app.db, 'users')).toBe(before);
  });

  it('resets a password: the old sessions end and the new password works', async () => {
    const token = await login('new.editor@test.local', 'Orman-Yolu-73');
    const id = json(await admin.get('/users?search=new.editor')).data.items[0].id;
    const mismatch = await admin.put(`/users/${id}/password`, {
      password: 'Sari-Kapi-904',
      password_confirmation: 'nope',
    });
    expect(json(mismatch).errors).toEqual({ password_confirmation: 'Şifreler Eşleşmiyor' });
    expect(json(await admin.put(`/users/${id}/password`, { password: '12' })).errors).toEqual({
      password: 'Bu Alan 12 Karakterden Az Olamaz',
    });
    expect(await status(token)).toBe(200);

    const res = await admin.form(`/users/${id}/password`, {
      _method: 'PUT',
      password: 'Sari-Kapi-904',
      password_confirmation: 'Sari-Kapi-904',
    });
    expect(json(res)).toMatchObject({ success: true, message: 'Güncellendi!' });
    expect(await status(token)).toBe(401);
    expect(await status(await login('new.editor@test.local', 'Sari-Kapi-904'))).toBe(200);
  });

  it("keeps the caller's own session when they reset their own password", async () => {
    const own = await login(adminCredentials.email, adminCredentials.password);
    const other = await login(adminCredentials.email, adminCredentials.password);
    const me = json(await admin.get('/users?search=admin@test')).data.items[0].id;
    const res = await adminClient(t, own).put(`/users/${me}/password`, {
      password: adminCredentials.password,
    });
    expect(res.statusCode).toBe(200);
    expect(await status(own)).toBe(200);
    expect(await status(other)).toBe(401);
    admin = adminClient(t, own);
  });

  it('edits a user; a role change or a deactivation ends their sessions, a rename does not', async () => {
    const id = json(await admin.get('/users?search=new.editor')).data.items[0].id;
    const token = await login('new.editor@test.local', 'Sari-Kapi-904');
    const rename = await admin.put(`/users/${id}`, {
      name: 'Adı Değişti',
      email: 'new.editor@test.local',
      role_group_id: roleId('editor'),
      active: 1,
    });
    expect(json(rename)).toMatchObject({ message: 'Güncellendi!', data: { name: 'Adı Değişti' } });
    expect(await status(token)).toBe(200);

    const promote = await admin.form(`/users/${id}`, {
      _method: 'PUT',
      name: 'Adı Değişti',
      email: 'new.editor@test.local',
      role_group_id: String(roleId('admin')),
      active: '1',
    });
    expect(json(promote).data.role_group.key).toBe('admin');
    expect(await status(token)).toBe(401);

    const again = await login('new.editor@test.local', 'Sari-Kapi-904');
    const deactivate = await admin.put(`/users/${id}`, {
      name: 'Adı Değişti',
      email: 'new.editor@test.local',
      role_group_id: roleId('admin'),
      active: false,
    });
    expect(json(deactivate).data.active).toBe(0);
    expect(await status(again)).toBe(401);
    const refused = await postWithCsrf(t, '/api/auth/login', {
      email: 'new.editor@test.local',
      password: 'Sari-Kapi-904',
    });
    expect(refused.statusCode).toBe(401);

    const bad = await admin.put(`/users/${id}`, {
      name: 'X',
      email: 'bad',
      role_group_id: roleId('admin'),
      active: 7,
    });
    expect(refusedFields(bad)).toEqual(['active', 'email']);
    expect(
      (
        await admin.put('/users/99999', {
          name: 'X',
          email: 'x-user@test.local',
          role_group_id: 1,
          active: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('never lets the last active administrator be demoted, deactivated or deleted', async () => {
    const me = json(await admin.get('/users?search=admin@test')).data.items[0];
    // The other administrator is inactive, so this is the last active one.
    for (const [role, active] of [
      ['editor', 1],
      ['admin', 0],
    ] as const) {
      const res = await setRole(me, role, active);
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toMatch(/^Son aktif yönetici/);
    }
    const stored = json(await admin.get(`/users/${me.id}`)).data;
    expect(stored).toMatchObject({ active: 1, role_group: { key: 'admin' } });

    // A second administrator could delete the first only while another active one remains.
    const { user: second, client: secondClient } = await addAdministrator(
      'İkinci Yönetici',
      'second@test.local',
      'Gece-Treni-615',
    );
    // Nobody may deactivate themself, even while another administrator remains: they stay signed in and active.
    const selfDeactivate = await setRole(me, 'admin', 0);
    expect(selfDeactivate.statusCode).toBe(409);
    expect(json(selfDeactivate).message).toBe('Kendi hesabınızı pasif yapamazsınız');
    expect(json(await admin.get(`/users/${me.id}`)).data.active).toBe(1);

    const demoteSecond = await setRole(second, 'editor', 1);
    expect(demoteSecond.statusCode).toBe(200);
    expect((await secondClient.get('/users')).statusCode).toBe(401);

    const selfDelete = await admin.del(`/users/${me.id}`);
    expect(selfDelete.statusCode).toBe(409);
    expect(json(selfDelete).message).toBe('Kendi hesabınızı silemezsiniz');
  });

  it('deletes a user and ends their sessions', async () => {
    const second = json(await admin.get('/users?search=second@')).data.items[0];
    const token = await login('second@test.local', 'Gece-Treni-615');
    const res = await admin.form(`/users/${second.id}`, { _method: 'DELETE' });
    expect(json(res)).toMatchObject({ success: true, message: 'Silindi!', data: { id: second.id } });
    expect(await status(token)).toBe(401);
    expect((await admin.get(`/users/${second.id}`)).statusCode).toBe(404);
  });

  it('is for administrators only: an editor gets 403, no token 401', async () => {
    const editor = adminClient(t, await t.editorToken());
    const anonymous = adminClient(t, undefined);
    const calls = (c: AdminClient) => [
      c.get('/users'),
      c.get('/users/1'),
      c.post('/users', { name: 'x' }),
      c.put('/users/1', { name: 'x' }),
      c.put('/users/1/password', { password: 'x' }),
      c.del('/users/1'),
      c.get('/role/groups'),
    ];
    for (const res of await Promise.all(calls(editor))) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ success: false, message: 'Bu işlem için yetkiniz yok' });
    }
    for (const res of await Promise.all(calls(anonymous))) expect(res.statusCode).toBe(401);
  });

  it('lets only one of two administrators demoting each other at the same moment succeed', async () => {
    const me = json(await admin.get('/users?search=admin@test')).data.items[0];
    const { user: other, client: otherClient } = await addAdministrator(
      'Üçüncü Yönetici',
      'third@test.local',
      'Deniz-Feneri-28',
    );
    const results = await Promise.all([setRole(other, 'editor', 1), setRole(me, 'editor', 1, otherClient)]);
    const codes = results.map((r) => r.statusCode).sort();
    // Whichever ran second finds the first already done: it is refused, or its caller is no longer an admin.
    expect(codes[0]).toBe(200);
    expect([401, 403, 409]).toContain(codes[1]);
    const admins = await t.app.db
      .selectFrom('users as u')
      .innerJoin('role_groups as r', 'r.id', 'u.role_group_id')
      .select('u.id')
      .where('r.key', '=', 'admin')
      .where('u.active', '=', 1)
      .execute();
    expect(admins).toHaveLength(1);
    // Whichever won, the tests after this one work as admin@test.local: if the other administrator won,
    // it gives the role back, and since a role change ends the demoted user's sessions, sign in again.
    if (admins[0].id !== me.id) {
      const restore = await setRole(me, 'admin', 1, otherClient);
      expect(restore.statusCode).toBe(200);
      admin = adminClient(t, await t.adminToken());
    }
  });
});

describe('the rules for a new password (issue 27)', () => {
  const { common, personal, weak } = passwordRuleMessages;
  const create = (email: string, password: string, name = 'Kural Deneme') =>
    admin.post('/users', { name, email, password, role_group_id: roleId('editor') });

  it.each([
    ['123456', loginMessages.min12],
    ['password', loginMessages.min12],
    ['123456789012', common.tr],
    ['password1234', weak.tr],
    ['qwertyuiop12', weak.tr],
    ['Passw0rd!234', weak.tr],
    ['x'.repeat(129), loginMessages.max128],
  ])('refuses %j for a new user under the password field, storing nothing', async (password, message) => {
    const before = await count(t.app.db, 'users');
    const res = await create('kural.yeni@test.local', password);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      success: false,
      message: validationFailedMessage,
      errors: { password: message },
    });
    expect(await count(t.app.db, 'users')).toBe(before);
  });

  it("refuses the user's name or e-mail in it, whatever the case and accents", async () => {
    for (const [email, name, password] of [
      ['zeynep.kaya@test.local', 'Zeynep Kaya', 'zeynep-Kule-2719'],
      ['z.kaya@test.local', 'Zeynep Kaya', 'KAYA-orman-Yolu-73'],
      ['a.ozturk@test.local', 'Ali Öztürk', 'Mavi-OZTURK-8426'],
    ]) {
      expect(json(await create(email, password, name)).errors, password).toEqual({ password: personal.tr });
    }
  });

  it('takes up to 128 characters, and the user signs in with all of them', async () => {
    const passphrase = 'pusula kule orman yolu gece treni '.repeat(4).slice(0, 128);
    expect(passphrase).toHaveLength(128);
    expect((await create('uzun.sifre@test.local', passphrase)).statusCode).toBe(201);
    expect(await status(await login('uzun.sifre@test.local', passphrase))).toBe(200);
  });

  it('applies to a reset by an administrator, which then changes nothing', async () => {
    expect((await create('kural@test.local', 'Sari-Kapi-904', 'Kural Deneme')).statusCode).toBe(201);
    const id = json(await admin.get('/users?search=kural@test')).data.items[0].id;
    for (const [password, message] of [
      ['iloveyou1234', weak.tr],
      ['Kural-Kule-2719', personal.tr],
      ['deneme-Pusula-58', personal.tr],
    ]) {
      const res = await admin.put(`/users/${id}/password`, { password, password_confirmation: password });
      expect(res.statusCode, password).toBe(422);
      expect(json(res).errors).toEqual({ password: message });
    }
    expect(await status(await login('kural@test.local', 'Sari-Kapi-904'))).toBe(200);
  });
});
