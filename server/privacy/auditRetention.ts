import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { personalDataTables, redactedText } from './personalData.js';
import type { RetentionRule } from './retentionRule.js';

/*
 * The audit log keeps a copy of a record before and after each back office write (server/audit). For the
 * records about people, those copies hold their name, e-mail, phone and more: once the KVKK period is over,
 * the retention job replaces those fields with "[silindi]" in entries older than the period, and the
 * summary with it when it is one of them (a pre-registration's entry is summed up by the person's name).
 * What was done, by whom and when stays. Each entry is looked at once (`personal_redacted_at`).
 */

type Db = Kysely<Database>;

/**
 * The audit resources whose copies are records about people, and the registry's table whose personal
 * columns they hold. The inbox's writes are logged by their request (ids and flags), read the same way.
 */
const personalResources: Readonly<Record<string, keyof Database>> = {
  'pre-registrations': 'pre_registrations',
  'corporate-requests': 'corporate_requests',
  contact: 'contact_messages',
  'human-resources': 'hr_applications',
  users: 'users',
  support: 'support_requests',
};

const personalKeys = new Map(
  Object.entries(personalResources).map(([resource, table]) => {
    const entry = personalDataTables.find((candidate) => candidate.table === table);
    if (!entry) throw new Error(`The personal data registry has no entry for ${table}`);
    return [resource, new Set(entry.personal)];
  }),
);

interface EntryCopies {
  resource: string;
  summary: string;
  before_json: string | null;
  after_json: string | null;
}

type Redacted = Pick<EntryCopies, 'summary' | 'before_json' | 'after_json'>;

/** A copy with its personal fields replaced, and the texts it held; unchanged when not a JSON object. */
function redactCopy(json: string | null, keys: ReadonlySet<string>, found: string[]): string | null {
  if (json === null) return null;
  let copy: unknown;
  try {
    copy = JSON.parse(json);
  } catch {
    return json;
  }
  if (!copy || typeof copy !== 'object' || Array.isArray(copy)) return json;
  const record = copy as Record<string, unknown>;
  let changed = false;
  for (const key of keys) {
    const value = record[key];
    if (typeof value !== 'string' || value.trim() === '' || value === redactedText) continue;
    found.push(value.trim());
    record[key] = redactedText;
    changed = true;
  }
  return changed ? JSON.stringify(record) : json;
}

/** The entry with its personal fields redacted, or undefined when it holds none. */
export function redactedEntry(entry: EntryCopies): Redacted | undefined {
  const keys = personalKeys.get(entry.resource);
  if (!keys) return undefined;
  const found: string[] = [];
  const before_json = redactCopy(entry.before_json, keys, found);
  const after_json = redactCopy(entry.after_json, keys, found);
  if (found.length === 0) return undefined;
  const summary = found.some((text) => entry.summary.includes(text)) ? redactedText : entry.summary;
  return { summary, before_json, after_json };
}

/** Entries of personal resources made before the cutoff and not looked at yet. */
const selectExpired = (db: Db, cutoff: string) =>
  db
    .selectFrom('audit_log')
    .select(['id', 'resource', 'summary', 'before_json', 'after_json'])
    .where('created_at', '<', cutoff)
    .where('resource', 'in', Object.keys(personalResources))
    .where('personal_redacted_at', 'is', null)
    .orderBy('id');

/** Entries read per query by the dry run: the copies are read to tell which hold personal fields. */
const countPage = 500;

export const auditRetention: RetentionRule = {
  kind: 'audit_log',
  setting: 'audit_personal_retention_months',
  async count(db, cutoff) {
    let count = 0;
    for (let after = 0; ;) {
      const page = await selectExpired(db, cutoff).where('id', '>', after).limit(countPage).execute();
      count += page.filter((entry) => redactedEntry(entry) !== undefined).length;
      if (page.length < countPage) return count;
      after = page[page.length - 1].id;
    }
  },
  async purgeBatch(trx, cutoff, limit, now) {
    const entries = await selectExpired(trx, cutoff).limit(limit).execute();
    const ids: number[] = [];
    const untouched: number[] = [];
    for (const entry of entries) {
      const redacted = redactedEntry(entry);
      if (!redacted) {
        untouched.push(entry.id);
        continue;
      }
      const result = await trx
        .updateTable('audit_log')
        .set({ ...redacted, personal_redacted_at: now })
        .where('id', '=', entry.id)
        // Another instance may have redacted it since it was read: then it is that one's.
        .where('personal_redacted_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) ids.push(entry.id);
    }
    if (untouched.length > 0) {
      // Looked at, nothing personal in them: not read again by the next runs.
      await trx
        .updateTable('audit_log')
        .set({ personal_redacted_at: now })
        .where('id', 'in', untouched)
        .where('personal_redacted_at', 'is', null)
        .execute();
    }
    return { scanned: entries.length, ids, files: [] };
  },
};
