import { describe, expect, it } from 'vitest';
import { admin, newPage, adminURL } from './fixtures';
import { useBrowserAndApi, useSiteSettings } from './useBrowser';

/*
 * Issue 12 in a real browser: the admin's integration scripts run under the public site's CSP while an
 * injected script does not, and a token a script steals from the back office's localStorage opens nothing
 * elsewhere.
 */

const e2e = useBrowserAndApi();
// A pasted snippet (bare JavaScript, as the Yandex one often is) that marks the page when it runs.
useSiteSettings(e2e, { yandex_script: 'window.__integrationRan = true;' });

describe('the public site under its CSP', () => {
  it('runs our scripts and the integration scripts, and refuses an injected one', async () => {
    // A visitor who accepted the integrations: the consent module runs them (site/consent).
    const { context, page } = await newPage(e2e.browser, undefined, 'accepted');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    const response = await page.goto('/');
    const headers = await response!.allHeaders();
    // Scripts run by the hashes of their text, with no nonce (issue 31): the page is the same bytes for every
    // visitor, so a shared cache can keep it; our loader inserts the site's modules ('strict-dynamic').
    expect(headers['content-security-policy']).toMatch(
      /script-src (?:'sha256-[\w+/]+=*' )+'strict-dynamic';/,
    );
    const html = await response!.text();
    expect(html).not.toContain('nonce');
    const again = await page.request.get('/');
    expect(await again.text()).toBe(html);
    expect(again.headers().etag).toBe(headers.etag);
    await page.locator('#root[data-hydrated]').waitFor();
    await page.waitForFunction(() => (window as { __integrationRan?: boolean }).__integrationRan === true);
    // No console error so far: nothing of ours was blocked.
    expect(violations).toEqual([]);

    // What a stored XSS would try: an inline handler and an inline script, neither named by a hash.
    const blocked = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
      document.body.insertAdjacentHTML('beforeend', '<img src="/nope.png" onerror="window.__xss = 1">');
      const script = document.createElement('div');
      script.innerHTML = '<iframe srcdoc="<script>parent.__xss = 2</script>"></iframe>';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { seen, xss: (window as { __xss?: number }).__xss };
    });
    expect(blocked.xss).toBeUndefined();
    expect(blocked.seen.some((directive) => directive.startsWith('script-src'))).toBe(true);
    await context.close();
  });
});

describe('a stolen token', () => {
  it('is useless without the HttpOnly cookie that no page script can read', async () => {
    const { context, page } = await newPage(e2e.browser);
    await page.goto('/giris-yap');
    await page.getByLabel('E-Mail Adresi').fill(admin.email);
    await page.getByLabel('Şifre', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });

    // A script on the back office's own origin (public pages have another: admin-isolation.spec.ts) reads
    // what it can.
    const stolen = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      cookies: document.cookie,
    }));
    expect(stolen.token).toMatch(/^[\w-]{43}$/);
    expect(stolen.cookies).not.toContain('akademi_session');

    // Elsewhere, the token alone is refused; the signed-in browser itself still works.
    const elsewhere = await fetch(`${adminURL}/api/admin/status`, {
      headers: { authorization: `Bearer ${stolen.token}` },
    });
    expect(elsewhere.status).toBe(401);
    await page.goto('/admin/dashboard');
    await page.getByText('Yayındaki Eğitimler').waitFor();
    await context.close();
  });
});
