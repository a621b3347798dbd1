import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { matchPublicRoute } from '../../../shared/routes.js';
import { uploadsDirOf } from '../../plugins/frontend.js';
import { ShareImageStore } from '../../services/shareImages.js';
import { type HeadInput, pageShareCard } from '../../ssr/pageHead.js';
import { homeSegment, shareCardHash, shareImagePrefix, shareImageType } from '../../ssr/shareCard.js';
import { siteOrigin } from '../../ssr/pageRenderer.js';
import { type PublicContext, activeLanguages } from './context.js';

/** A page's facts read a handful of answers whose paths follow from the route: two rounds find them all. */
const maxRounds = 3;
const aYear = 'public, max-age=31536000, immutable';

/** The answer's `data` of a public GET in a language, from the API's own (cached) handlers; 404 → missing. */
async function loadAnswer(app: FastifyInstance, url: string, lang: string) {
  const response = await app.inject({ method: 'GET', url, cookies: { _lang: lang } });
  if (response.statusCode === 200) return (JSON.parse(response.body) as { data: unknown }).data;
  if (response.statusCode === 404) return undefined;
  throw new Error(`${url} answered ${response.statusCode}`);
}

/**
 * GET /paylasim-gorseli/<lang>/<page path>.jpg: the page's share image (ssr/shareCard.ts). The card is built
 * from the same answers and facts as the page's head, so the image always shows the title og:title states.
 * The JPEG is drawn once per card and kept on disk (services/shareImages.ts); its ETag is the card's digest,
 * so a repeat costs the (cached) answers and no drawing. Asked with the `v` the page points to, it may be
 * kept for a year: an admin write that changes it changes the page's address for it. Any other `v` (an old
 * share) gets today's image for an hour.
 */
export async function shareImageRoutes(app: FastifyInstance, ctx: PublicContext) {
  const store = new ShareImageStore(path.join(ctx.config.dataDir, 'share-images'), {
    uploadsDir: uploadsDirOf(ctx.config),
    distDir: ctx.config.distDir,
  });
  const origin = siteOrigin(ctx.config);

  app.get<{ Params: { '*': string }; Querystring: { v?: string; category?: string } }>(
    `${shareImagePrefix}/*`,
    async (request, reply) => {
      const found = /^([^/]+)\/(.+)\.jpg$/.exec(request.params['*']);
      const lang = found?.[1] ?? '';
      // Every active language's pages have their images (issue 30); an inactive one's pages have moved.
      const languages = (await activeLanguages(ctx)).map((row) => row.abbr);
      if (!found || !languages.includes(lang)) return reply.status(404).send();
      const pagePath = found[2] === homeSegment ? '/' : `/${found[2]}`;
      const route = matchPublicRoute(pagePath);
      if (!route || route.name === 'not_found' || route.name === 'waitlist_offer') {
        return reply.status(404).send();
      }
      const category = route.name === 'products' ? request.query.category : undefined;

      const answers = new Map<string, unknown>();
      const input: HeadInput = {
        route,
        lang,
        origin,
        path: category ? `${pagePath}?${new URLSearchParams({ category })}` : pagePath,
        data: (apiPath) => answers.get(apiPath),
        notFound: false,
        languages,
      };
      for (let round = 0; round < maxRounds; round++) {
        const asked = new Set<string>();
        pageShareCard({
          ...input,
          data: (apiPath) => {
            asked.add(apiPath);
            return answers.get(apiPath);
          },
        });
        const missing = [...asked].filter((apiPath) => !answers.has(apiPath));
        if (missing.length === 0) break;
        await Promise.all(
          missing.map(async (apiPath) => answers.set(apiPath, await loadAnswer(app, apiPath, lang))),
        );
      }
      // A detail page whose record is gone (or unpublished) has no image, as it has no page; the shared
      // answers (titles, company) always exist.
      if (Object.keys(route.params).length > 0 && [...answers.values()].includes(undefined)) {
        return reply.status(404).send();
      }
      const card = pageShareCard(input);

      const hash = shareCardHash(card);
      const etag = `"${hash}"`;
      reply
        .header('etag', etag)
        .header('cache-control', request.query.v === hash ? aYear : 'public, max-age=3600');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(shareImageType).send(await store.image(card));
    },
  );
}
