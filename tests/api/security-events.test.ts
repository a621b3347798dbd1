import { describe, expect, it } from 'vitest';
import { adminCredentials, bearer, logCapture, postWithCsrf } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';
import { adminClient } from './admin-helpers.js';

/* Issue 12: who did what, when and in which request, for every security event; never a secret. */

const { lines, logger } = logCapture();

const t = useTestApp({ logger });

interface EventLine {
  securityEvent: string;
  reqId: string;
  time: number;
  ip: string;
  actorId?: number;
  [key: string]: unknown;
}

const events = (name: string): EventLine[] =>
  lines.map((line) => JSON.parse(line) as EventLine).filter((line) => line.securityEvent === name);

const login = (password: string, ip = '10.1.1.1') =>
  postWithCsrf(t, '/api/auth/login', { email: adminCredentials.email, password }, { remoteAddress: ip });

describe('security events', () => {
  it('sign-ins, failures, the lockout and the logout, with who, where and which request', async () => {
    lines.length = 0;
    const ok = await login(adminCredentials.password);
    expect(ok.statusCode).toBe(200);
    const [signedIn] = events('login.succeeded');
    expect(signedIn).toMatchObject({ ip: '10.1.1.1', url: '/api/auth/login' });
    expect(signedIn.userId).toEqual(expect.any(Number));
    expect(signedIn.reqId).toBeTruthy();
    expect(signedIn.time).toBeGreaterThan(Date.now() - 60_000);

    for (let i = 0; i < 6; i++) await login(`wrong-pass-${i}`, '10.1.1.2');
    expect(events('login.failed')).toHaveLength(5);
    expect(events('login.failed')[0]).toMatchObject({ email: adminCredentials.email, knownAccount: true });
    expect(events('login.locked')).toHaveLength(1);
    // The 401s of failed sign-ins are login.failed, not counted twice as refused access.
    expect(events('access.unauthenticated')).toHaveLength(0);

    const token = await t.adminToken();
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect(events('logout')).toHaveLength(1);
    expect(events('logout')[0].actorId).toBe(signedIn.userId);
  });

  it('refused calls: 401 without a session, 403 for a role that may not', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: 'Bearer x' } });
    const editor = adminClient(t, await t.editorToken());
    await editor.get('/users');
    expect(events('access.unauthenticated')[0]).toMatchObject({ url: '/api/admin/users', statusCode: 401 });
    expect(events('access.forbidden')[0]).toMatchObject({ url: '/api/admin/users', statusCode: 403 });
    expect(events('access.forbidden')[0].actorId).toEqual(expect.any(Number));
  });

  it('user changes: creation, role, deactivation, password, deletion', async () => {
    lines.length = 0;
    const admin = adminClient(t, await t.adminToken());
    const groups = (await admin.get('/role/groups')).json().data as Array<{ id: number; key: string }>;
    const editorGroup = groups.find((g) => g.key === 'editor')!;
    const adminGroup = groups.find((g) => g.key === 'admin')!;
    const created = await admin.post('/users', {
      name: 'Olay Kişi',
      email: 'olay@test.local',
      password: 'Gece-Treni-615',
      role_group_id: editorGroup.id,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const base = { name: 'Olay Kişi', email: 'olay@test.local' };
    await admin.put(`/users/${id}`, { ...base, role_group_id: adminGroup.id, active: 1 });
    await admin.put(`/users/${id}`, { ...base, role_group_id: adminGroup.id, active: 0 });
    await admin.put(`/users/${id}/password`, {
      password: 'Deniz-Feneri-28',
      password_confirmation: 'Deniz-Feneri-28',
    });
    await admin.del(`/users/${id}`);
    for (const name of [
      'user.created',
      'user.role_changed',
      'user.deactivated',
      'user.password_changed',
      'user.deleted',
    ]) {
      expect(events(name), name).toHaveLength(1);
      expect(events(name)[0].userId).toBe(id);
    }
    expect(events('user.role_changed')[0].role).toBe('admin');
  });

  it('integration-script edits name the scripts that changed, not their text', async () => {
    lines.length = 0;
    const admin = adminClient(t, await t.adminToken());
    const current = (await admin.get('/settings/site')).json().data;
    await admin.put('/settings/site', {
      ...current,
      google_script: '<script>window.secretProbe = 1</script>',
    });
    await admin.put('/settings/site', {
      ...current,
      google_script: '<script>window.secretProbe = 1</script>',
      keywords: 'eğitim',
    });
    const [changed, ...more] = events('integration_scripts.changed');
    expect(more).toHaveLength(0);
    expect(changed.fields).toEqual(['google_script']);
    expect(changed.actorId).toEqual(expect.any(Number));
    expect(lines.join('')).not.toContain('secretProbe');
  });

  it('no event line carries a password, a token or a cookie', () => {
    const all = lines.filter((line) => line.includes('securityEvent')).join('\n');
    for (const secret of [adminCredentials.password, 'olay-pass-1', 'yeni-pass-2', 'wrong-pass-0']) {
      expect(all).not.toContain(secret);
    }
    expect(all.toLowerCase()).not.toMatch(/bearer|akademi_session|authorization/);
  });
});
