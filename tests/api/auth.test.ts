import { describe, expect, it } from 'vitest';
import { hash, parseOptions } from '@node-rs/argon2';
import { needsRehash, passwordHashParameters, verifyPassword } from '../../server/services/passwords.js';
import { hashToken } from '../../server/services/tokens.js';
import { createUser } from '../../server/services/users.js';
import { adminCredentials, bearer, postWithCsrf } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp();

const login = (payload: Record<string, string>, ip = '10.0.0.1') =>
  postWithCsrf(t, '/api/auth/login', payload, { remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers the spec shape', async () => {
    const res = await login(adminCredentials);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        name: 'Test Yönetici',
        email: adminCredentials.email,
        role_group: { key: 'admin', name: 'Yönetici' },
      },
      expires_in: t.config.sessionTtlSeconds,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only a hash of the token, and the password only as argon2id', async () => {
    const token = (await login(adminCredentials)).json().token;
    const stored = await t.app.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    const user = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', adminCredentials.email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@test.local', password: 'whatever1' }, '10.0.0.2');
    const wrong = await login({ email: adminCredentials.email, password: 'wrong-pass' }, '10.0.0.3');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().success).toBe(false);
  });

  it('validates with the login form rules and answers per-field errors', async () => {
    const res = await login({ email: 'a@b', password: '123' }, '10.0.0.4');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      errors: { email: 'Bu Alan 6 Karakterden Az Olamaz', password: 'Bu Alan 6 Karakterden Az Olamaz' },
    });
    const long = await login({ email: `${'a'.repeat(45)}@b.com`, password: 'x'.repeat(129) }, '10.0.0.4');
    expect(long.json().errors).toEqual({
      email: 'Bu Alan 50 Karakteri Geçemez',
      password: 'Bu Alan 128 Karakteri Geçemez',
    });
    // Issue 27: up to 128 characters is a password to check, not a form error (22 and more once were).
    const passphrase = await login({ email: 'nobody@test.local', password: 'x'.repeat(128) }, '10.0.0.4');
    expect(passphrase.statusCode).toBe(401);
    const missing = await login({}, '10.0.0.4');
    expect(missing.json().errors).toEqual({ email: 'Bu Alan Zorunlu', password: 'Bu Alan Zorunlu' });
  });

  it('answers the 6th failure in a window with 429 and Retry-After, even with the right password', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: adminCredentials.email, password: 'wrong-pass' }, ip)).statusCode).toBe(
        401,
      );
    }
    const sixth = await login(adminCredentials, ip);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json().success).toBe(false);
    // Another address is not locked out of the same account.
    expect((await login(adminCredentials, '10.0.0.10')).statusCode).toBe(200);
  });

  it('cannot be dodged with X-Forwarded-For when no proxy is trusted', async () => {
    const attempt = async (i: number, password: string) => {
      const { headers } = await t.csrf();
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...headers, 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: adminCredentials.email, password },
        remoteAddress: '10.0.0.77',
      });
    };
    for (let i = 0; i < 5; i++) expect((await attempt(i, 'wrong-pass')).statusCode).toBe(401);
    expect((await attempt(99, adminCredentials.password)).statusCode).toBe(429);
  });

  it('refuses a login without the CSRF token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: adminCredentials });
    expect(res.statusCode).toBe(403);
    const { headers } = await t.csrf();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...headers, 'x-csrf-token': 'A'.repeat(43) },
      payload: adminCredentials,
    });
    expect(forged.statusCode).toBe(403);
    const noXhr = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...headers, 'x-requested-with': '' },
      payload: adminCredentials,
    });
    expect(noXhr.statusCode).toBe(403);
  });
});

describe('status and logout', () => {
  it('status succeeds with a live token, logout revokes it, and status then answers 401', async () => {
    const token = await t.adminToken();
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/status', headers: bearer(token) });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ success: true, data: { email: adminCredentials.email } });

    const logout = await t.app.inject({ method: 'GET', url: '/api/admin/logout', headers: bearer(token) });
    expect(logout.json().success).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/status', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
  });

  it('answers 401 to a missing, malformed or expired token on every admin route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/status' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/settings/site',
          headers: { authorization: 'Bearer x' },
        })
      ).statusCode,
    ).toBe(401);
    // Unknown admin paths are denied too, before anything else is revealed.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/nowhere' })).statusCode).toBe(401);

    const token = await t.adminToken();
    await t.app.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/status', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('refuses a deactivated user even with a live token', async () => {
    const token = await t.editorToken();
    await t.app.db.updateTable('users').set({ active: 0 }).where('email', '=', 'editor@test.local').execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/status', headers: bearer(token) })).statusCode,
    ).toBe(401);
    await t.app.db.updateTable('users').set({ active: 1 }).where('email', '=', 'editor@test.local').execute();
  });
});

describe('argon2 parameters (issue 27)', () => {
  const email = 'eski.hash@test.local';
  const password = 'Orman-Yolu-73';
  const storedHash = async () =>
    (
      await t.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('re-hashes on sign-in a password hashed with other parameters; the new hash verifies', async () => {
    await createUser(t.app.db, { name: 'Eski Hash', email, password, roleKey: 'editor' });
    // As an older release (or other settings) would have stored it: less memory, more passes.
    const older = await hash(password, { memoryCost: 8192, timeCost: 3, parallelism: 1 });
    await t.app.db.updateTable('users').set({ password_hash: older }).where('email', '=', email).execute();
    expect(needsRehash(older)).toBe(true);

    expect((await login({ email, password }, '10.0.3.1')).statusCode).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).not.toBe(older);
    expect(parseOptions(upgraded)).toMatchObject(passwordHashParameters);
    expect(needsRehash(upgraded)).toBe(false);
    expect(await verifyPassword(upgraded, password)).toBe(true);

    // A current hash is left alone, and the user goes on signing in.
    expect((await login({ email, password }, '10.0.3.1')).statusCode).toBe(200);
    expect(await storedHash()).toBe(upgraded);
  });

  it('changes nothing on a wrong password', async () => {
    const older = await hash(password, { memoryCost: 8192, timeCost: 3, parallelism: 1 });
    await t.app.db.updateTable('users').set({ password_hash: older }).where('email', '=', email).execute();
    expect((await login({ email, password: 'Yanlis-Sifre-99' }, '10.0.3.2')).statusCode).toBe(401);
    expect(await storedHash()).toBe(older);
  });
});
