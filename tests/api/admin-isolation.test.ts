import { beforeAll, describe, expect, it } from 'vitest';
import { listenOn } from '../../server/http/adminListener.js';
import { loginAddress } from '../../server/routes/auth/passwordReset.js';
import { csrfHeaders, signInByApi } from '../../scripts/signInByApi.mjs';
import { freePort } from '../bench/net.js';
import { adminCredentials } from '../helpers/testApp.js';
import { useFakeDist, useTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 27: by default the back office has an origin of its own, the port after the site's (ADMIN_PORT), so
 * no script on a public page can use the admin's session. Real sockets: which listener a request came
 * through is what decides, and app.inject has none.
 */
let site: string;
let office: string;
let sitePort: number;
let adminPort: number;
const dist = useFakeDist();
const t = useTestApp(async () => {
  sitePort = await freePort();
  adminPort = await freePort();
  return { env: { PORT: String(sitePort), ADMIN_PORT: String(adminPort), DIST_DIR: dist.dir } };
});

beforeAll(async () => {
  await t.app.listen({ port: sitePort, host: '127.0.0.1' });
  await listenOn(t.app.adminListener!, adminPort, '127.0.0.1');
  site = `http://127.0.0.1:${sitePort}`;
  office = `http://127.0.0.1:${adminPort}`;
});

/** Signs in on the back office's origin as its login screen does: CSRF, bearer token and session cookie. */
const signIn = async () => (await signInByApi(office, adminCredentials, { origin: office })).headers;

const newUser = (name: string) =>
  JSON.stringify({
    name,
    email: `${name.toLowerCase()}@saldiri.test`,
    password: 'Kj8#mPq2!vXz9wLr',
    password_confirmation: 'Kj8#mPq2!vXz9wLr',
    role_group_id: 1,
  });

describe('the back office on a port of its own (the default)', () => {
  it('answers the admin and login APIs only on its own port, whatever Host the request names', async () => {
    const auth = await signIn();
    expect((await fetch(`${office}/api/admin/status`, { headers: auth })).status).toBe(200);
    const fromSite = await fetch(`${site}/api/admin/status`, { headers: auth });
    expect(fromSite.status).toBe(404);
    expect(((await fromSite.json()) as { success: boolean }).success).toBe(false);
    const named = await fetch(`${site}/api/admin/status`, {
      headers: { ...auth, host: `127.0.0.1:${adminPort}` },
    });
    expect(named.status).toBe(404);
    const login = await fetch(`${site}/api/auth/login`, {
      method: 'POST',
      headers: { ...(await csrfHeaders(site)), 'content-type': 'application/json' },
      body: JSON.stringify(adminCredentials),
    });
    expect(login.status).toBe(404);
  });

  it('refuses a write made from the public origin even with the whole session', async () => {
    const auth = await signIn();
    const everyone = async () =>
      JSON.stringify(await (await fetch(`${office}/api/admin/users`, { headers: auth })).json());
    const before = await everyone();
    expect(before).toContain(adminCredentials.email);
    const res = await fetch(`${office}/api/admin/users`, {
      method: 'POST',
      headers: { ...auth, origin: site, 'content-type': 'application/json' },
      body: newUser('Saldirgan'),
    });
    expect(res.status).toBe(403);
    expect(await everyone()).toBe(before);
  });

  it('moves the login and admin pages to the admin port, and public pages back', async () => {
    const login = await fetch(`${site}/giris-yap?r=1`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe(`${office}/giris-yap?r=1`);
    expect(login.headers.get('cache-control')).toContain('no-store');
    const panel = await fetch(`${site}/admin/users`, { redirect: 'manual' });
    expect(panel.headers.get('location')).toBe(`${office}/admin/users`);
    const home = await fetch(`${office}/iletisim`, { redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe(`${site}/iletisim`);
  });

  it('never serves a page of the back office kept from its own port on the public one (the fast lane)', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${office}/giris-yap`)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const asked = await fetch(`${site}/giris-yap`, { redirect: 'manual' });
      expect(asked.status).toBe(302);
      expect(asked.headers.get('location')).toBe(`${office}/giris-yap`);
    }
  });

  it('shares what both need: the public API, uploads, the brand images and the CSRF token', async () => {
    for (const url of ['/api/pages/all-languages', '/api/csrf-token', '/healthz']) {
      expect((await fetch(`${office}${url}`)).status, url).toBe(200);
    }
    expect((await fetch(`${office}/brand/logo.svg`, { redirect: 'manual' })).status).not.toBe(302);
  });

  it('restores a version through its own port (the inner update belongs to the back office too)', async () => {
    const auth = await signIn();
    const headers = { ...auth, 'content-type': 'application/json', origin: office };
    const news = (title: string) =>
      JSON.stringify({ title: { tr: title }, summary: { tr: 'Özet' }, active: 1 });
    const created = await fetch(`${office}/api/admin/news`, {
      method: 'POST',
      headers,
      body: news('Sürüm Bir'),
    });
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    await fetch(`${office}/api/admin/news/${id}`, { method: 'PUT', headers, body: news('Sürüm İki') });
    const history = await fetch(`${office}/api/admin/news/history?record_id=${id}`, { headers: auth });
    const items = ((await history.json()) as { data: { items: { id: number }[] } }).data.items;
    const restored = await fetch(`${office}/api/admin/news/history/${items.at(-1)!.id}/restore`, {
      method: 'POST',
      headers: { ...auth, origin: office },
    });
    expect(restored.status, await restored.clone().text()).toBe(200);
    const record = ((await restored.json()) as { data: { record: { title: unknown } } }).data.record;
    expect(record.title).toEqual({ tr: 'Sürüm Bir' });
  });

  it('e-mails reset links to the admin port, never to the Host a requester named', () => {
    expect(loginAddress(t.config)).toBe(`http://localhost:${adminPort}/giris-yap`);
  });
});
