import type { FastifyRequest } from 'fastify';
import { queueSchema } from '../../../shared/schemas/catalogueFields.js';
import { maxRecordId } from '../../../shared/schemas/common.js';
import type { Db } from '../../db/database.js';
import { type OrderableTable, applyOrder } from '../../services/reorder.js';
import { HttpError, notFound } from '../../http/errors.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
import type { Access, RouteDef } from '../../http/routes.js';

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

const idPattern = /^[1-9]\d{0,9}$/;

function toId(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return idPattern.test(text) && Number(text) <= maxRecordId ? Number(text) : undefined;
}

/** The `:id` of a URL; anything but a positive integer is a record that does not exist. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const id = toId((request.params as Record<string, unknown>)[name]);
  if (id === undefined) throw notFound();
  return id;
}

/** GET <url>/:id of a back office resource: the record `find` reads (its 404 when there is none). */
export function recordRoute(url: string, access: Access, find: (id: number) => Promise<unknown>): RouteDef {
  return {
    method: 'GET',
    url,
    access,
    handler: async (request) => ({ success: true, data: await find(idParam(request)) }),
  };
}

/** PUT <url> (ending in /queue) of a drag-ordered list: the ids as the user now sees them, top first. */
export function reorderRoute(db: Db, url: string, access: Access, table: OrderableTable): RouteDef {
  return {
    method: 'PUT',
    url,
    access,
    handler: async (request) => {
      const input = await validateBody(queueSchema, bodyOf(request));
      await applyOrder(db, table, input.queue);
      return { success: true, message: successMessages.changed, data: { queue: input.queue } };
    },
  };
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

/**
 * A `.catch` for a write guarded by our own "already taken" check: a unique-index race (two saves at once)
 * answers the same 422 on the field as the check; any other error goes on.
 */
export const takenOnRace =
  (field: string, message: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw new HttpError(422, validationFailedMessage, { [field]: message });
    throw error;
  };

/** Whether a record of `table` has this id: a choice in a form (a course's brand) names one that exists. */
export async function recordExists(db: Db, table: 'brands' | 'products', id: number): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The smallest queue value minus one: a new item goes to the end of a list ordered by queue, highest first. */
export async function endOfQueue(db: Db, table: OrderableTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.min<number | null>('queue').as('low'))
    .executeTakeFirst();
  return row?.low === null || row?.low === undefined ? 0 : Number(row.low) - 1;
}
