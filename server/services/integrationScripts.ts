import type { Db } from '../db/database.js';
import { parseJson } from '../db/json.js';
import { escapeHtml } from '../ssr/text.js';

/*
 * The administrator's integration scripts (Google, Yandex, Facebook pixel) go into the <head> of the public
 * site's HTML and nowhere else: never into the login or admin pages, where a third-party script could read
 * the bearer token. They are raw HTML by design (only an administrator with the `integrations` permission can
 * set them). The HTML is built once and kept in memory, per database, until the settings are written again.
 *
 * KVKK: none of them may run, load an image or set a cookie before the visitor consents to its category, and
 * the cached page is the same for everyone, so each snippet is sent inert, inside a <template> (its content is
 * never run, rendered or fetched, with or without JavaScript), and the site's consent module
 * (site/consent/activateIntegrations.ts) brings it to life in the browser once its category is granted. The
 * category names are the ones that module and the consent cookie use. Under the site's CSP the scripts it
 * inserts with an address run ('strict-dynamic'); inline ones run by their hash, which the page's policy
 * lists (server/ssr/pageRenderer.ts hashes the inline scripts of this HTML).
 */
const cache = new WeakMap<Db, Promise<string>>();

/** A snippet pasted as bare JavaScript (without its <script> tag) still runs as the admin meant. */
function asHtml(snippet: string): string {
  const text = snippet.trim();
  if (text === '' || text.startsWith('<')) return text;
  return `<script>${text.replace(/<\/script/gi, '<\\/script')}</script>`;
}

/** Which consent category each snippet needs: Google and Yandex measure visits, the pixel serves advertising. */
const gatedIntegrations = [
  { column: 'google_script', name: 'google', category: 'analytics' },
  { column: 'yandex_script', name: 'yandex', category: 'analytics' },
  { column: 'fb_pixel_script', name: 'facebook', category: 'marketing' },
] as const;

/**
 * The snippet inside a template that nothing runs until the visitor consents. A `</template` in the snippet
 * would end the wrapper early and let the rest run at once: it is broken up (inside a script's string it
 * means the same to JavaScript).
 */
function inert(snippet: string, name: string, category: string): string {
  const html = asHtml(snippet);
  if (html === '') return '';
  const contained = html.replace(/<\/template/gi, '<\\/template');
  return `<template data-consent="${category}" data-integration="${name}">${contained}</template>`;
}

async function load(db: Db): Promise<string> {
  const row = await db
    .selectFrom('site_settings')
    .select(['google_script', 'yandex_script', 'fb_pixel_script', 'keywords'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return '';
  const keywords = parseJson<string[]>(row.keywords, []).filter(
    (word) => typeof word === 'string' && word.trim(),
  );
  const keywordsTag = keywords.length
    ? `<meta name="keywords" content="${escapeHtml(keywords.join(', '))}">`
    : '';
  const scripts = gatedIntegrations.map(({ column, name, category }) => inert(row[column], name, category));
  return [keywordsTag, ...scripts].filter(Boolean).join('\n');
}

/** The keywords meta tag and the (inert) scripts for the public site's <head>; an unreadable database gives no scripts rather than no page. */
export function siteHeadExtras(db: Db): Promise<string> {
  let html = cache.get(db);
  if (!html) {
    html = load(db).catch(() => {
      cache.delete(db);
      return '';
    });
    cache.set(db, html);
  }
  return html;
}

/** Called after the site settings are saved: the next page view reads the new scripts. */
export function refreshSiteHeadExtras(db: Db): void {
  cache.delete(db);
}
