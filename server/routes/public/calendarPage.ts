import type { FastifyInstance } from 'fastify';
import {
  type CalendarWindow,
  calendarWindow,
  readCalendarFilters,
  readCalendarPart,
} from '../../../shared/calendarWindow.js';
import { registerRoutes } from '../../http/routes.js';
import {
  addressedCategory,
  inCategories,
  languageAbbrs,
  loadCatalogue,
  toPublicCategory,
} from './catalogue.js';
import { type PublicContext, pageRoute } from './context.js';

/**
 * GET /api/pages/calendar (issue 31): the education calendar's page of sessions — one or two months, with every
 * month that has sessions named so the page can link to it — instead of the whole catalogue, which
 * /api/pages/products (SPEC) still answers. Query: `category` (a category's seo name, with its sub-categories),
 * `month` (2026-03), `page` (the part of a busy month: it answers that part's sessions alone), `city`, `online=1`,
 * `tumu=1` (every on-request course, not just the first ones).
 */
export async function calendarPageRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/calendar', async (lang, request): Promise<CalendarWindow> => {
      const params = new URL(request.url, 'http://x').searchParams;
      let courses = await loadCatalogue(ctx, lang);
      let mainCategory = null;
      const categoryName = params.get('category');
      if (categoryName) {
        const { category, categories, family } = await addressedCategory(ctx, lang, categoryName);
        courses = courses.filter((course) => inCategories(course, family));
        mainCategory = toPublicCategory(category, categories, lang, await languageAbbrs(ctx));
      }
      return calendarWindow(courses, readCalendarFilters(params), {
        allUnscheduled: params.get('tumu') === '1',
        mainCategory,
        part: readCalendarPart(params.get('page')),
      });
    }),
  ]);
}
