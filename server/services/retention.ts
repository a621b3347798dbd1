import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  retentionUnitOf,
  type RetentionKind,
  type RetentionPreviewItem,
} from '../../shared/schemas/kvkkSettings.js';
import type { Db } from '../db/database.js';
import { retentionRules, type RetentionRule } from '../privacy/retentionRules.js';
import { ImageStore } from './images.js';
import { readKvkkSettings } from './kvkkSettings.js';
import { purgeExpiredTrash } from './trashRetention.js';

/*
 * KVKK retention (issues 13 and 29): once the period set in the back office is over, applications (with
 * their CVs), contact messages and pre-registrations are deleted (confirmed pre-registrations anonymised),
 * finished e-mails lose their texts and addresses, and the audit log's copies lose their personal fields
 * (server/privacy/retentionRules.ts says how, for each kind). Each purge is logged (kind, period, cutoff,
 * count, ids; never a name or an address).
 *
 * Several instances may run this at the same moment: each record is purged by exactly one of them (every
 * write re-checks the expiry and hands back only what it changed itself), the log row is written in the same
 * transaction as the purge, and a CV file is removed only after its row is gone. A CV file left behind by a
 * crash between the two is found by the next run: a file in private/cv that no row names and that is older
 * than the period.
 */

export type { RetentionKind };

/** Records purged per transaction: bounds the lock time and the ids kept in one log row. */
const batchSize = 500;

const dayMs = 24 * 60 * 60 * 1000;

/** The instant `months` calendar months before `now` (31 March − 1 month = 28/29 February, not 3 March). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

export interface PurgeResult {
  kind: RetentionKind;
  /** The ids this run purged (another instance may have purged others at the same time). */
  ids: number[];
  /** CV files removed (of the deleted applications, and older ones no row names any more). */
  files: number;
}

const cvDir = (uploadsRoot: string) => path.join(uploadsRoot, 'private', 'cv');

interface DuePurge {
  rule: RetentionRule;
  period: number;
  cutoff: Date;
}

/** The kinds with a period, each with its cutoff as of `now`, by the settings as they are now. */
async function duePurges(db: Db, now: Date): Promise<DuePurge[]> {
  const settings = await readKvkkSettings(db);
  return retentionRules.flatMap((rule) => {
    const period = settings[rule.setting];
    if (!period || period <= 0) return [];
    const cutoff =
      retentionUnitOf(rule.kind) === 'days'
        ? new Date(now.getTime() - period * dayMs)
        : monthsBefore(now, period);
    return [{ rule, period, cutoff }];
  });
}

/** Purges the records of one kind expired before the cutoff, in batches, each batch logged in its transaction. */
async function purgeKind(
  db: Db,
  { rule, period, cutoff }: DuePurge,
  now: string,
): Promise<{ ids: number[]; files: string[] }> {
  const ids: number[] = [];
  const files: string[] = [];
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const result = await rule.purgeBatch(trx, cutoff.toISOString(), batchSize, now);
      if (result.ids.length > 0) {
        await trx
          .insertInto('retention_purges')
          .values({
            kind: rule.kind,
            months: period,
            cutoff: cutoff.toISOString(),
            count: result.ids.length,
            ids: JSON.stringify([...result.ids].sort((a, b) => a - b)),
            purged_at: now,
          })
          .execute();
      }
      return result;
    });
    ids.push(...batch.ids);
    files.push(...batch.files);
    if (batch.scanned < batchSize) return { ids, files };
  }
}

/** CV files older than `cutoff` that no application names: left by a crash between a deletion and its file. */
async function orphanCvFiles(db: Db, dir: string, cutoff: Date): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const orphans: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    // Only settled files: an upload in progress is a temporary file, and young files belong to new rows.
    if (!stat?.isFile() || stat.mtime >= cutoff || name.startsWith('.')) continue;
    const named = await db
      .selectFrom('hr_applications')
      .select('id')
      .where('cv_path', '=', path.posix.join('private', 'cv', name))
      .executeTakeFirst();
    if (!named) orphans.push(file);
  }
  return orphans;
}

async function removeFiles(files: string[]): Promise<number> {
  let removed = 0;
  for (const file of files) {
    const existed = await fs.rm(file).then(
      () => true,
      () => false,
    );
    if (existed) removed += 1;
  }
  return removed;
}

/**
 * One purge, as the job runs it daily: every kind with a period set, by the settings as they are now.
 * Returns what this run purged (kinds without a period are left out).
 */
export async function purgeExpired(
  db: Db,
  uploadsRoot: string,
  now: Date = new Date(),
): Promise<PurgeResult[]> {
  const results: PurgeResult[] = [];
  for (const due of await duePurges(db, now)) {
    const { ids, files: stored } = await purgeKind(db, due, now.toISOString());
    let files = 0;
    if (due.rule.kind === 'hr_applications') {
      const dir = cvDir(uploadsRoot);
      // The stored path's last segment only: a row can never point the deletion outside the CV folder.
      files += await removeFiles(stored.map((file) => path.join(dir, path.basename(file))));
      files += await removeFiles(await orphanCvFiles(db, dir, due.cutoff));
    }
    results.push({ kind: due.rule.kind, ids, files });
  }
  return results;
}

/**
 * The dry run: what a purge now would purge, kind by kind (those with a period), without touching anything.
 * Its counts are those a run on the same data purges (the rules count what their batches select).
 */
export async function previewExpired(db: Db, now: Date = new Date()): Promise<RetentionPreviewItem[]> {
  const items: RetentionPreviewItem[] = [];
  for (const { rule, period, cutoff } of await duePurges(db, now)) {
    items.push({
      kind: rule.kind,
      period,
      unit: retentionUnitOf(rule.kind),
      cutoff: cutoff.toISOString(),
      count: await rule.count(db, cutoff.toISOString()),
    });
  }
  return items;
}

/** How often the job runs after the one at start-up. */
export const retentionIntervalMs = 24 * 60 * 60 * 1000;

/**
 * Runs the purge at start-up and then once a day. Safe beside other instances doing the same (see above);
 * a failed run is logged and retried at the next one.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly uploadsRoot: string,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = retentionIntervalMs,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
    void this.run();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One run now, unless one is under way (then that one's end). */
  run(): Promise<void> {
    this.running ??= purgeExpired(this.db, this.uploadsRoot)
      .then((results) => {
        for (const { kind, ids, files } of results) {
          if (ids.length > 0 || files > 0) {
            this.log.info({ kind, count: ids.length, files }, 'retention: expired records purged');
          }
        }
      })
      .catch((err: unknown) => this.log.error({ err }, 'retention: purge failed'))
      // The content trash empties on the same schedule (issue 28), whatever the KVKK purge did.
      .then(() => purgeExpiredTrash(this.db, new ImageStore(path.join(this.uploadsRoot, 'uploads'))))
      .then((results) => {
        for (const { table, ids } of results) {
          this.log.info({ table, count: ids.length }, 'retention: records deleted from the trash');
        }
      })
      .catch((err: unknown) => this.log.error({ err }, 'retention: emptying the trash failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
