import type { FastifyRequest } from 'fastify';
import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { RouteDef } from '../../http/routes.js';
import type { ImageKind } from '../../services/images.js';
import { imageStoreOf, inOrder, pageOfMatches } from './catalogueHelpers.js';
import { trashRoutes, trashScope } from './contentTrash.js';
import { endOfQueue, idParam, recordRoute, reorderRoute, successMessages } from './helpers.js';
import { listRoute, orderableListMax, paged } from './listQuery.js';
import { requestedSort, sortRows } from './listSort.js';
import type { AdminRouteOptions } from './options.js';
import { SingleImage } from './singleImage.js';

/*
 * The admin REST of a content record with one image (brands, instructors, news, testimonials, client
 * references): list (search, sort, trash view), one, create, update, the drag order where the list has one,
 * and the trash. The routes are the same for all five; a resource file describes what differs — its table,
 * its image field, how a row is answered, how a body is read — in one SingleImageResourceSpec.
 */

type ImageTable = 'brands' | 'instructors' | 'news' | 'testimonials' | 'client_references';
type Row<T extends ImageTable> = Selectable<Database[T]>;

/** A row as this module reads and writes it: Kysely types a query by a table named in the code, and here the
 * table is the spec's, so the queries go through this loose view and each spec types its own rows and values. */
type LooseRow = { id: Generated<number> } & Record<string, unknown>;
const looseDbOf = (db: Db) => db as unknown as Kysely<Record<ImageTable, LooseRow>>;

export interface SingleImageResourceSpec<
  T extends ImageTable,
  C extends keyof Row<T> & string,
  R extends { id: number },
  I extends { removeImage: boolean },
> {
  table: T;
  /** The path under /api/admin with its leading slash; without it, the list's name in shared/listSorts.ts. */
  url: string;
  image: {
    /** The folder under uploads/. */
    kind: ImageKind;
    /** The multipart field the image arrives in. */
    field: string;
    /** The table's column that holds the image's path. */
    column: keyof Row<T> & string;
    /** The record's image as the API answers it. */
    pathOf: (record: R) => string | null;
  };
  /** The records as the API answers them, of whole rows, in the same order. */
  records: (rows: Row<T>[]) => Promise<R[]>;
  /** What one record's answer adds to a list item's (GET /:id, and the record an update answers). */
  detail?: (record: R) => Promise<R>;
  list: {
    /** The columns the search and the sorts read; a page's rows are then read whole. */
    columns: readonly C[];
    search: (row: Pick<Row<T>, C>) => (string | null | undefined)[];
    /** Columns stored as per-language JSON, sorted by their Turkish text. */
    translated?: readonly string[];
  };
  /**
   * `queue`: the list is in drag order (PUT <url>/queue), a new record at its end. `published`: newest first
   * by publish date.
   */
  order: 'queue' | 'published';
  /** Whether the table keeps created_at and updated_at. */
  stamped?: boolean;
  /** The body, checked; `id` is the record's on an update. */
  input: (request: FastifyRequest, id?: number) => Promise<I>;
  /** The columns to write besides the image, the queue and the time stamps; `before` on an update. */
  values: (input: I, before?: R) => Partial<Insertable<Database[T]>>;
  /** Writes what lives in other tables, in the same transaction as the row. */
  saved?: (trx: Db, id: number, input: I) => Promise<void>;
  /** Runs once an update has been written (and answered by `records`). */
  updated?: (id: number, before: R, after: R) => Promise<void>;
  /** Turns a write's error into the answer (a unique slug taken meanwhile); by default it passes. */
  writeError?: (error: unknown) => never;
}

// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export function singleImageResourceRoutes<
  T extends ImageTable,
  C extends keyof Row<T> & string,
  R extends { id: number },
  I extends { removeImage: boolean },
>({ db, config }: AdminRouteOptions, spec: SingleImageResourceSpec<T, C, R, I>): RouteDef[] {
  const { url } = spec;
  const table: ImageTable = spec.table;
  const loose = looseDbOf(db);
  const rowsOf = async (ids: number[]) =>
    (await loose.selectFrom(table).selectAll().where('id', 'in', ids).execute()) as (Row<T> & {
      id: number;
    })[];
  const find = async (id: number): Promise<R> => {
    const [record] = await spec.records(await rowsOf([id]));
    if (!record) throw notFound();
    return spec.detail ? spec.detail(record) : record;
  };
  const image = new SingleImage(imageStoreOf(config), { ...spec.image, find });
  // A record whose rows span tables is written in one transaction; a single row needs none.
  const write = <X>(run: (trx: Db) => Promise<X>) => (spec.saved ? db.transaction().execute(run) : run(db));
  const passError = (error: unknown): never => {
    throw error;
  };
  const writeError = spec.writeError ?? passError;
  const now = () => new Date().toISOString();

  const list: RouteDef = listRoute(
    url,
    'content',
    async (q, request) => {
      const scoped = loose
        .selectFrom(table)
        .select(['id', ...spec.list.columns])
        .$call(trashScope(request.query));
      const ordered =
        spec.order === 'queue'
          ? scoped.orderBy('queue', 'desc').orderBy('id', 'asc')
          : scoped.orderBy('published_at', 'desc').orderBy('id', 'desc');
      const rows = (await ordered.execute()) as (Pick<Row<T>, C> & { id: number })[];
      const sorted = sortRows(rows, requestedSort(url.slice(1), request.query), {
        translated: spec.list.translated,
      });
      const { ids, total } = pageOfMatches(sorted, q, spec.list.search);
      const page = await spec.records(await inOrder(ids, rowsOf));
      return paged(page, total, q);
    },
    spec.order === 'queue' ? { perPage: 20, maxPerPage: orderableListMax } : undefined,
  );

  const createRoute: RouteDef = {
    method: 'POST',
    url,
    access: 'content',
    handler: async (request, reply) => {
      const input = await spec.input(request);
      const created = await image
        .create(request, (imagePath) =>
          write(async (trx) => {
            const row = await looseDbOf(trx)
              .insertInto(table)
              .values({
                ...(spec.values(input) as Record<string, unknown>),
                [spec.image.column]: imagePath,
                ...(spec.order === 'queue' && {
                  queue: await endOfQueue(trx, table as Exclude<ImageTable, 'news'>),
                }),
                ...(spec.stamped && { created_at: now(), updated_at: now() }),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await spec.saved?.(trx, row.id, input);
            return row.id;
          }),
        )
        .catch(writeError);
      reply.status(201);
      return { success: true, message: successMessages.created, data: created };
    },
  };

  const updateRoute: RouteDef = {
    method: 'PUT',
    url: `${url}/:id`,
    access: 'content',
    handler: async (request) => {
      const id = idParam(request);
      const before = await find(id);
      const input = await spec.input(request, id);
      const after = await image
        .update(request, before, input.removeImage, (imagePath) =>
          write(async (trx) => {
            await looseDbOf(trx)
              .updateTable(table)
              .set({
                ...(spec.values(input, before) as Record<string, unknown>),
                [spec.image.column]: imagePath,
                ...(spec.stamped && { updated_at: now() }),
              })
              .where('id', '=', id)
              .execute();
            await spec.saved?.(trx, id, input);
          }),
        )
        .catch(writeError);
      await spec.updated?.(id, before, after);
      return { success: true, message: successMessages.updated, data: after };
    },
  };

  return [
    list,
    recordRoute(`${url}/:id`, 'content', find),
    createRoute,
    ...(spec.order === 'queue'
      ? [reorderRoute(db, `${url}/queue`, 'content', table as Exclude<ImageTable, 'news'>)]
      : []),
    updateRoute,
    ...trashRoutes(db, { table, url, access: 'content', find, store: imageStoreOf(config) }),
  ];
}
