import type { FastifyInstance } from 'fastify';
import { parseKeywords, siteSettingsSchema } from '../../../shared/schemas/siteSettings.js';
import type { SiteSettings } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../db/json.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { refreshSiteHeadExtras } from '../../services/integrationScripts.js';

export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const row = await db.selectFrom('site_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    google_script: row?.google_script ?? '',
    yandex_script: row?.yandex_script ?? '',
    fb_pixel_script: row?.fb_pixel_script ?? '',
    keywords: parseJson<string[]>(row?.keywords, []),
  };
}

/** The integration scripts and keywords (SPEC §7 settings/site). Only administrators may read or change them. */
export async function siteSettingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/settings/site',
      access: 'integrations',
      handler: async () => ({ success: true, data: await readSiteSettings(db) }),
    },
    {
      method: 'PUT',
      url: '/settings/site',
      access: 'integrations',
      handler: async (request) => {
        const body = { ...(request.body as Record<string, unknown>) };
        body.keywords = parseKeywords(body.keywords);
        const input = await validateBody(siteSettingsSchema, body);
        const values = {
          ...input,
          keywords: JSON.stringify(input.keywords),
          updated_at: new Date().toISOString(),
        };
        await db
          .insertInto('site_settings')
          .values({ id: 1, ...values })
          .onConflict((oc) => oc.column('id').doUpdateSet(values))
          .execute();
        refreshSiteHeadExtras(db);
        return { success: true, message: 'Güncellendi!', data: await readSiteSettings(db) };
      },
    },
  ]);
}
