import type { AdminProduct } from '../../../shared/schemas/product.js';
import {
  daysBetween,
  istanbulDayOf,
  productCloneMessages,
  productCloneSchema,
  shiftInstant,
} from '../../../shared/schemas/productClone.js';
import type { Db } from '../../db/database.js';
import { parseTranslated } from '../../db/json.js';
import { notFound } from '../../http/errors.js';
import type { RouteDef } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import type { ImageStore } from '../../services/images.js';
import { queueAfter, resolveSeoName, rethrowSeoRace } from './catalogueHelpers.js';
import { bodyOf, idParam } from './helpers.js';

/*
 * POST /products/:id/clone (issue 28): a course copied for its next term. The copy is a draft with the same
 * texts, category, brand, instructors and SEO fields, a free seo_name made from the title, its gallery
 * COPIED (new files and rows: trashing or deleting either course never takes the other's images), and the
 * sessions moved by whole days so that the first starts on `starts_at` (times in Turkey, places, online flag
 * and seats kept). Pre-registrations stay with the original.
 */

/** How many days the sessions move: from the day the earliest one starts (in Turkey) to `startsAt`. */
function shiftOf(sessions: { starts_at: string }[], startsAt: string): number {
  const earliest = sessions.map((session) => session.starts_at).sort()[0];
  return earliest === undefined ? 0 : daysBetween(istanbulDayOf(earliest), startsAt);
}

async function cloneCourse(db: Db, store: ImageStore, id: number, startsAt: string): Promise<number> {
  const original = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!original) throw notFound();
  const [sessions, instructors, files] = await Promise.all([
    db.selectFrom('product_sessions').selectAll().where('product_id', '=', id).orderBy('id').execute(),
    db.selectFrom('product_instructors').selectAll().where('product_id', '=', id).execute(),
    db
      .selectFrom('files')
      .selectAll()
      .where('owner_type', '=', 'product')
      .where('owner_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  const days = shiftOf(sessions, startsAt);
  const seoName = await resolveSeoName(db, 'products', '', parseTranslated(original.title).tr ?? '');
  // Every other column (texts, category, brand, SEO fields, flags, alt texts…) is copied as it is.
  const {
    id: _id,
    seo_name: _seoName,
    queue: _queue,
    created_at: _created,
    updated_at: _updated,
    deleted_at: _deleted,
    ...copied
  } = original as typeof original & { deleted_at?: unknown };

  return store.withCopies(
    files.map((file) => file.path),
    (copyOf) =>
      db.transaction().execute(async (trx) => {
        const low = await trx
          .selectFrom('products')
          .select((eb) => eb.fn.min<number | null>('queue').as('low'))
          .where('section', '=', original.section)
          .executeTakeFirst();
        const now = new Date().toISOString();
        const { id: copyId } = await trx
          .insertInto('products')
          .values({
            ...copied,
            seo_name: seoName,
            is_published: 0,
            queue: queueAfter(low?.low),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (sessions.length > 0) {
          await trx
            .insertInto('product_sessions')
            .values(
              sessions.map(({ id: _sessionId, product_id: _productId, ...session }) => ({
                ...session,
                product_id: copyId,
                starts_at: shiftInstant(session.starts_at, days),
                ends_at: shiftInstant(session.ends_at, days),
              })),
            )
            .execute();
        }
        if (instructors.length > 0) {
          await trx
            .insertInto('product_instructors')
            .values(instructors.map((link) => ({ ...link, product_id: copyId })))
            .execute();
        }
        const fileRows = files.flatMap(({ id: _fileId, owner_id: _ownerId, ...file }) => {
          const path = copyOf.get(file.path);
          return path ? [{ ...file, owner_id: copyId, path, created_at: now }] : [];
        });
        if (fileRows.length > 0) await trx.insertInto('files').values(fileRows).execute();
        return copyId;
      }),
  );
}

/** The route, mounted with the other course routes; `find` answers the copy as GET /products/:id does. */
export const cloneCourseRoute = (
  db: Db,
  store: ImageStore,
  find: (id: number) => Promise<AdminProduct>,
): RouteDef => ({
  method: 'POST',
  url: '/products/:id/clone',
  access: 'content',
  handler: async (request, reply) => {
    const id = idParam(request);
    const input = await validateBody(productCloneSchema, bodyOf(request));
    const copyId = await cloneCourse(db, store, id, input.starts_at).catch(rethrowSeoRace);
    reply.status(201);
    return { success: true, message: productCloneMessages.cloned, data: await find(copyId) };
  },
});
