import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Paged } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import type { Access, RouteDef } from '../../http/routes.js';
import { queryValue } from '../../http/routeSchemas.js';

/* What a list endpoint reads from its query string (page, per_page, search) and how it answers a page. */

export interface PageQuery {
  page: number;
  perPage: number;
  search: string;
}

function positiveInt(raw: unknown, fallback: number, max: number): number {
  const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1) return fallback;
  return Math.min(value, max);
}

/**
 * The largest page of a drag-orderable list: its reorder screen loads the whole list at once
 * (admin/common/SortableList.tsx, sortableListLimit) and sends the full order back.
 */
export const orderableListMax = 500;

/** `?page=&per_page=&search=` with safe defaults: a bad number falls back instead of failing the list. */
export function pageQuery(query: unknown, defaultPerPage = 20, maxPerPage = 100): PageQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const search = typeof q.search === 'string' ? q.search.trim().slice(0, 100) : '';
  return {
    page: positiveInt(q.page, 1, 100_000),
    perPage: positiveInt(q.per_page, defaultPerPage, maxPerPage),
    search,
  };
}

/**
 * The query string of a list (its RouteDef `schema.querystring`): paging, search, react-admin's sort and
 * order, and filters by column, each one value of bounded length. Numbers stay text here: pageQuery clamps
 * a bad one to its default rather than failing the list.
 */
export const listQuerystring = {
  type: 'object',
  maxProperties: 20,
  properties: {
    page: queryValue(12),
    per_page: queryValue(12),
    search: queryValue(200),
    sort: queryValue(64),
    order: queryValue(8),
  },
  additionalProperties: queryValue(200),
} as const;

/**
 * A list's GET at `url`: the query string checked by `listQuerystring` and read by `pageQuery` in one place,
 * so the two cannot drift; `load` answers the page (`sizes`: its default and largest size, when not 20 and
 * 100), sent as `{ success: true, data }`.
 */
export function listRoute(
  url: string,
  access: Access,
  load: (q: PageQuery, request: FastifyRequest) => Promise<unknown>,
  sizes?: { perPage: number; maxPerPage?: number },
): RouteDef {
  return {
    method: 'GET',
    url,
    access,
    schema: { querystring: listQuerystring },
    handler: async (request) => ({
      success: true,
      data: await load(pageQuery(request.query, sizes?.perPage, sizes?.maxPerPage), request),
    }),
  };
}

/** A filter's text from the query string: trimmed and cut to `max`, undefined when absent or blank. */
export const queryText = (raw: unknown, max: number) =>
  typeof raw === 'string' && raw.trim() !== '' ? raw.trim().slice(0, max) : undefined;

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.perPage;

export function paged<T>(items: T[], total: number, q: PageQuery): Paged<T> {
  return {
    items,
    page: q.page,
    per_page: q.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / q.perPage)),
  };
}

/**
 * One page of a filtered list in the Paged shape: the filtered rows are counted, then `select` picks the
 * columns and the order of the page's rows.
 */
export async function pageOfQuery<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  q: PageQuery,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<Paged<O>> {
  // Kysely cannot resolve a selection's type over a generic table, hence the cast.
  const counted = await filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const { total } = counted as unknown as { total: number | string };
  const items = await select(filtered).limit(q.perPage).offset(offsetOf(q)).execute();
  return paged(items as O[], Number(total), q);
}

/** Every case form of one character, Turkish included: "i" → i, I, İ; "ı" → ı, I; "ç" → ç, Ç. */
function caseForms(ch: string): string[] {
  const forms = [
    ch,
    ch.toLowerCase(),
    ch.toUpperCase(),
    ch.toLocaleLowerCase('tr'),
    ch.toLocaleUpperCase('tr'),
  ];
  return [...new Set(forms.filter((form) => [...form].length === 1))];
}

/**
 * A case-insensitive "contains" over some columns that also folds Turkish and other non-ASCII letters, which
 * SQLite's LIKE cannot do (and PostgreSQL's ILIKE only under some locales). Each letter becomes a character
 * class of its case forms: GLOB on SQLite, a regular expression on PostgreSQL; every other character is
 * taken literally.
 */
export function searchCondition(db: Db, columns: string[], search: string): RawBuilder<SqlBool> {
  const pg = isPostgres(db);
  let pattern = '';
  for (const ch of search) {
    const forms = caseForms(ch);
    if (forms.length > 1) pattern += `[${forms.join('')}]`;
    else if (pg) pattern += /[\\^$.|?*+()[\]{}]/.test(ch) ? `\\${ch}` : ch;
    else pattern += /[*?[]/.test(ch) ? `[${ch}]` : ch;
  }
  const op = sql.raw(pg ? '~' : 'glob');
  const value = pg ? pattern : `*${pattern}*`;
  const parts = columns.map((column) => sql`${sql.ref(column)} ${op} ${value}`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
