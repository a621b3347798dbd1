import type { FastifyInstance } from 'fastify';
import {
  parseKeywords,
  siteSettingsSchema,
  waitlistSettingsFields,
} from '../../../shared/schemas/siteSettings.js';
import type { SiteSettings } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../db/json.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { settingsFormRoutes } from './settingsForm.js';
import { refreshSiteHeadExtras } from '../../services/integrationScripts.js';
import { securityEvent } from '../../services/securityEvents.js';
import { saveSingleRow } from '../../services/singleRow.js';
import { defaultTrashRetentionDays } from '../../services/trashRetention.js';
import { waitlistSettings } from '../../services/waitlistOffers.js';

export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const row = await db.selectFrom('site_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  const waitlist = await waitlistSettings(db);
  return {
    google_script: row?.google_script ?? '',
    yandex_script: row?.yandex_script ?? '',
    fb_pixel_script: row?.fb_pixel_script ?? '',
    keywords: parseJson<string[]>(row?.keywords, []),
    trash_retention_days: row?.trash_retention_days ?? defaultTrashRetentionDays,
    // The waiting list's hold and the statuses that e-mail the visitor (issue 29).
    waitlist_hold_hours: waitlist.holdHours,
    confirmation_mail_statuses: waitlist.confirmationStatuses,
  };
}

const siteSettingsFields = Object.keys(siteSettingsSchema.fields);

/**
 * The fields a save must carry; the trash's period (issue 28) and the waiting list's fields (issue 29) came
 * later, so a body without them keeps them.
 */
const laterFields = new Set(['trash_retention_days', ...Object.keys(waitlistSettingsFields)]);
const requiredFields = siteSettingsFields.filter((field) => !laterFields.has(field));

const integrationScriptFields = ['google_script', 'yandex_script', 'fb_pixel_script'] as const;

/**
 * The integration scripts and keywords (SPEC §7 settings/site). Only administrators may read or change them.
 * An update changes the fields it carries: the back office sends all four, and a body that forgets one (or
 * carries only junk) must not wipe the scripts every public page loads.
 */
export async function siteSettingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoutes(
    app,
    settingsFormRoutes({
      url: '/settings/site',
      access: 'integrations',
      read: () => readSiteSettings(db),
      // The four fields are replaced together: a body that leaves one out is refused (issue 12: a junk or
      // partial body once wiped every integration script). The back office always sends all four.
      required: requiredFields,
      save: async (body, request) => {
        const current = await readSiteSettings(db);
        const merged: Record<string, unknown> = { ...current };
        for (const field of siteSettingsFields) if (body[field] !== undefined) merged[field] = body[field];
        if (body.keywords !== undefined) merged.keywords = parseKeywords(body.keywords);
        // A list in JSON, or "confirmed,cancelled" in form data (an empty text: no status e-mails).
        if (body.confirmation_mail_statuses !== undefined) {
          merged.confirmation_mail_statuses = parseKeywords(body.confirmation_mail_statuses);
        }
        const input = await validateBody(siteSettingsSchema, merged);
        await saveSingleRow(db, 'site_settings', {
          ...input,
          keywords: JSON.stringify(input.keywords),
          confirmation_mail_statuses: JSON.stringify([...new Set(input.confirmation_mail_statuses)]),
        });
        refreshSiteHeadExtras(db);
        // Which scripts changed, not their text: that is what runs on every public page, worth an event.
        const changed = integrationScriptFields.filter((field) => current[field] !== input[field]);
        if (changed.length > 0) securityEvent(request, 'integration_scripts.changed', { fields: changed });
      },
    }),
  );
}
