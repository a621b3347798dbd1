import type { FastifyInstance } from 'fastify';
import type { OpenPositionItem } from '../../../shared/publicApi.js';
import { type EmploymentType, employmentTypes } from '../../../shared/schemas/openPosition.js';
import { registerRoutes } from '../../http/routes.js';
import { type PublicContext, pageRoute } from './context.js';
import { fallbackMark, textIn } from './localize.js';
import { shownInDragOrder } from './shownToVisitors.js';

const isEmploymentType = (value: string): value is EmploymentType =>
  (employmentTypes as readonly string[]).includes(value);

/** The careers page's open positions: the active ones, in the back office's order, in the visitor's language. */
export async function openPositionRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/open-positions', async (lang): Promise<OpenPositionItem[]> => {
      const rows = await ctx.db
        .selectFrom('open_positions')
        .select(['id', 'title', 'location', 'employment_type', 'description'])
        .$call(shownInDragOrder)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        ...fallbackMark(row.title, lang),
        title: textIn(row.title, lang),
        location: row.location,
        // The schema admits only the listed types; anything else reads as the commonest one.
        employment_type: isEmploymentType(row.employment_type) ? row.employment_type : 'full_time',
        description: textIn(row.description, lang),
      }));
    }),
  ]);
}
