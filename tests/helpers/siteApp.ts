import fs from 'node:fs';
import path from 'node:path';
import * as site from '../../site/entry-server.js';
import { createFakeDist } from './fakeDist.js';
import { createTestApp, type TestApp } from './testApp.js';

/** The public origin a site test app answers for (absolute addresses, og:url, preview links). */
export const siteOrigin = 'https://akademi.example';

/**
 * A seeded test app that renders the public pages on the server as production does: the real template
 * (site/index.html) in a stand-in build folder and the real renderer. `onRender` is told of every render
 * with its input (cache tests count them; the route loaders' test reads what each render missed). `loadPageData`
 * stands in for the site's route loaders (site/data/routeLoaders.ts). Its `close` also removes the build folder.
 */
export async function createSiteTestApp(
  options: { onRender?: (input: site.RenderInput) => void; loadPageData?: typeof site.loadPageData } = {},
): Promise<TestApp> {
  const siteHtml = fs.readFileSync(path.resolve('site/index.html'), 'utf8');
  const dist = createFakeDist({ files: { 'site/index.html': siteHtml } });
  const t = await createTestApp({
    seed: true,
    env: { DIST_DIR: dist.dir, PUBLIC_URL: siteOrigin },
    siteRenderer: {
      prePaintScript: site.prePaintScript,
      renderPage: (input: site.RenderInput) => {
        options.onRender?.(input);
        return site.renderPage(input);
      },
      loadPageData: options.loadPageData ?? site.loadPageData,
    },
  });
  return {
    ...t,
    close: async () => {
      try {
        await t.close();
      } finally {
        dist.remove();
      }
    },
  };
}

/** The first group of `pattern` in `html`. */
export const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** A `<meta name|property="…">`'s content. */
export const metaOf = (html: string, name: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The alt of the first <img> showing `src`; undefined when there is none, null when it has no alt. */
export const altOfImage = (html: string, src: string) => {
  const tag = new RegExp(`<img[^>]*src="${escapeRegExp(src)}"[^>]*>`).exec(html)?.[0];
  return tag === undefined ? undefined : (attr(tag, /alt="([^"]*)"/) ?? null);
};
