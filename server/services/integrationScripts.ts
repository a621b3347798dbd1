import type { Db } from '../db/database.js';
import { parseJson } from '../db/json.js';
import { escapeHtml } from '../ssr/text.js';
import { markScriptsWithNonce, withoutNoncePlaceholder } from '../ssr/scriptNonces.js';

/*
 * The administrator's integration scripts (Google, Yandex, Facebook pixel) go into the <head> of the public
 * site's HTML and nowhere else: never into the login or admin pages, where a third-party script could read
 * the bearer token. They are raw HTML by design (only an administrator with the `integrations` permission can
 * set them). The HTML is built once and kept in memory, per database, until the settings are written again.
 */
const cache = new WeakMap<Db, Promise<string>>();

/**
 * A snippet pasted as bare JavaScript (without its <script> tag) still runs as the admin meant; every script
 * gets the page's CSP nonce (the public site's policy runs no script without it).
 */
function asHtml(snippet: string): string {
  const text = snippet.trim();
  if (text === '') return '';
  if (text.startsWith('<')) return markScriptsWithNonce(text);
  return markScriptsWithNonce(`<script>${text.replace(/<\/script/gi, '<\\/script')}</script>`);
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
    ? `<meta name="keywords" content="${escapeHtml(withoutNoncePlaceholder(keywords.join(', ')))}">`
    : '';
  return [keywordsTag, ...[row.google_script, row.yandex_script, row.fb_pixel_script].map(asHtml)]
    .filter(Boolean)
    .join('\n');
}

/** The keywords meta tag and the scripts for the public site's <head>; an unreadable database gives no scripts rather than no page. */
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
