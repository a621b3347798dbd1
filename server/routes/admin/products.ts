import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import * as yup from 'yup';
import { keyField, optionalIdField } from '../../../shared/schemas/catalogueFields.js';
import {
  type AdminProduct,
  type AdminProductListItem,
  type AdminSession,
  defaultProductSection,
  prepareProductBody,
  productMessages,
  productQueueSchema,
  productSchema,
  type SelectOption,
} from '../../../shared/schemas/product.js';
import type { Translated } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { parseTranslated, pickLang, toJson } from '../../db/json.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { fieldError, validateBody } from '../../http/validate.js';
import { applyOrder } from '../../services/reorder.js';
import {
  imageStoreOf,
  pageOfMatches,
  queueAfter,
  resolveSlugs,
  rethrowSeoRace,
  sanitizeTranslated,
  textsOf,
} from './catalogueHelpers.js';
import { trashRoutes, trashScope } from './contentTrash.js';
import { takesMember } from './categoryMembers.js';
import { bodyOf, idParam, recordExists, recordRoute, successMessages } from './helpers.js';
import { listQuerystring, orderableListMax, pageQuery, paged } from './listQuery.js';
import { requestedSort, sortRows } from './listSort.js';
import type { AdminRouteOptions } from './options.js';
import { coverOf, listFiles } from './productFiles.js';
import { cloneCourseRoute } from './productClone.js';
import { rememberOldAddress } from '../../services/oldAddresses.js';
import { loadSlugs, writeSlugs } from '../../services/seoSlugs.js';
import { holdsSeat, seatsBelowTakenMessage, seatsTaken } from '../../services/preRegistrations.js';
import { offerFreedSeatsOfCourse } from '../../services/waitlistOffers.js';
import { siteOrigin } from '../../ssr/pageRenderer.js';
import { parseCourseFaq } from '../../services/courseFaq.js';

/*
 * Courses of the education calendar (SPEC §7 products). The list is paged from 1, section `educations` by
 * default, searchable (Turkish-aware, over the titles in every language and the seo_name) and filterable by
 * category (a main category includes its sub-categories).
 */

const listQuerySchema = yup.object({
  section: keyField(defaultProductSection),
  category_id: optionalIdField(),
});

/** A per-language text that has no language at all is stored as NULL (not set), as before translation. */
const orNull = (value: Translated | undefined): string | null =>
  value && Object.keys(value).length > 0 ? toJson(value) : null;

async function findProduct(db: Db, id: number): Promise<AdminProduct> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [sessionRows, registrations, instructors, files, slugs] = await Promise.all([
    db
      .selectFrom('product_sessions')
      .select(['id', 'starts_at', 'ends_at', 'place', 'is_online', 'seats'])
      .where('product_id', '=', id)
      .orderBy('starts_at')
      .orderBy('id')
      .execute(),
    preRegistrationsPerSession(db, id),
    db
      .selectFrom('product_instructors')
      .select('instructor_id')
      .where('product_id', '=', id)
      .orderBy('queue', 'desc')
      .orderBy('instructor_id')
      .execute(),
    listFiles(db, 'product', [id]),
    loadSlugs(db, 'products', [id]),
  ]);
  const gallery = files.get(id) ?? [];
  const sessions = sessionRows.map((session): AdminSession => ({
    ...session,
    pre_registration_count: registrations.get(session.id)?.count ?? 0,
    seats_taken: registrations.get(session.id)?.seatsTaken ?? 0,
  }));
  return {
    id: row.id,
    section: row.section,
    category_id: row.category_id,
    brand_id: row.brand_id,
    seo_name: row.seo_name,
    seo_names: slugs.get(id) ?? {},
    title: parseTranslated(row.title),
    summary: parseTranslated(row.summary),
    description: parseTranslated(row.description),
    seo_title: parseTranslated(row.seo_title),
    seo_description: parseTranslated(row.seo_description),
    duration: parseTranslated(row.duration),
    price: parseTranslated(row.price),
    is_popular: row.is_popular,
    is_published: row.is_published,
    queue: row.queue,
    instructor_ids: instructors.map((item) => item.instructor_id),
    sessions,
    faq: parseCourseFaq(row.faq),
    files: gallery,
    cover_url: coverOf(gallery),
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

/**
 * Per session of a course: how many pre-registrations it has (every status, waiting list included: what the
 * office finds in Ön Kayıtlar filtered by that session) and the seats they hold (holdsSeat, as the site
 * counts them).
 */
async function preRegistrationsPerSession(db: Db, productId: number) {
  const rows = await db
    .selectFrom('pre_registrations')
    .select((eb) => [
      'session_id',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn
        .sum<number | string | null>(eb.case().when(holdsSeat(eb)).then(eb.ref('participants')).else(0).end())
        .as('seats_taken'),
    ])
    .where('product_id', '=', productId)
    .where('session_id', 'is not', null)
    .groupBy('session_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.session_id as number,
      { count: Number(row.count), seatsTaken: Number(row.seats_taken ?? 0) },
    ]),
  );
}

/** Validates a course, checks what it points at, and prepares the row, its sessions and its instructors. */
async function productInput(db: Db, request: FastifyRequest, exceptId?: number) {
  const raw = prepareProductBody(bodyOf(request));
  const input = await validateBody(productSchema, raw);

  // A category in the trash takes no courses, unless the course is already there (an edit in the trash).
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', input.category_id)
    .where(takesMember('products', exceptId))
    .executeTakeFirst();
  if (!category) throw fieldError('category_id', productMessages.categoryNotFound);
  if (input.brand_id !== null && !(await recordExists(db, 'brands', input.brand_id))) {
    throw fieldError('brand_id', productMessages.brandNotFound);
  }
  const instructorIds = [...new Set(input.instructor_ids)];
  if (instructorIds.length > 0) {
    const found = await db.selectFrom('instructors').select('id').where('id', 'in', instructorIds).execute();
    if (found.length !== instructorIds.length) {
      throw fieldError('instructor_ids', productMessages.instructorNotFound);
    }
  }
  const { seoName, slugs } = await resolveSlugs(db, 'products', input, input.title.tr ?? '', raw, exceptId);
  return {
    values: {
      section: input.section,
      category_id: input.category_id,
      brand_id: input.brand_id,
      seo_name: seoName,
      title: toJson(input.title),
      summary: toJson(input.summary),
      description: toJson(sanitizeTranslated(input.description)),
      seo_title: toJson(input.seo_title),
      seo_description: toJson(input.seo_description),
      duration: orNull(input.duration),
      price: orNull(input.price),
      is_popular: input.is_popular,
      is_published: input.is_published,
      // Like the lists below: kept on an update that does not send it, replaced as a whole when sent.
      ...(exceptId === undefined || raw.faq !== undefined ? { faq: toJson(input.faq) } : {}),
    },
    sessions: input.sessions,
    instructorIds,
    // The other languages' slugs (issue 30).
    slugs,
    // On update, a list that was not sent at all is left as it is; one that was sent replaces the old one.
    replaceSessions: exceptId === undefined || raw.sessions !== undefined,
    replaceInstructors: exceptId === undefined || raw.instructor_ids !== undefined,
  };
}

type ProductInput = Awaited<ReturnType<typeof productInput>>;

/**
 * Makes the course's sessions the given list: a session sent with its id is updated in place (so what points
 * at it, a pre-registration, stays attached), one without an id is added, and the ones not sent are removed.
 * An id that is not one of this course's sessions is treated as a new session.
 */
async function writeSessions(trx: Db, productId: number, sessions: ProductInput['sessions']) {
  const existing = new Set(
    (await trx.selectFrom('product_sessions').select('id').where('product_id', '=', productId).execute()).map(
      (row) => row.id,
    ),
  );
  const kept = new Set<number>();
  const added = [];
  const limited: { index: number; id: number; seats: number }[] = [];
  for (const [index, session] of sessions.entries()) {
    const values = {
      starts_at: session.starts_at,
      ends_at: session.ends_at,
      place: session.place || null,
      is_online: session.is_online,
      seats: session.seats ?? null,
    };
    if (session.id && existing.has(session.id) && !kept.has(session.id)) {
      kept.add(session.id);
      await trx.updateTable('product_sessions').set(values).where('id', '=', session.id).execute();
      if (values.seats !== null) limited.push({ index, id: session.id, seats: values.seats });
    } else {
      added.push({ product_id: productId, ...values });
    }
  }
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length > 0) await trx.deleteFrom('product_sessions').where('id', 'in', removed).execute();
  if (added.length > 0) await trx.insertInto('product_sessions').values(added).execute();
  await refuseSeatsBelowTaken(trx, limited);
}

/**
 * Refuses (422, under `sessions[i].seats`) a stored session whose seats are now fewer than its registrations
 * hold. Counted after the session's row is updated in the same transaction: on PostgreSQL a registration
 * running meanwhile waits on that row (registerForSession locks it) and then sees the new seats, so the two
 * can never together oversell the session.
 */
async function refuseSeatsBelowTaken(trx: Db, sessions: { index: number; id: number; seats: number }[]) {
  const taken = await seatsTaken(trx, { sessionIds: sessions.map((session) => session.id) });
  const errors: Record<string, string> = {};
  for (const session of sessions) {
    const held = taken.get(session.id) ?? 0;
    if (session.seats < held) errors[`sessions[${session.index}].seats`] = seatsBelowTakenMessage(held);
  }
  const messages = Object.values(errors);
  if (messages.length > 0) throw new HttpError(422, messages[0], errors);
}

/** Writes the sessions and instructors of a course inside the caller's transaction: all of them or none. */
async function writeRelations(trx: Db, productId: number, input: ProductInput) {
  if (input.slugs) await writeSlugs(trx, 'products', productId, input.slugs);
  if (input.replaceSessions) await writeSessions(trx, productId, input.sessions);
  if (input.replaceInstructors) {
    await trx.deleteFrom('product_instructors').where('product_id', '=', productId).execute();
    if (input.instructorIds.length > 0) {
      await trx
        .insertInto('product_instructors')
        .values(
          input.instructorIds.map((instructorId, index) => ({
            product_id: productId,
            instructor_id: instructorId,
            queue: input.instructorIds.length - index,
          })),
        )
        .execute();
    }
  }
}

/** What the list can be sorted by but a course row does not hold: its category's name, its next session. */
const sortOnlyColumns = (now: string) => (eb: ExpressionBuilder<Database, 'products'>) => [
  eb
    .selectFrom('categories')
    .select('categories.name')
    .whereRef('categories.id', '=', 'products.category_id')
    .as('category_name'),
  eb
    .selectFrom('product_sessions')
    .select((sub) => sub.fn.min<string>('product_sessions.starts_at').as('next'))
    .whereRef('product_sessions.product_id', '=', 'products.id')
    .where('product_sessions.starts_at', '>=', now)
    .as('next_session_at'),
];

async function listProducts(db: Db, request: FastifyRequest) {
  const q = pageQuery(request.query, 20, orderableListMax);
  const filter = await validateBody(listQuerySchema, request.query);
  let categoryIds: number[] | undefined;
  if (filter.category_id !== null) {
    const children = await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', filter.category_id)
      .execute();
    categoryIds = [filter.category_id, ...children.map((row) => row.id)];
  }
  const now = new Date().toISOString();
  const candidates = await db
    .selectFrom('products')
    .select(['id', 'title', 'seo_name', 'queue', 'is_published', 'is_popular', 'updated_at', 'deleted_at'])
    .select(sortOnlyColumns(now))
    .where('section', '=', filter.section)
    .$call(trashScope(request.query))
    .$if(categoryIds !== undefined, (qb) => qb.where('category_id', 'in', categoryIds ?? []))
    .orderBy('queue', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const sorted = sortRows(candidates, requestedSort('products', request.query), {
    translated: ['title', 'category_name'],
  });
  const { ids: pageIds, total } = pageOfMatches(sorted, q, (row) => [...textsOf(row.title), row.seo_name]);
  if (pageIds.length === 0) return paged<AdminProductListItem>([], total, q);

  const [rows, files, sessions] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .select([
        'p.id',
        'p.section',
        'p.seo_name',
        'p.title',
        'p.category_id',
        'c.name as category_name',
        'p.is_popular',
        'p.is_published',
        'p.queue',
        'p.updated_at',
        'p.deleted_at',
      ])
      .where('p.id', 'in', pageIds)
      .execute(),
    listFiles(db, 'product', pageIds),
    db
      .selectFrom('product_sessions')
      .select(['product_id', (eb) => eb.fn.min<string>('starts_at').as('next')])
      .where('product_id', 'in', pageIds)
      .where('starts_at', '>=', now)
      .groupBy('product_id')
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nextById = new Map(sessions.map((row) => [row.product_id, row.next]));
  const items = pageIds.flatMap((id): AdminProductListItem[] => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        title: parseTranslated(row.title),
        category_name: parseTranslated(row.category_name),
        cover_url: coverOf(files.get(id) ?? []),
        next_session_at: nextById.get(id) ?? null,
      },
    ];
  });
  return paged(items, total, q);
}

/** SPEC §7: GET/POST /products, GET/PUT/DELETE /products/:id, PUT /products/queue, GET /products/select-options. */
// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export async function productRoutes(app: FastifyInstance, { db, config, mail }: AdminRouteOptions) {
  const store = imageStoreOf(config);
  // More seats in a session go first to those waiting for it (issue 29).
  const waitlist = { mail: mail && { outbox: mail, siteOrigin: siteOrigin(config) } };
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/products',
      access: 'content',
      schema: { querystring: listQuerystring },
      handler: async (request) => ({ success: true, data: await listProducts(db, request) }),
    },
    {
      method: 'GET',
      url: '/products/select-options',
      access: 'content',
      handler: async (request) => {
        const { section } = await validateBody(listQuerySchema, request.query);
        const rows = await db
          .selectFrom('products')
          .select(['id', 'title'])
          .where('section', '=', section)
          .where('deleted_at', 'is', null)
          .orderBy('queue', 'desc')
          .orderBy('id', 'desc')
          .execute();
        const data: SelectOption[] = rows.map((row) => ({
          id: row.id,
          name: pickLang(parseTranslated(row.title), 'tr'),
        }));
        return { success: true, data };
      },
    },
    recordRoute('/products/:id', 'content', (id) => findProduct(db, id)),
    {
      method: 'POST',
      url: '/products',
      access: 'content',
      handler: async (request, reply) => {
        const input = await productInput(db, request);
        const id = await db
          .transaction()
          .execute(async (trx) => {
            const low = await trx
              .selectFrom('products')
              .select((eb) => eb.fn.min<number | null>('queue').as('low'))
              .where('section', '=', input.values.section)
              .executeTakeFirst();
            const now = new Date().toISOString();
            const row = await trx
              .insertInto('products')
              .values({ ...input.values, queue: queueAfter(low?.low), created_at: now, updated_at: now })
              .returning('id')
              .executeTakeFirstOrThrow();
            await writeRelations(trx, row.id, input);
            return row.id;
          })
          .catch(rethrowSeoRace);
        reply.status(201);
        return { success: true, message: successMessages.created, data: await findProduct(db, id) };
      },
    },
    cloneCourseRoute(db, store, (id) => findProduct(db, id)),
    {
      method: 'PUT',
      url: '/products/queue',
      access: 'content',
      handler: async (request) => {
        const input = await validateBody(productQueueSchema, bodyOf(request));
        await applyOrder(db, 'products', input.queue, { column: 'section', value: input.section });
        return { success: true, message: successMessages.changed, data: { queue: input.queue } };
      },
    },
    {
      method: 'PUT',
      url: '/products/:id',
      access: 'content',
      handler: async (request) => {
        const id = idParam(request);
        const before = await findProduct(db, id);
        const input = await productInput(db, request, id);
        await db
          .transaction()
          .execute(async (trx) => {
            await trx
              .updateTable('products')
              .set({ ...input.values, updated_at: new Date().toISOString() })
              .where('id', '=', id)
              .execute();
            await writeRelations(trx, id, input);
          })
          .catch(rethrowSeoRace);
        await offerFreedSeatsOfCourse(db, id, waitlist);
        await rememberOldAddress(db, 'course', id, before.seo_name, input.values.seo_name);
        const after = await findProduct(db, id);
        // A language's own slug that changed keeps answering too (301 to the new address).
        for (const [lang, slug] of Object.entries(before.seo_names)) {
          await rememberOldAddress(db, 'course', id, slug, after.seo_names[lang] ?? after.seo_name);
        }
        return { success: true, message: successMessages.updated, data: after };
      },
    },
    // Sessions, gallery, instructors and pre-registrations stay with a trashed course.
    ...trashRoutes(db, {
      table: 'products',
      url: '/products',
      access: 'content',
      find: (id) => findProduct(db, id),
      store,
    }),
  ]);
}
