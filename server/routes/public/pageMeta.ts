import type { FastifyInstance } from 'fastify';
import type { CompanyConfig, PageMetaMap } from '../../../shared/publicApi.js';
import { parseTranslated, pickLang } from '../../db/json.js';
import { demoCompanyConfig } from '../../db/seed/data/site.js';
import type { Translated } from '../../../shared/types.js';
import { registerRoutes } from '../../http/routes.js';
import { type PublicContext, pageRoute } from './context.js';
import { textOrNull } from './localize.js';

/** Page titles and descriptions by route name, and the company configuration the shell needs. */
export async function pageMetaRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/page-meta', async (lang): Promise<PageMetaMap> => {
      const rows = await ctx.db.selectFrom('page_meta').selectAll().orderBy('route_name').execute();
      return Object.fromEntries(
        rows.map((row) => [
          row.route_name,
          { title: textOrNull(row.title, lang), description: textOrNull(row.description, lang) },
        ]),
      );
    }),
    pageRoute(ctx, '/api/pages/company-config', async (lang): Promise<CompanyConfig> => {
      const row = await ctx.db
        .selectFrom('company_config')
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirst();
      // Before anyone saved a configuration, the product's own defaults apply.
      const config = row ?? demoCompanyConfig;
      const names: Translated = row
        ? parseTranslated(row.company_name)
        : { ...demoCompanyConfig.company_name };
      return {
        mainLogoPath: config.main_logo_path,
        favIcoLogoPath: config.fav_ico_logo_path,
        secondLogoPath: config.second_logo_path,
        mainColor: config.main_color,
        secondColor: config.second_color,
        projectCompanyName: config.project_company_name,
        companyName: pickLang(names, lang),
        companyNameTr: pickLang(names, 'tr'),
        companyNameEn: pickLang(names, 'en'),
        projectCompanyUrl: config.project_company_url,
      };
    }),
  ]);
}
