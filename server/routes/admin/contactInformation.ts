import type { FastifyInstance } from 'fastify';
import { contactInformationSchema, contactSections } from '../../../shared/schemas/contactInformation.js';
import { adminMessages } from '../../../shared/schemas/common.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
import { orderedSettingsList } from './orderedSettingsList.js';

/** SPEC §7 sends the content as `content_data`; the record (and the form) call it `content`. */
function normalise(body: Record<string, unknown>): Record<string, unknown> {
  const { content_data, ...rest } = body;
  return content_data === undefined ? rest : { ...rest, content: content_data };
}

async function validItem(db: Db, body: Record<string, unknown>) {
  const input = await validateBody(contactInformationSchema, body);
  const language = await db
    .selectFrom('languages')
    .select('id')
    .where('abbr', '=', input.lang)
    .executeTakeFirst();
  if (!language) throw new HttpError(422, validationFailedMessage, { lang: adminMessages.language });
  return input;
}

/**
 * SPEC §7 /api/admin/settings/contact-information: phones, e-mails, addresses, hours and map links, listed
 * and reordered by section and language.
 */
export async function contactInformationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  orderedSettingsList(app, db, {
    table: 'contact_information',
    base: '/settings/contact-information',
    searchColumns: ['name', 'content'],
    filterColumns: ['section', 'lang'],
    reorderScope: { column: 'section', values: contactSections },
    normalise,
    validate: validItem,
  });
}
