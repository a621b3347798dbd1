import type { FastifyInstance } from 'fastify';
import type { ContractDetail, ContractListItem } from '../../../shared/publicApi.js';
import { registerRoutes } from '../../http/routes.js';
import { type PublicContext, pageRoute } from './context.js';
import { fallbackMark, textIn } from './localize.js';
import { kvkkNotice } from '../../services/kvkkSettings.js';
import { addressedPageRoute } from './addressedRecord.js';
import { pageLanguages, pageSlugs } from './pageLanguages.js';
import { loadSlugs, slugIn } from '../../services/seoSlugs.js';

/**
 * The legal texts linked from the footer: the list and one contract's text in the visitor's language. The
 * KVKK notice chosen in the back office is marked (`kvkk_notice`), for the forms to link it.
 */
export async function contractRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/contracts', async (lang): Promise<ContractListItem[]> => {
      const rows = await ctx.db
        .selectFrom('contracts')
        .select(['id', 'name', 'seo_name'])
        .where('deleted_at', 'is', null)
        .orderBy('queue', 'desc')
        .orderBy('id', 'asc')
        .execute();
      const notice = await kvkkNotice(ctx.db);
      const slugs = await loadSlugs(ctx.db, 'contracts');
      return rows.map((row) => ({
        ...row,
        // Its address in this language (issue 30): its own slug here, else the Turkish one.
        seo_name: slugIn(row.seo_name, slugs.get(row.id), lang),
        ...fallbackMark(row.name, lang),
        name: textIn(row.name, lang),
        kvkk_notice: row.id === notice?.id,
      }));
    }),
    addressedPageRoute(ctx, '/api/pages/contract/:seo_name', {
      resource: 'contracts',
      find: (id) =>
        ctx.db
          .selectFrom('contracts')
          .selectAll()
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
      missing: 'Sözleşme bulunamadı',
      detail: async (row, lang): Promise<ContractDetail> => {
        const notice = await kvkkNotice(ctx.db);
        const { seo_names: slugs } = await pageSlugs(ctx, 'contracts', row);
        return {
          id: row.id,
          name: textIn(row.name, lang),
          seo_name: slugIn(row.seo_name, slugs, lang),
          seo_names: slugs,
          kvkk_notice: row.id === notice?.id,
          content: textIn(row.form_data, lang),
          updated_at: row.updated_at,
          ...(await pageLanguages(ctx, lang, row.name)),
        };
      },
    }),
  ]);
}
