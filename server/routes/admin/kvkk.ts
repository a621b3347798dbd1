import type { FastifyInstance } from 'fastify';
import {
  kvkkSettingsSchema,
  retentionUnitOf,
  type RetentionPurge,
  type RetentionRunItem,
} from '../../../shared/schemas/kvkkSettings.js';
import { adminMessages } from '../../../shared/schemas/common.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../db/json.js';
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
import { readKvkkSettings, saveKvkkSettings } from '../../services/kvkkSettings.js';
import { previewExpired, purgeExpired } from '../../services/retention.js';
import { settingsFormRoutes } from './settingsForm.js';

const kvkkFields = Object.keys(kvkkSettingsSchema.fields);

/** How many of the latest purges the back office shows. */
export const purgeLogLength = 50;

export const purgeDoneMessage = 'Saklama süresi dolan kayıtlar temizlendi';

/** 0 and empty both mean "keep forever". */
const periodOrForever = (value: number | null | undefined) => value || null;

/**
 * /settings/kvkk: the KVKK notice (a contract) and the retention periods, the log of what the retention job
 * purged, and the job on demand: a dry run that counts what it would purge, and a run. Administrators only,
 * like the other settings.
 */
export async function kvkkRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  registerRoutes(app, [
    ...settingsFormRoutes({
      url: '/settings/kvkk',
      access: 'settings',
      read: () => readKvkkSettings(db),
      // All are saved together: a body that forgets a period must not turn it into "forever".
      required: kvkkFields,
      save: async (body) => {
        const input = await validateBody(kvkkSettingsSchema, body);
        if (input.notice_contract_id !== null) {
          const contract = await db
            .selectFrom('contracts')
            .select('id')
            .where('id', '=', input.notice_contract_id)
            // A contract in the trash is not on the site: it cannot be the notice the forms link.
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!contract) {
            throw new HttpError(422, validationFailedMessage, { notice_contract_id: adminMessages.choice });
          }
        }
        await saveKvkkSettings(db, {
          notice_contract_id: input.notice_contract_id,
          application_retention_months: periodOrForever(input.application_retention_months),
          contact_retention_months: periodOrForever(input.contact_retention_months),
          pre_registration_retention_months: periodOrForever(input.pre_registration_retention_months),
          outbox_retention_days: periodOrForever(input.outbox_retention_days),
          audit_personal_retention_months: periodOrForever(input.audit_personal_retention_months),
        });
      },
    }),
    {
      method: 'GET',
      url: '/settings/kvkk/purges',
      access: 'settings',
      handler: async () => {
        const rows = await db
          .selectFrom('retention_purges')
          .selectAll()
          .orderBy('purged_at', 'desc')
          .orderBy('id', 'desc')
          .limit(purgeLogLength)
          .execute();
        const items: RetentionPurge[] = rows.map((row) => ({
          ...row,
          unit: retentionUnitOf(row.kind),
          ids: parseJson<number[]>(row.ids, []),
        }));
        return { success: true, data: { items, total: items.length } };
      },
    },
    {
      method: 'GET',
      url: '/settings/kvkk/purge-preview',
      access: 'settings',
      handler: async () => ({ success: true, data: { items: await previewExpired(db) } }),
    },
    {
      method: 'POST',
      url: '/settings/kvkk/purge',
      access: 'settings',
      // The daily job's own code: safe beside the job or another instance running at the same moment.
      handler: async () => {
        const results = await purgeExpired(db, config.uploadsRoot);
        const items: RetentionRunItem[] = results.map(({ kind, ids, files }) => ({
          kind,
          count: ids.length,
          files,
        }));
        return { success: true, message: purgeDoneMessage, data: { items } };
      },
    },
  ]);
}
