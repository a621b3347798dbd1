import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { AuditResource } from './auditTargets.js';
import { withoutSecrets } from './secrets.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time from auditResources
type AnyDb = Kysely<any>;

/** A stored JSON column ({ tr, en } names, lists) as its value, so a diff can compare field by field. */
function parsedColumn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!(text.startsWith('{') || text.startsWith('['))) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/** What a product is beyond its row: its sessions and instructors are edited on the same screen. */
async function productExtras(db: Db, id: number): Promise<Record<string, unknown>> {
  const sessions = await db
    .selectFrom('product_sessions')
    .select(['starts_at', 'ends_at', 'place', 'is_online', 'seats'])
    .where('product_id', '=', id)
    .orderBy('starts_at')
    .execute();
  const instructors = await db
    .selectFrom('product_instructors')
    .select('instructor_id')
    .where('product_id', '=', id)
    .orderBy('queue', 'desc')
    .execute();
  return { sessions, instructor_ids: instructors.map((row) => row.instructor_id) };
}

/**
 * One record as the audit log keeps it: the stored row with JSON columns parsed and secrets removed, or
 * null when there is none. Read straight from the table, so a field the API does not show is kept too.
 */
export async function readAuditRecord(
  db: Db,
  definition: AuditResource,
  recordId: string,
): Promise<Record<string, unknown> | null> {
  if (!definition.table) return null;
  const columns = definition.keyColumns ?? ['id'];
  const parts = columns.length === 1 ? [recordId] : recordId.split('/');
  if (parts.length !== columns.length) return null;
  if (columns[0] === 'id' && !/^[1-9]\d{0,9}$/.test(recordId)) return null;
  let query = (db as unknown as AnyDb).selectFrom(definition.table).selectAll();
  columns.forEach((column, index) => {
    query = query.where(column, '=', column === 'id' ? Number(parts[index]) : parts[index]);
  });
  const row = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return null;
  const record: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) record[name] = parsedColumn(value);
  if (definition.table === 'products') Object.assign(record, await productExtras(db, Number(row.id)));
  return withoutSecrets(record) as Record<string, unknown>;
}
