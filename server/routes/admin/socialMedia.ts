import type { FastifyInstance, FastifyRequest } from 'fastify';
import { socialMediaSchema } from '../../../shared/schemas/socialMedia.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
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

const base = '/settings/social-media';

async function findItem(db: Db, id: number) {
  const row = await db.selectFrom('social_media').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** SPEC §7 /api/admin/settings/social-media: the social icon links of the contact modal and footer. */
export async function socialMediaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const update = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const id = targetId(request, body);
    const { id: _id, queue: _queue, ...existing } = await findItem(db, id);
    // SPEC §7 sends "PUT (id, uri)": a field left out keeps its value.
    const input = await validateBody(socialMediaSchema, { ...existing, ...body });
    await db.updateTable('social_media').set(input).where('id', '=', id).execute();
    return { success: true, message: successMessages.updated, data: await findItem(db, id) };
  };
  const remove = async (request: FastifyRequest) => {
    const id = targetId(request, bodyOf(request));
    const item = await findItem(db, id);
    await db.deleteFrom('social_media').where('id', '=', id).execute();
    return { success: true, message: successMessages.deleted, data: item };
  };
  const reorder = async (request: FastifyRequest) => {
    const ids = idList(bodyOf(request), 'queue');
    await applyOrder(db, 'social_media', ids);
    return { success: true, message: successMessages.changed, data: { queue: ids } };
  };

  registerRoutes(app, [
    {
      method: 'GET',
      url: base,
      access: 'settings',
      handler: async (request) => {
        const q = pageQuery(request.query, 100, 500);
        const filtered = db
          .selectFrom('social_media')
          .$if(q.search !== '', (qb) => qb.where(searchCondition(db, ['name', 'uri'], q.search)));
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
        const input = await validateBody(socialMediaSchema, bodyOf(request));
        const row = await db
          .insertInto('social_media')
          .values({ ...input, queue: await endOfQueue(db, 'social_media') })
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
