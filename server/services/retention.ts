import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { RetentionPurgesTable } from '../db/schema.js';
import { ImageStore } from './images.js';
import { readKvkkSettings } from './kvkkSettings.js';
import { purgeExpiredTrash } from './trashRetention.js';

/*
 * KVKK retention (issue 13): applications (with their CVs) and contact messages older than the period set in
 * the back office are deleted, and each deletion is logged (kind, count, ids; never a name or an address).
 *
 * Several instances may run this at the same moment: each row is deleted by exactly one of them (DELETE …
 * RETURNING hands every instance only the rows it deleted itself), the log row is written in the same
 * transaction as the deletion, and a CV file is removed only after its row is gone. A CV file left behind by
 * a crash between the two is found by the next run: a file in private/cv that no row names and that is
 * older than the period.
 */

export type RetentionKind = RetentionPurgesTable['kind'];

/** Rows deleted per transaction: bounds the lock time and the ids kept in one log row. */
const batchSize = 500;

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
  /** The ids this run deleted (another instance may have deleted others at the same time). */
  ids: number[];
  /** CV files removed (of the deleted applications, and older ones no row names any more). */
  files: number;
}

const cvDir = (uploadsRoot: string) => path.join(uploadsRoot, 'private', 'cv');

/** Deletes the rows of `kind` created before `cutoff`, in batches, each batch logged in its transaction. */
async function purgeRows(
  db: Db,
  kind: RetentionKind,
  months: number,
  cutoff: string,
  now: string,
): Promise<{ ids: number[]; cvPaths: string[] }> {
  const ids: number[] = [];
  const cvPaths: string[] = [];
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const candidates = await trx
        .selectFrom(kind)
        .select('id')
        .where('created_at', '<', cutoff)
        .orderBy('id')
        .limit(batchSize)
        .execute();
      if (candidates.length === 0) return { found: 0, deleted: [] as { id: number; cv_path?: string }[] };
      const candidateIds = candidates.map((row) => row.id);
      const deleted: { id: number; cv_path?: string }[] =
        kind === 'hr_applications'
          ? await trx
              .deleteFrom('hr_applications')
              .where('id', 'in', candidateIds)
              .where('created_at', '<', cutoff)
              .returning(['id', 'cv_path'])
              .execute()
          : await trx
              .deleteFrom('contact_messages')
              .where('id', 'in', candidateIds)
              .where('created_at', '<', cutoff)
              .returning(['id'])
              .execute();
      if (deleted.length > 0) {
        await trx
          .insertInto('retention_purges')
          .values({
            kind,
            months,
            cutoff,
            count: deleted.length,
            ids: JSON.stringify(deleted.map((row) => row.id).sort((a, b) => a - b)),
            purged_at: now,
          })
          .execute();
      }
      return { found: candidates.length, deleted };
    });
    for (const row of batch.deleted) {
      ids.push(row.id);
      if (row.cv_path) cvPaths.push(row.cv_path);
    }
    if (batch.found < batchSize) return { ids, cvPaths };
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
 * Returns what this run deleted (kinds without a period are left out).
 */
export async function purgeExpired(
  db: Db,
  uploadsRoot: string,
  now: Date = new Date(),
): Promise<PurgeResult[]> {
  const settings = await readKvkkSettings(db);
  const periods: [RetentionKind, number | null][] = [
    ['hr_applications', settings.application_retention_months],
    ['contact_messages', settings.contact_retention_months],
  ];
  const results: PurgeResult[] = [];
  for (const [kind, months] of periods) {
    if (!months || months <= 0) continue;
    const cutoff = monthsBefore(now, months);
    const { ids, cvPaths } = await purgeRows(db, kind, months, cutoff.toISOString(), now.toISOString());
    let files = 0;
    if (kind === 'hr_applications') {
      const dir = cvDir(uploadsRoot);
      // The stored path's last segment only: a row can never point the deletion outside the CV folder.
      files += await removeFiles(cvPaths.map((stored) => path.join(dir, path.basename(stored))));
      files += await removeFiles(await orphanCvFiles(db, dir, cutoff));
    }
    results.push({ kind, ids, files });
  }
  return results;
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
            this.log.info({ kind, count: ids.length, files }, 'retention: expired records deleted');
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
