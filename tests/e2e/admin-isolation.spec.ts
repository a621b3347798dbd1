import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../scripts/localServer.mjs';
import { admin, adminURL, apiClient, baseURL, consentCookie } from './fixtures';
import { useForFile } from '../helpers/useForFile';
import { useBrowser } from './useBrowser';

/*
 * Issue 27: an integration script (what a marketing agency's tag manager runs) tries to act as the
 * administrator signed in in the same browser. On main it created an administrator (201). With the back
 * office on its own origin, every call it can make is refused and nothing is created: on the default
 * settings (the back office on the port after the site's) and on compose.yaml's (ADMIN_ORIGIN, a host of
 * its own on the same port).
 */

const e2e = useBrowser();

const attacker = { email: 'saldirgan@kotu.test', password: 'Yq7#vN2$kLp9!xRw' };

/** The snippet: every way a public page's script could reach the back office, each outcome recorded. */
function attackSnippet(adminOrigin: string): string {
  const user = JSON.stringify({
    name: 'Saldırgan',
    ...attacker,
    password_confirmation: attacker.password,
    role_group_id: 1,
  });
  return `<script>
(async () => {
  const results = {};
  const token = localStorage.getItem('token');
  results.token = token;
  const attempt = async (name, url, init) => {
    try { results[name] = (await fetch(url, init)).status; } catch { results[name] = 'blocked'; }
  };
  const auth = token ? { authorization: 'Bearer ' + token } : {};
  const body = ${JSON.stringify(user)};
  await attempt('sameOrigin', '/api/admin/users', {
    method: 'POST', credentials: 'include', headers: { ...auth, 'content-type': 'application/json' }, body,
  });
  await attempt('sameOriginStatus', '/api/admin/status', { credentials: 'include', headers: auth });
  await attempt('adminOrigin', ${JSON.stringify(adminOrigin)} + '/api/admin/users', {
    method: 'POST', credentials: 'include', headers: { 'content-type': 'text/plain' }, body,
  });
  await attempt('adminOriginStatus', ${JSON.stringify(adminOrigin)} + '/api/admin/status', { credentials: 'include' });
  const frame = document.createElement('iframe');
  frame.src = ${JSON.stringify(adminOrigin)} + '/admin/dashboard';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }) || setTimeout(resolve, 3000));
  try { results.frameToken = frame.contentWindow.localStorage.getItem('token'); } catch { results.frameToken = 'blocked'; }
  window.__attack = results;
})();
</script>`;
}

interface Site {
  baseURL: string;
  adminURL: string;
  api: Awaited<ReturnType<typeof apiClient>>;
}

/** Signs in through the login screen, asked on the public origin as a visitor would type it. */
async function signInThroughScreen(page: Page, site: Site, user = admin) {
  await page.goto(`${site.baseURL}/giris-yap`);
  expect(new URL(page.url()).origin).toBe(site.adminURL);
  await page.getByLabel('E-Mail Adresi').fill(user.email);
  await page.getByLabel('Şifre', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
  expect(new URL(page.url()).origin).toBe(site.adminURL);
}

async function runAttack(site: Site) {
  const saved = (await site.api.get<{ data: Record<string, unknown> }>('/api/admin/settings/site')).data;
  await site.api.send('PUT', '/api/admin/settings/site', {
    ...saved,
    google_script: attackSnippet(site.adminURL),
  });
  try {
    const context = await e2e.browser.newContext({ locale: 'tr-TR' });
    await context.addCookies([{ ...consentCookie('accepted'), url: site.baseURL }]);
    const office = await context.newPage();
    await signInThroughScreen(office, site);

    // The same browser opens the public site; the visitor has accepted analytics, so the snippet runs.
    const visitor = await context.newPage();
    await visitor.goto(`${site.baseURL}/`);
    const results = await visitor.waitForFunction(
      () => (window as { __attack?: object }).__attack,
      undefined,
      {
        timeout: 15_000,
      },
    );
    const outcome = (await results.jsonValue()) as Record<string, unknown>;
    await context.close();
    return outcome;
  } finally {
    await site.api.send('PUT', '/api/admin/settings/site', saved);
  }
}

/** Nothing the snippet tried got through: no token to read, every call refused or blocked. */
function expectRefused(outcome: Record<string, unknown>) {
  expect(outcome.token).toBeNull();
  expect(outcome.frameToken).toBe('blocked');
  for (const name of ['sameOrigin', 'sameOriginStatus', 'adminOrigin', 'adminOriginStatus']) {
    const status = outcome[name];
    expect(status === 'blocked' || (typeof status === 'number' && status >= 400), `${name}: ${status}`).toBe(
      true,
    );
  }
}

async function attackerExists(site: Site) {
  const users = await site.api.get<{ data: unknown }>('/api/admin/users?perPage=100');
  return JSON.stringify(users).includes(attacker.email);
}

describe('a script on a public page, with an administrator signed in in the same browser', () => {
  it('cannot act as the administrator on the default settings (the back office on its own port)', async () => {
    const site: Site = { baseURL, adminURL, api: await apiClient() };
    expect(new URL(adminURL).port).not.toBe(new URL(baseURL).port);
    const outcome = await runAttack(site);
    expectRefused(outcome);
    expect(await attackerExists(site)).toBe(false);
  });

  it('cannot place the script as an editor: the integration scripts are the administrators’ only', async () => {
    const api = await apiClient();
    const groups = await api.get<{ data: { id: number; key: string }[] }>('/api/admin/role/groups');
    const editorGroup = groups.data.find((group) => group.key === 'editor')!;
    const editor = {
      email: `editor-isolation-${Date.now() % 1_000_000}@akademi.test`,
      password: 'Vx4!pQ8#zLm2$tNa',
    };
    await api.send('POST', '/api/admin/users', { name: 'Editör', ...editor, role_group_id: editorGroup.id });
    const context = await e2e.browser.newContext({ locale: 'tr-TR' });
    const page = await context.newPage();
    await signInThroughScreen(page, { baseURL, adminURL, api }, editor);
    // From the back office's own page, with the editor's whole session: refused by the server.
    const placed = await page.evaluate(async (snippet) => {
      const res = await fetch('/api/admin/settings/site', {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ google_script: snippet }),
      });
      return res.status;
    }, attackSnippet(adminURL));
    expect(placed).toBe(403);
    const settings = await api.get<{ data: { google_script: string } }>('/api/admin/settings/site');
    expect(settings.data.google_script).not.toContain('saldirgan');
    await context.close();
  });

  describe("on compose.yaml's settings (ADMIN_ORIGIN: a host of its own)", () => {
    const server = useForFile<LocalServer>(
      () =>
        startLocalServer({
          name: 'e2e-admin-origin',
          adminHost: 'localhost',
          env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
        }),
      (started) => started.stop(),
      "the server on compose.yaml's settings",
    );

    it('cannot act as the administrator either', async () => {
      const api = await apiClient(server.adminURL);
      const site: Site = { baseURL: server.baseURL, adminURL: server.adminURL, api };
      expect(new URL(site.adminURL).host).not.toBe(new URL(site.baseURL).host);
      const outcome = await runAttack(site);
      expectRefused(outcome);
      expect(await attackerExists(site)).toBe(false);
    });
  });
});
