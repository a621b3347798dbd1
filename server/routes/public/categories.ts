import type { FastifyInstance } from 'fastify';
import type { PublicCategory } from '../../../shared/publicApi.js';
import { registerRoutes } from '../../http/routes.js';
import { categoriesIn, languageAbbrs, toPublicCategory } from './catalogue.js';
import { type PublicContext, pageRoute, queryValue } from './context.js';

/** The category tree: main categories with one level of sub-categories, optionally of one section. */
export async function categoryRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/categories', async (lang, request): Promise<PublicCategory[]> => {
      const section = queryValue(request, 'section');
      const categories = (await categoriesIn(ctx, lang)).filter((row) => !section || row.section === section);
      const languages = await languageAbbrs(ctx);
      return categories
        .filter((row) => row.parent_id === null)
        .map((row) => toPublicCategory(row, categories, lang, languages));
    }),
  ]);
}
