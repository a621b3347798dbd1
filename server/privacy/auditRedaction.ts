import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseJson } from '../db/json.js';
import { personalDataTables, redactedText } from './personalData.js';

/*
 * A personal record deleted for good (a pre-registration, a contact message, an application) must leave no
 * copy of the person in the audit log: the earlier entries' before/after copies of that record are redacted
 * in the delete's transaction, and the delete's own entry keeps the record without its personal fields.
 */

/** The back office resources whose records are a person's own, and their tables. */
const personalResources: Readonly<Record<string, keyof Database>> = {
  'pre-registrations': 'pre_registrations',
  'corporate-requests': 'corporate_requests',
  contact: 'contact_messages',
  'human-resources': 'hr_applications',
};

/** The personal columns of a table whose records are deleted one by one; none for other tables. */
function personalColumnsOf(table: keyof Database | undefined): readonly string[] {
  const entry = personalDataTables.find((e) => e.table === table);
  return entry && entry.match.by === 'contact' && entry.erase.how === 'delete' ? entry.personal : [];
}

const isFilled = (value: unknown) => value !== null && value !== undefined && value !== '';

/** A copy of a record with its personal fields replaced by `[silindi]`; the values it held, for the summary. */
function redactCopy(
  copy: Record<string, unknown> | null,
  columns: readonly string[],
): { copy: Record<string, unknown> | null; values: string[] } {
  if (!copy) return { copy, values: [] };
  const values: string[] = [];
  const out = { ...copy };
  for (const column of columns) {
    if (!isFilled(out[column])) continue;
    if (typeof out[column] === 'string') values.push(out[column]);
    out[column] = redactedText;
  }
  return { copy: out, values };
}

/** The record of a delete entry, as the audit hook keeps it: without the person (server/audit/auditHooks.ts). */
export function withoutPersonalFields(
  table: keyof Database | undefined,
  record: Record<string, unknown> | null,
): Record<string, unknown> | null {
  return redactCopy(record, personalColumnsOf(table)).copy;
}

/**
 * Redacts the personal fields in every audit entry of one record (`resource` as logged, its id), and a
 * summary that names the person. Call it in the transaction that deletes the record.
 */
export async function redactAuditCopies(
  db: Kysely<Database>,
  target: { resource: string; recordId: number | string },
): Promise<number> {
  const columns = personalColumnsOf(personalResources[target.resource]);
  if (columns.length === 0) return 0;
  const entries = await db
    .selectFrom('audit_log')
    .select(['id', 'summary', 'before_json', 'after_json'])
    .where('resource', '=', target.resource)
    .where('record_id', '=', String(target.recordId))
    .execute();
  for (const entry of entries) {
    const before = redactCopy(parseJson<Record<string, unknown> | null>(entry.before_json, null), columns);
    const after = redactCopy(parseJson<Record<string, unknown> | null>(entry.after_json, null), columns);
    const named = [...before.values, ...after.values].some(
      (v) => v.trim() !== '' && entry.summary.includes(v),
    );
    await db
      .updateTable('audit_log')
      .set({
        before_json: before.copy ? JSON.stringify(before.copy) : entry.before_json,
        after_json: after.copy ? JSON.stringify(after.copy) : entry.after_json,
        summary: named ? redactedText : entry.summary,
        // Done: the audit log's own retention (auditRetention.ts) need not look at it again.
        personal_redacted_at: new Date().toISOString(),
      })
      .where('id', '=', entry.id)
      .execute();
  }
  return entries.length;
}

/**
 * Deletes one of a person's records for good (the back office's DELETE) and redacts its audit copies in the
 * same transaction: the person leaves no copy in the record's history (issue 29, KVKK).
 */
export async function deleteWithAuditCopies(
  db: Kysely<Database>,
  table: 'pre_registrations' | 'corporate_requests',
  target: { resource: string; recordId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(table).where('id', '=', target.recordId).execute();
    await redactAuditCopies(trx, target);
  });
}
