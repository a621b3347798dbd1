import type { FastifyInstance } from 'fastify';
import { kvkkSettingsSchema, type RetentionPurge } from '../../../shared/schemas/kvkkSettings.js';
import { adminMessages } from '../../../shared/schemas/common.js';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../db/json.js';
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { requireEveryField, validateBody, validationFailedMessage } from '../../http/validate.js';
import { readKvkkSettings, saveKvkkSettings } from '../../services/kvkkSettings.js';
import { bodyOf, successMessages } from './helpers.js';

const kvkkFields = Object.keys(kvkkSettingsSchema.fields);

/** How many of the latest purges the back office shows. */
export const purgeLogLength = 50;

/**
 * /settings/kvkk: the KVKK notice (a contract) and the retention periods, and the log of what the retention
 * job deleted. Administrators only, like the other settings.
 */
export async function kvkkRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/settings/kvkk',
      access: 'settings',
      handler: async () => ({ success: true, data: await readKvkkSettings(db) }),
    },
    {
      method: 'PUT',
      url: '/settings/kvkk',
      access: 'settings',
      handler: async (request) => {
        const body = bodyOf(request);
        // The three are saved together: a body that forgets a period must not turn it into "forever".
        requireEveryField(body, kvkkFields);
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
          // 0 and empty both mean "keep forever".
          application_retention_months: input.application_retention_months || null,
          contact_retention_months: input.contact_retention_months || null,
        });
        return { success: true, message: successMessages.updated, data: await readKvkkSettings(db) };
      },
    },
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
          ids: parseJson<number[]>(row.ids, []),
        }));
        return { success: true, data: { items, total: items.length } };
      },
    },
  ]);
}
