import type { FastifyInstance } from 'fastify';
import type { ContractDetail, ContractListItem } from '../../../shared/publicApi.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { type PublicContext, answer, routeParam } from './context.js';
import { fallbackMark, textIn } from './localize.js';
import { kvkkNotice } from '../../services/kvkkSettings.js';
import { pageLanguages } from './pageLanguages.js';

/**
 * The legal texts linked from the footer: the list and one contract's text in the visitor's language. The
 * KVKK notice chosen in the back office is marked (`kvkk_notice`), for the forms to link it.
 */
export async function contractRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/api/pages/contracts',
      handler: (request, reply) =>
        answer(ctx, request, reply, async (lang): Promise<ContractListItem[]> => {
          const rows = await ctx.db
            .selectFrom('contracts')
            .select(['id', 'name', 'seo_name'])
            .where('deleted_at', 'is', null)
            .orderBy('queue', 'desc')
            .orderBy('id', 'asc')
            .execute();
          const notice = await kvkkNotice(ctx.db);
          return rows.map((row) => ({
            ...row,
            ...fallbackMark(row.name, lang),
            name: textIn(row.name, lang),
            kvkk_notice: row.id === notice?.id,
          }));
        }),
    },
    {
      method: 'GET',
      url: '/api/pages/contract/:seo_name',
      handler: (request, reply) =>
        answer(ctx, request, reply, async (lang): Promise<ContractDetail> => {
          const row = await ctx.db
            .selectFrom('contracts')
            .selectAll()
            .where('seo_name', '=', routeParam(request, 'seo_name'))
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!row) throw notFound('Sözleşme bulunamadı');
          const notice = await kvkkNotice(ctx.db);
          return {
            id: row.id,
            name: textIn(row.name, lang),
            seo_name: row.seo_name,
            kvkk_notice: row.id === notice?.id,
            content: textIn(row.form_data, lang),
            updated_at: row.updated_at,
            ...(await pageLanguages(ctx, lang, row.name)),
          };
        }),
    },
  ]);
}
