import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contactInformationSchema, contactSections } from '../../../shared/schemas/contactInformation.js';
import { adminMessages } from '../../../shared/schemas/common.js';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
import { applyOrder } from '../../services/reorder.js';
import {
  bodyOf,
  endOfQueue,
  idList,
  offsetOf,
  pageQuery,
  paged,
  searchCondition,
  successMessages,
  targetId,
} from './helpers.js';

const base = '/settings/contact-information';

async function findItem(db: Db, id: number) {
  const row = await db.selectFrom('contact_information').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

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

/** SPEC §7 /api/admin/settings/contact-information: phones, e-mails, addresses, hours and map links. */
export async function contactInformationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const update = async (request: FastifyRequest) => {
    const body = normalise(bodyOf(request));
    const id = targetId(request, body);
    const current = await findItem(db, id);
    // Fields left out keep their value (SPEC §7: "PUT (id and the same fields)").
    const { id: _id, queue: _queue, ...existing } = current;
    const input = await validItem(db, { ...existing, ...body });
    await db.updateTable('contact_information').set(input).where('id', '=', id).execute();
    return { success: true, message: successMessages.updated, data: await findItem(db, id) };
  };
  const remove = async (request: FastifyRequest) => {
    const id = targetId(request, bodyOf(request));
    const item = await findItem(db, id);
    await db.deleteFrom('contact_information').where('id', '=', id).execute();
    return { success: true, message: successMessages.deleted, data: item };
  };
  const reorder = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const ids = idList(body, 'queue');
    // Optionally within one kind, so a list filtered by section cannot reorder items it does not show.
    const section = typeof body.section === 'string' && body.section !== '' ? body.section : undefined;
    if (section !== undefined && !(contactSections as readonly string[]).includes(section)) {
      throw new HttpError(422, validationFailedMessage, { section: adminMessages.choice });
    }
    await applyOrder(
      db,
      'contact_information',
      ids,
      section ? { column: 'section', value: section } : undefined,
    );
    return { success: true, message: successMessages.changed, data: { queue: ids } };
  };

  registerRoutes(app, [
    {
      method: 'GET',
      url: base,
      access: 'settings',
      handler: async (request) => {
        // Orderable lists are dragged as a whole, so the default page holds all of a normal list.
        const q = pageQuery(request.query, 100, 500);
        const { section, lang } = request.query as Record<string, unknown>;
        const filtered = db
          .selectFrom('contact_information')
          .$if(typeof section === 'string' && section !== '', (qb) =>
            qb.where('section', '=', String(section)),
          )
          .$if(typeof lang === 'string' && lang !== '', (qb) => qb.where('lang', '=', String(lang)))
          .$if(q.search !== '', (qb) => qb.where(searchCondition(db, ['name', 'content'], q.search)));
        const { total } = await filtered
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow();
        const items = await filtered
          .selectAll()
          .orderBy('queue', 'desc')
          .orderBy('id', 'asc')
          .limit(q.perPage)
          .offset(offsetOf(q))
          .execute();
        return { success: true, data: paged(items, Number(total), q) };
      },
    },
    {
      method: 'GET',
      url: `${base}/:id`,
      access: 'settings',
      handler: async (request) => ({ success: true, data: await findItem(db, targetId(request, {})) }),
    },
    {
      method: 'POST',
      url: base,
      access: 'settings',
      handler: async (request, reply) => {
        const input = await validItem(db, normalise(bodyOf(request)));
        const row = await db
          .insertInto('contact_information')
          .values({ ...input, queue: await endOfQueue(db, 'contact_information') })
          .returning('id')
          .executeTakeFirstOrThrow();
        reply.status(201);
        return { success: true, message: successMessages.created, data: await findItem(db, row.id) };
      },
    },
    { method: 'PUT', url: base, access: 'settings', handler: update },
    { method: 'PUT', url: `${base}/:id`, access: 'settings', handler: update },
    { method: 'DELETE', url: base, access: 'settings', handler: remove },
    { method: 'DELETE', url: `${base}/:id`, access: 'settings', handler: remove },
    { method: 'POST', url: `${base}/queue`, access: 'settings', handler: reorder },
    { method: 'PUT', url: `${base}/queue`, access: 'settings', handler: reorder },
  ]);
}
