import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { AuditTarget } from './auditTargets.js';
import { withoutSecrets } from './secrets.js';

/** Fields every save touches: a change of these alone is no change worth listing. */
const bookkeeping = new Set(['updated_at']);

/** A value as compared: an empty text or null is no value, so `{ tr }` and `{ tr, en: '' }` are the same. */
function comparable(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const kept = comparable(item);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

/** The top-level fields whose values differ between two states of a record. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  if (!before || !after) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) =>
      !bookkeeping.has(key) &&
      JSON.stringify(comparable(before[key]) ?? null) !== JSON.stringify(comparable(after[key]) ?? null),
  );
}

const nameFields = [
  'name',
  'person_name',
  'title',
  'subject',
  'lang',
  'email',
  'seo_name',
  'route_name',
  'abbr',
  'uri',
];

/** A record's own name for the summary: its Turkish name or title, or another field that names it. */
export function displayName(record: Record<string, unknown> | null): string {
  if (!record) return '';
  for (const field of nameFields) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const tr = (value as Record<string, unknown>).tr;
      if (typeof tr === 'string' && tr.trim() !== '') return tr.trim();
    }
  }
  return '';
}

/** The ids a bulk write names (trash_list, queue, file_list, …), as sent: a list or a JSON-encoded list. */
function listedIds(body: Record<string, unknown>): string[] {
  for (const [key, value] of Object.entries(body)) {
    if (!/(_list|queue|^ids)(\[\])?$/.test(key)) continue;
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',');
      } catch {
        list = [value];
      }
    }
    if (Array.isArray(list)) return list.map(String).slice(0, 50);
  }
  return [];
}

/** A write's request body as kept for writes without a readable record: no `_method`, no secrets. */
export function requestOf(request: FastifyRequest, body: Record<string, unknown>): Record<string, unknown> {
  const { _method: _ignored, ...fields } = body;
  const files = request.uploads?.map((file) => file.filename).filter(Boolean) ?? [];
  return withoutSecrets({ ...fields, ...(files.length > 0 ? { files } : {}) }) as Record<string, unknown>;
}

export interface EntryInput {
  target: AuditTarget;
  recordId?: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request: Record<string, unknown>;
}

function summaryOf({ before, after, request }: EntryInput): string {
  const name = displayName(after) || displayName(before);
  if (name) return name.slice(0, 300);
  const ids = listedIds(request);
  if (ids.length > 0) return `${ids.length} kayıt: ${ids.map((id) => `#${id}`).join(', ')}`.slice(0, 300);
  const files = request.files;
  if (Array.isArray(files) && files.length > 0) return files.join(', ').slice(0, 300);
  return '';
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Writes one entry; the caller catches a failure, so the write's own answer never depends on it. */
export async function recordEntry(db: Db, fastifyRequest: FastifyRequest, input: EntryInput): Promise<void> {
  const user = fastifyRequest.user;
  const { target, before, after } = input;
  // Without a readable record, the request itself says what was done (the ids of a bulk trash, a queue).
  const kept = target.readable
    ? after
    : (after ?? (Object.keys(input.request).length > 0 ? input.request : null));
  await db
    .insertInto('audit_log')
    .values({
      created_at: new Date().toISOString(),
      user_id: user?.id ?? null,
      user_name: (user?.name ?? '').slice(0, 200),
      user_email: (user?.email ?? '').slice(0, 200),
      action: target.action.slice(0, 30),
      resource: target.resource.slice(0, 100),
      record_id: input.recordId ?? null,
      summary: summaryOf(input),
      // A singleton's first save has no row before it: every field it sets is a change.
      changes: JSON.stringify(
        target.action === 'create' ? [] : changedFields(before ?? (after && {}), after),
      ),
      before_json: asJson(before),
      after_json: asJson(kept),
      ip: fastifyRequest.ip.slice(0, 64),
    })
    .execute();
}
