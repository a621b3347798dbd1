import type { Kysely } from 'kysely';
import type { RetentionKind } from '../../shared/schemas/kvkkSettings.js';
import type { Database } from '../db/schema.js';
import type { KvkkSettings } from '../services/kvkkSettings.js';

// The shape of a retention rule, apart from the rules (retentionRules.ts) so that a rule kept in its own
// file (auditRetention.ts) needs no import of the list that holds it.

type Db = Kysely<Database>;

export interface BatchResult {
  /** How many expired records the batch took up: fewer than the limit means none are left. */
  scanned: number;
  /** The records this batch purged (another instance may have purged some of those it took up). */
  ids: number[];
  /** Stored paths of the files whose rows were deleted (CVs): removed after the commit. */
  files: string[];
}

export type RetentionSetting = Exclude<keyof KvkkSettings, 'notice_contract_id'>;

export interface RetentionRule {
  kind: RetentionKind;
  /** The KVKK setting holding the period, in the kind's unit (retentionUnitOf). */
  setting: RetentionSetting;
  /** How many records a run with this cutoff would purge now. */
  count(db: Db, cutoff: string): Promise<number>;
  /** Purges up to `limit` records that expired before `cutoff`, inside the caller's transaction. */
  purgeBatch(trx: Db, cutoff: string, limit: number, now: string): Promise<BatchResult>;
}
