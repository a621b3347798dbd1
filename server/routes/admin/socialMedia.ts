import type { FastifyInstance } from 'fastify';
import { socialMediaSchema } from '../../../shared/schemas/socialMedia.js';
import type { Db } from '../../db/database.js';
import { validateBody } from '../../http/validate.js';
import { orderedSettingsList } from './orderedSettingsList.js';

/** SPEC §7 /api/admin/settings/social-media: the social icon links of the contact modal and footer. */
export async function socialMediaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  orderedSettingsList(app, db, {
    table: 'social_media',
    base: '/settings/social-media',
    searchColumns: ['name', 'uri'],
    // SPEC §7 sends "PUT (id, uri)": the other fields keep their stored values.
    validate: (_db, body) => validateBody(socialMediaSchema, body),
  });
}
