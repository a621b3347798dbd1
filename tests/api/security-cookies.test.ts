import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, bearer, createTestApp, signedInToken, type TestApp } from '../helpers/testApp.js';

/*
 * Issue 27: behind a TLS-terminating proxy with TRUST_PROXY=0 the server sees plain http, yet every visitor
 * came over HTTPS: the cookies must be Secure whenever the address they are published at is https
 * (server/http/secureCookies.ts), not only when the server itself sees TLS.
 */

const apps: TestApp[] = [];
async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ seed: true, env });
  apps.push(t);
  return t;
}
afterAll(async () => {
  for (const t of apps) await t.close();
});

const cookieOf = (res: LightMyRequestResponse, name: string) => {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in ${String(res.headers['set-cookie'])}`);
  return cookie;
};

/** Every cookie the server sets: CSRF, session (sign-in and sign-out), language preference. */
async function everyCookie(t: TestApp, host?: string) {
  const headers = host ? { host } : {};
  const csrf = await t.app.inject({ method: 'GET', url: '/api/csrf-token', headers });
  const token = csrf.json().data.token as string;
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: {
      ...headers,
      'x-csrf-token': token,
      'x-requested-with': 'XMLHttpRequest',
      cookie: `akademi_csrf=${token}`,
    },
    payload: adminCredentials,
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const signOut = await t.app.inject({
    method: 'POST',
    url: '/api/admin/logout',
    headers: { ...headers, ...bearer(signedInToken(signIn)) },
  });
  expect(signOut.statusCode, signOut.body).toBeLessThan(300);
  const language = await t.app.inject({ method: 'GET', url: '/api/pages/change-language/en', headers });
  expect(language.statusCode).toBe(200);
  return [
    cookieOf(csrf, 'akademi_csrf'),
    cookieOf(signIn, 'akademi_session'),
    cookieOf(signOut, 'akademi_session'),
    language.cookies[0],
  ];
}

describe('PUBLIC_URL=https with TRUST_PROXY=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ PUBLIC_URL: 'https://akademi.example' });
  });

  it('sets every cookie Secure, though the server sees plain http', async () => {
    const cookies = await everyCookie(t);
    expect(cookies).toHaveLength(4);
    for (const cookie of cookies) expect(cookie, cookie?.name).toMatchObject({ secure: true });
  });
});

describe('PUBLIC_URL=http', () => {
  it('sets them without Secure: a plain-HTTP install (an intranet) must keep its cookies', async () => {
    const t = await appWith({ PUBLIC_URL: 'http://akademi.example' });
    for (const cookie of await everyCookie(t)) expect(cookie.secure, cookie.name).toBeUndefined();
  });
});

describe('ADMIN_ORIGIN=https with PUBLIC_URL=http', () => {
  it("sets the back office's cookies Secure on its host, the public site's as its own address says", async () => {
    const t = await appWith({
      PUBLIC_URL: 'http://akademi.example',
      ADMIN_ORIGIN: 'https://yonetim.akademi.example',
    });
    const onAdminHost = await t.app.inject({
      method: 'GET',
      url: '/api/csrf-token',
      headers: { host: 'yonetim.akademi.example' },
    });
    expect(cookieOf(onAdminHost, 'akademi_csrf').secure).toBe(true);
    const onPublicHost = await t.app.inject({
      method: 'GET',
      url: '/api/csrf-token',
      headers: { host: 'akademi.example' },
    });
    expect(cookieOf(onPublicHost, 'akademi_csrf').secure).toBeUndefined();
  });
});
