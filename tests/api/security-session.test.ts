import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, bearer, createTestApp, type TestApp, postWithCsrf } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 12: the bearer token in localStorage is readable by any script on the site's origin (the admin's
 * integration scripts). It is bound to an HttpOnly cookie that no script can read, so a stolen token is
 * useless on its own.
 */
const t = useTestApp();

async function signIn() {
  const res = await postWithCsrf(t, '/api/auth/login', adminCredentials);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'akademi_session')!;
  return { token: res.json().token as string, cookie, setCookie: String(res.headers['set-cookie']) };
}

const status = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/status', headers });

describe('the session cookie', () => {
  it('is set at sign-in: HttpOnly, SameSite=Strict, for the admin API only, as long as the token lives', async () => {
    const { cookie } = await signIn();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(cookie.maxAge).toBe(t.config.sessionTtlSeconds);
  });

  it('is not Secure over plain HTTP, and a forged X-Forwarded-Proto does not change that', async () => {
    const { headers } = await t.csrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...headers, 'x-forwarded-proto': 'https' },
      payload: adminCredentials,
    });
    // Without TRUST_PROXY the forwarded protocol is the client's claim: the socket decides (plain HTTP).
    expect(res.cookies.find((c) => c.name === 'akademi_session')?.secure).toBeUndefined();
  });

  it('a token without its cookie, or with another sign-in’s cookie, is refused with 401', async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await status({ authorization: `Bearer ${first.token}` })).statusCode).toBe(401);
    const swapped = await status({
      authorization: `Bearer ${first.token}`,
      cookie: `akademi_session=${second.cookie.value}`,
    });
    expect(swapped.statusCode).toBe(401);
    expect(swapped.json()).toMatchObject({ success: false });
    const both = await status({
      authorization: `Bearer ${first.token}`,
      cookie: `akademi_session=${first.cookie.value}`,
    });
    expect(both.statusCode).toBe(200);
  });

  it('the cookie alone is not a session either', async () => {
    const { cookie } = await signIn();
    expect((await status({ cookie: `akademi_session=${cookie.value}` })).statusCode).toBe(401);
  });
});

describe('admin writes from another origin', () => {
  it('are refused with 403 when the browser says they come from elsewhere, and pass from our own origin', async () => {
    const token = await t.adminToken();
    const write = (origin?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { ...bearer(token), host: 'localhost:3000', ...(origin ? { origin } : {}) },
      });
    const foreign = await write('https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ success: false });
    // Still signed in: the refused request changed nothing.
    expect((await status(bearer(token))).statusCode).toBe(200);
    expect((await write('http://localhost:3000')).statusCode).toBe(200);
  });
});

describe('logout', () => {
  for (const method of ['GET', 'POST'] as const) {
    it(`works as ${method}: the token is revoked and the cookie cleared`, async () => {
      const token = await t.adminToken();
      const res = await t.app.inject({ method, url: '/api/admin/logout', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const cleared = res.cookies.find((c) => c.name === 'akademi_session');
      expect(cleared?.value).toBe('');
      expect(cleared?.path).toBe('/api/admin');
      expect((await status(bearer(token))).statusCode).toBe(401);
    });
  }
});

describe('ADMIN_ORIGIN', () => {
  let isolated: TestApp;
  beforeAll(async () => {
    isolated = await createTestApp({
      env: { PUBLIC_URL: 'https://www.akademi.test', ADMIN_ORIGIN: 'https://yonetim.akademi.test' },
    });
  });
  afterAll(() => isolated.close());

  /** Signs in on the admin host, as the back office there does; the headers its requests then carry. */
  async function signInOnAdminHost() {
    const host = 'yonetim.akademi.test';
    const csrf = await isolated.app.inject({ url: '/api/csrf-token', headers: { host } });
    const csrfToken = csrf.json().data.token as string;
    const res = await isolated.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        host,
        'x-csrf-token': csrfToken,
        'x-requested-with': 'XMLHttpRequest',
        cookie: `akademi_csrf=${csrfToken}`,
      },
      payload: adminCredentials,
    });
    expect(res.statusCode).toBe(200);
    const binding = res.cookies.find((c) => c.name === 'akademi_session')!.value;
    return { authorization: `Bearer ${res.json().token}`, cookie: `akademi_session=${binding}` };
  }

  it('keeps the admin API off the public host and answers it on the admin host', async () => {
    const session = await signInOnAdminHost();
    const onPublic = await isolated.app.inject({
      method: 'GET',
      url: '/api/admin/status',
      headers: { ...session, host: 'www.akademi.test' },
    });
    expect(onPublic.statusCode).toBe(404);
    const onAdmin = await isolated.app.inject({
      method: 'GET',
      url: '/api/admin/status',
      headers: { ...session, host: 'yonetim.akademi.test' },
    });
    expect(onAdmin.statusCode).toBe(200);
  });

  it('accepts admin writes only from the admin origin', async () => {
    const session = await signInOnAdminHost();
    const write = (origin: string) =>
      isolated.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { ...session, host: 'yonetim.akademi.test', origin },
      });
    expect((await write('https://www.akademi.test')).statusCode).toBe(403);
    expect((await write('https://yonetim.akademi.test')).statusCode).toBe(200);
  });

  it('restores a version on the admin host (the inner update is the admin host’s too)', async () => {
    const session = await signInOnAdminHost();
    const headers = { ...session, host: 'yonetim.akademi.test', origin: 'https://yonetim.akademi.test' };
    const news = (title: string) => ({ title: { tr: title }, summary: { tr: 'Özet' }, active: 1 });
    const created = await isolated.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers,
      payload: news('Sürüm Bir'),
    });
    const id = created.json().data.id as number;
    await isolated.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}`,
      headers,
      payload: news('Sürüm İki'),
    });
    const history = await isolated.app.inject({ url: `/api/admin/news/history?record_id=${id}`, headers });
    const first = history.json().data.items.at(-1).id as number;
    const restored = await isolated.app.inject({
      method: 'POST',
      url: `/api/admin/news/history/${first}/restore`,
      headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.record.title).toEqual({ tr: 'Sürüm Bir' });
  });

  it('moves the login page to the admin origin and public pages off it', async () => {
    const login = await isolated.app.inject({ url: '/giris-yap', headers: { host: 'www.akademi.test' } });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('https://yonetim.akademi.test/giris-yap');
    const page = await isolated.app.inject({ url: '/iletisim', headers: { host: 'yonetim.akademi.test' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('https://www.akademi.test/iletisim');
  });
});
