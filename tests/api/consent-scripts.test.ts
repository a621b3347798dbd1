import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { scriptHash } from '../../server/ssr/scriptHashes.js';
import * as siteRenderer from '../../site/entry-server.js';
import { useFakeDist, useTestApp } from '../helpers/useTestApp.js';
import { adminClient } from './admin-helpers.js';

/*
 * Issue 13 (KVKK): the cached page is the same for every visitor, so the admin's integration snippets are
 * in it but inert until the browser's consent module (site/consent) activates them: no script element that
 * would run, no image that would load, each snippet in a template naming its consent category.
 */

const dist = useFakeDist({
  files: { 'site/index.html': fs.readFileSync(path.resolve('site/index.html'), 'utf8') },
});
const t = useTestApp(() => ({ seed: true, env: { DIST_DIR: dist.dir }, siteRenderer }));

const snippets = {
  google_script:
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>\n' +
    "<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-TEST');</script>",
  yandex_script: 'window.__yandexProbe = true;',
  fb_pixel_script:
    '<script>window.__pixelProbe = true;</script><noscript><img height="1" width="1" src="https://www.facebook.com/tr?id=1&ev=PageView&noscript=1"></noscript>',
};

async function saveSnippets(values: Record<string, string>) {
  const admin = adminClient(t, await t.adminToken());
  const current = (await admin.get('/settings/site')).json().data;
  const saved = await admin.put('/settings/site', { ...current, ...values });
  expect(saved.statusCode).toBe(200);
}

/** The page as a browser builds it (scripting on, as when the consent module would run). */
function parse(html: string) {
  return new JSDOM(html).window.document;
}

/** The script elements a browser would run on its own, and every URL it would fetch for an image. */
function liveScriptsAndImages(document: Document) {
  const scripts = [...document.querySelectorAll('script')].filter(
    (script) => !/^application\/(?:json|ld\+json)$/.test(script.type),
  );
  return {
    scripts: scripts.map((script) => script.outerHTML),
    images: [...document.querySelectorAll('img')].map((image) => image.getAttribute('src')),
  };
}

describe('integration scripts on the public pages', () => {
  it('are sent inert, each in a template naming its consent category, their inline code in the policy', async () => {
    await saveSnippets(snippets);
    for (const url of ['/', '/en', '/egitim-takvimi']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const scriptSources = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1];
      const document = parse(res.body);

      // Nothing of theirs runs or loads before consent.
      const live = liveScriptsAndImages(document);
      for (const text of ['googletagmanager', 'gtag(', '__yandexProbe', '__pixelProbe']) {
        expect(live.scripts.join('\n')).not.toContain(text);
      }
      expect(live.images.filter((src) => src?.includes('facebook'))).toEqual([]);

      // In page order, in the head: Google and Yandex need "analytics", the pixel "marketing".
      const templates = [
        ...document.head.querySelectorAll('template[data-consent]'),
      ] as HTMLTemplateElement[];
      expect(templates.map((x) => `${x.dataset.integration}:${x.dataset.consent}`)).toEqual([
        'google:analytics',
        'yandex:analytics',
        'facebook:marketing',
      ]);
      const [google, yandex, facebook] = templates.map((x) => [...x.content.querySelectorAll('script')]);
      expect(google.map((s) => s.getAttribute('src'))).toEqual([
        'https://www.googletagmanager.com/gtag/js?id=G-TEST',
        null,
      ]);
      expect(google[0].hasAttribute('async')).toBe(true);
      expect(google[1].text).toContain("gtag('config', 'G-TEST')");
      // A bare snippet is wrapped in its script element. The consent module inserts each script: one with an
      // address runs under 'strict-dynamic', inline code by its hash, taken of the text the parser read.
      expect(yandex.map((s) => s.text)).toEqual(['window.__yandexProbe = true;']);
      expect(scriptSources.split(' ').at(-1)).toBe("'strict-dynamic'");
      for (const script of [...google, ...yandex, ...facebook].filter((s) => !s.src)) {
        expect(scriptSources).toContain(scriptHash(script.text));
      }
      expect(templates[2].innerHTML).toContain('facebook.com/tr?id=1');
    }
  });

  it('cannot leave their template: a stray </template> in a snippet is neutralised', async () => {
    await saveSnippets({
      google_script: '',
      yandex_script: '',
      fb_pixel_script: '<p>x</p></template><script>window.__escaped = true;</script><img src="/escaped.png">',
    });
    const document = parse((await t.app.inject({ method: 'GET', url: '/' })).body);
    const live = liveScriptsAndImages(document);
    expect(live.scripts.join('\n')).not.toContain('__escaped');
    expect(live.images).not.toContain('/escaped.png');
    const [template] = [...document.querySelectorAll('template[data-consent]')] as HTMLTemplateElement[];
    expect(template.dataset.consent).toBe('marketing');
    expect(template.content.querySelector('script')?.text).toBe('window.__escaped = true;');
  });

  it('add nothing when none is set, and never reach the login or back office pages', async () => {
    await saveSnippets(snippets);
    for (const url of ['/giris-yap', '/admin']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html).not.toContain('data-consent=');
      expect(html).not.toContain('__yandexProbe');
    }
    await saveSnippets({ google_script: '', yandex_script: '', fb_pixel_script: '' });
    // (The head's own consent check names data-consent-ask; the snippets' templates are data-consent="…".)
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).not.toContain('data-consent=');
  });
});
