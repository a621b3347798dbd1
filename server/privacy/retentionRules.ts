import type { ExpressionBuilder, Kysely, Selectable, SelectQueryBuilder, Updateable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema.js';
import { redactAuditCopies } from './auditRedaction.js';
import { auditRetention } from './auditRetention.js';
import {
  anonymisedPreRegistration,
  keptPreRegistrationStatuses,
  personalDataTables,
  redactedText,
} from './personalData.js';
import type { BatchResult, RetentionRule, RetentionSetting } from './retentionRule.js';

export type { RetentionRule };

/*
 * What the KVKK retention job (services/retention.ts) does to each kind of personal record once its period
 * is over. Every rule can count what a run would purge now (the back office's dry run) and purge one batch
 * in a transaction. The batch re-checks the expiry in its write, so two instances running at once purge
 * each record once, and the count and the run select the same records: a dry run's count is what a run on
 * the same data purges. How a record is emptied is the registry's (personalData.ts): an anonymised
 * pre-registration and a cleared e-mail look the same whether a person asked or the period ended.
 */

type Db = Kysely<Database>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's select, only counted
async function countOf(query: SelectQueryBuilder<Database, any, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

const noBatch: BatchResult = { scanned: 0, ids: [], files: [] };

/**
 * A record the purge deletes or anonymises leaves no copy of the person in the audit log either: its
 * entries are redacted in the same transaction, as a delete by hand does (auditRedaction.ts), rather than
 * when the audit period itself runs out.
 */
async function redactCopiesOf(trx: Db, resource: string, rows: readonly { id: number }[]) {
  for (const { id } of rows) await redactAuditCopies(trx, { resource, recordId: id });
}

/** The tables whose rows go whole once they are older than their period, counted from their creation. */
type CreatedTable = 'hr_applications' | 'contact_messages' | 'corporate_requests';

/**
 * The rule for one of those tables (its kind is named after it): a batch takes up the expired rows in id
 * order, deletes them re-checking the expiry (a row another instance deleted meanwhile is not this batch's)
 * and redacts their audit copies; `filesOf` names a deleted row's stored files.
 */
function createdBeforeRule<T extends CreatedTable>(
  table: T,
  setting: RetentionSetting,
  auditResource: string,
  filesOf: (row: Selectable<Database[T]>) => string[] = () => [],
): RetentionRule {
  // The tables all have id and created_at; Kysely cannot follow a generic table name.
  const as = (db: Db) => db as unknown as Kysely<Pick<Database, 'contact_messages'>>;
  const name = table as 'contact_messages';
  const selectExpired = (db: Db, cutoff: string) => as(db).selectFrom(name).where('created_at', '<', cutoff);
  return {
    kind: table,
    setting,
    count: (db, cutoff) => countOf(selectExpired(db, cutoff)),
    async purgeBatch(trx, cutoff, limit) {
      const candidates = await selectExpired(trx, cutoff).select('id').orderBy('id').limit(limit).execute();
      if (candidates.length === 0) return noBatch;
      const deleted = await as(trx)
        .deleteFrom(name)
        .where(
          'id',
          'in',
          candidates.map((row) => row.id),
        )
        .where('created_at', '<', cutoff)
        .returningAll()
        .execute();
      await redactCopiesOf(trx, auditResource, deleted);
      return {
        scanned: candidates.length,
        ids: deleted.map((row) => row.id),
        files: (deleted as unknown as Selectable<Database[T]>[]).flatMap(filesOf),
      };
    },
  };
}

const applications = createdBeforeRule(
  'hr_applications',
  'application_retention_months',
  'human-resources',
  (row) => (row.cv_path ? [row.cv_path] : []),
);

const contactMessages = createdBeforeRule('contact_messages', 'contact_retention_months', 'contact');

/**
 * Corporate training requests (issue 32) go after the contact messages' period, counted from their arrival:
 * a request is a message with more fields, and the office answers it as soon.
 */
const corporateRequests = createdBeforeRule(
  'corporate_requests',
  'contact_retention_months',
  'corporate-requests',
);

/**
 * Pre-registrations whose session started before the cutoff: the confirmed ones stay for accounting,
 * anonymised once (a row already holding the anonymised values is not taken up again); the others go.
 */
const preRegistrations: RetentionRule = (() => {
  const kept: readonly string[] = keptPreRegistrationStatuses;
  const notAnonymised = (eb: ExpressionBuilder<Database, 'pre_registrations'>) =>
    eb.or([
      eb('name', '<>', anonymisedPreRegistration.name),
      eb('email', '<>', anonymisedPreRegistration.email),
      eb('phone', '<>', anonymisedPreRegistration.phone),
      eb('ip', '<>', anonymisedPreRegistration.ip),
      eb('company', 'is not', null),
      eb('note', 'is not', null),
      eb('owner_note', 'is not', null),
    ]);
  const selectExpired = (db: Db, cutoff: string) =>
    db
      .selectFrom('pre_registrations')
      .where('session_starts_at', '<', cutoff)
      .where((eb) =>
        eb.or([eb('status', 'not in', kept), eb.and([eb('status', 'in', kept), notAnonymised(eb)])]),
      );
  return {
    kind: 'pre_registrations',
    setting: 'pre_registration_retention_months',
    count: (db, cutoff) => countOf(selectExpired(db, cutoff)),
    async purgeBatch(trx, cutoff, limit, now) {
      const candidates = await selectExpired(trx, cutoff).select('id').orderBy('id').limit(limit).execute();
      if (candidates.length === 0) return noBatch;
      const ids = candidates.map((row) => row.id);
      const deleted = await trx
        .deleteFrom('pre_registrations')
        .where('id', 'in', ids)
        .where('session_starts_at', '<', cutoff)
        .where('status', 'not in', kept)
        .returning('id')
        .execute();
      const anonymised = await trx
        .updateTable('pre_registrations')
        .set({ ...anonymisedPreRegistration, updated_at: now })
        .where('id', 'in', ids)
        .where('session_starts_at', '<', cutoff)
        .where('status', 'in', kept)
        // Another instance may have anonymised it since it was taken up: then it is that one's.
        .where(notAnonymised)
        .returning('id')
        .execute();
      await redactCopiesOf(trx, 'pre-registrations', [...deleted, ...anonymised]);
      return {
        scanned: candidates.length,
        ids: [...deleted, ...anonymised].map((row) => row.id).sort((a, b) => a - b),
        files: [],
      };
    },
  };
})();

/** What an e-mail keeps once cleared: the registry's erasure values, and no error text (it may quote the address). */
function clearedMail(): Updateable<MailOutboxTable> {
  const entry = personalDataTables.find((table) => table.table === 'mail_outbox');
  if (entry?.erase.how !== 'clear') throw new Error('The personal data registry must clear mail_outbox rows');
  return { ...(entry.erase.values as Updateable<MailOutboxTable>), last_error: null };
}

/**
 * E-mails done with (sent, given up, cancelled) for longer than the period, counted from their sending or,
 * unsent, their creation: texts emptied and addresses replaced. A pending one is never touched: it may still
 * go out, or an administrator may have just sent it again.
 */
const mailOutbox: RetentionRule = (() => {
  const values = clearedMail();
  const done = ['sent', 'failed', 'cancelled'] as const;
  const expired = (cutoff: string) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.and([
      eb('status', 'in', done),
      eb('recipient', '<>', redactedText),
      eb(eb.fn.coalesce('sent_at', 'created_at'), '<', cutoff),
    ]);
  const selectExpired = (db: Db, cutoff: string) => db.selectFrom('mail_outbox').where(expired(cutoff));
  return {
    kind: 'mail_outbox',
    setting: 'outbox_retention_days',
    count: (db, cutoff) => countOf(selectExpired(db, cutoff)),
    async purgeBatch(trx, cutoff, limit) {
      const candidates = await selectExpired(trx, cutoff).select('id').orderBy('id').limit(limit).execute();
      if (candidates.length === 0) return noBatch;
      const cleared = await trx
        .updateTable('mail_outbox')
        .set(values)
        .where(
          'id',
          'in',
          candidates.map((row) => row.id),
        )
        .where(expired(cutoff))
        .returning('id')
        .execute();
      return { scanned: candidates.length, ids: cleared.map((row) => row.id), files: [] };
    },
  };
})();

/** Every rule, in the order a run applies them and the back office lists them. */
export const retentionRules: readonly RetentionRule[] = [
  applications,
  contactMessages,
  preRegistrations,
  corporateRequests,
  mailOutbox,
  auditRetention,
];
