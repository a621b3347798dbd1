import type { FastifyRequest } from 'fastify';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Paged } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { HttpError, notFound } from '../../http/errors.js';
import { validationFailedMessage } from '../../http/validate.js';

/** SPEC §8: the back office's success texts. */
export const successMessages = {
  created: 'Başarılı!',
  updated: 'Güncellendi!',
  deleted: 'Silindi!',
  trashed: 'Çöpe Taşındı!',
  changed: 'Değiştirildi!',
} as const;

export const invalidRecordMessage = 'Geçersiz Kayıt';

/** The request body as a plain object: JSON, urlencoded and multipart all arrive this way (formBody plugin). */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? { ...(body as Record<string, unknown>) }
    : {};
}

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

const idPattern = /^[1-9]\d{0,9}$/;

function toId(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return idPattern.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}

/** The `:id` of a URL; anything but a positive integer is a record that does not exist. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const id = toId((request.params as Record<string, unknown>)[name]);
  if (id === undefined) throw notFound();
  return id;
}

/** An id sent in the body (SPEC §7 "PUT with id", "DELETE with id"), or a 422 on that field. */
export function bodyId(body: Record<string, unknown>, field = 'id'): number {
  const id = toId(body[field]);
  if (id === undefined) throw new HttpError(422, validationFailedMessage, { [field]: invalidRecordMessage });
  return id;
}

/** The id from the URL when the route has one, otherwise from the body: both SPEC forms share one handler. */
export function targetId(request: FastifyRequest, body: Record<string, unknown>): number {
  const params = (request.params ?? {}) as Record<string, unknown>;
  return params.id !== undefined ? idParam(request) : bodyId(body);
}

/**
 * A list of ids as the clients send it: repeated form fields (`trash_list=1&trash_list=2`, also `trash_list[]`),
 * a JSON array (in JSON or as a string), or "1,2,3". Empty, malformed or over-long lists are a 422 on the field.
 */
export function idList(body: Record<string, unknown>, field: string, max = 1000): number[] {
  let raw: unknown = body[field] ?? body[`${field}[]`];
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text.startsWith('[')) {
      try {
        raw = JSON.parse(text);
      } catch {
        raw = undefined;
      }
    } else {
      raw = text === '' ? [] : text.split(',');
    }
  } else if (typeof raw === 'number') {
    raw = [raw];
  }
  const fail = () => new HttpError(422, validationFailedMessage, { [field]: invalidRecordMessage });
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > max) throw fail();
  const ids = raw.flatMap((item: unknown) => (typeof item === 'string' ? item.split(',') : [item])).map(toId);
  if (ids.some((id) => id === undefined)) throw fail();
  // Duplicates are kept: a reorder must refuse them, an inbox action removes them itself.
  return ids as number[];
}

/**
 * A per-language field as form data may carry it: already an object (JSON body), a JSON string, or one field
 * per language (`text[tr]`, `text.tr`). Returns the value to validate; the schema parses JSON strings.
 */
export function translatedInput(body: Record<string, unknown>, field: string): unknown {
  if (body[field] !== undefined) return body[field];
  const out: Record<string, unknown> = {};
  const pattern = new RegExp(`^${field}(?:\\[([a-z-]+)\\]|\\.([a-z-]+))$`);
  for (const [key, value] of Object.entries(body)) {
    const match = pattern.exec(key);
    if (match) out[match[1] ?? match[2]] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * SPEC §7 sends some writes as one `form_data` field holding JSON; its keys are merged over the other fields
 * so handlers see a single flat object either way.
 */
export function unwrapFormData(body: Record<string, unknown>): Record<string, unknown> {
  let inner: unknown = body.form_data;
  if (typeof inner === 'string') {
    try {
      inner = JSON.parse(inner);
    } catch {
      throw new HttpError(422, validationFailedMessage, { form_data: 'Geçersiz JSON' });
    }
  }
  if (inner === undefined) return body;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) {
    throw new HttpError(422, validationFailedMessage, { form_data: 'Geçersiz JSON' });
  }
  const { form_data: _ignored, ...rest } = body;
  return { ...rest, ...(inner as Record<string, unknown>) };
}

/** A unique constraint was violated (SQLite or PostgreSQL): two concurrent writes raced past our own check. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The smallest queue value minus one: a new item goes to the end of a list ordered by queue, highest first. */
export async function endOfQueue(
  db: Db,
  table: 'contracts' | 'contact_information' | 'social_media' | 'languages',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.min<number | null>('queue').as('low'))
    .executeTakeFirst();
  return row?.low === null || row?.low === undefined ? 0 : Number(row.low) - 1;
}
