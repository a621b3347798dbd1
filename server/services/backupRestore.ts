import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import {
  acquireInstanceLock,
  describePid,
  type InstanceLock,
  InstanceLockedError,
} from '../db/instanceLock.js';
import { migrations } from '../db/migrations/index.js';
import { databaseKindOf } from './backup.js';
import { copyFolder, uploadFolderNames } from './backupFiles.js';
import { type BackupManifest, readManifest, RestoreRefusedError, verifyBackup } from './backupManifest.js';
import { restorePostgres } from './backupPostgres.js';
import { checkSqliteFile, sqliteCompanionSuffixes, sqliteFileName } from './backupSqlite.js';

/*
 * `npm run restore <folder>`: puts a backup of ./backup.ts back in place of the database and the uploaded
 * files. Everything is first checked and copied beside its destination; then each current item is moved
 * aside and the copy moved in (renames, instant); the old items are removed only once all of it succeeded,
 * and moved back if any step fails.
 */

export interface RestoreOptions {
  /** PostgreSQL: restore even though other sessions are connected to the database. */
  force?: boolean;
}

/** Renames that can be undone, most recent first. */
class Swaps {
  private readonly done: { from: string; to: string }[] = [];

  async move(from: string, to: string): Promise<void> {
    await fs.rename(from, to);
    this.done.unshift({ from, to });
  }

  async undo(): Promise<void> {
    for (const { from, to } of this.done) await fs.rename(to, from);
  }
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

function refuseUnlessRestorable(config: Config, manifest: BackupManifest) {
  const kind = databaseKindOf(config);
  if (manifest.database.kind !== kind) {
    throw new RestoreRefusedError(
      `This backup holds a ${manifest.database.kind} database, and this server is configured for ${kind}` +
        (kind === 'postgres' ? ' (DATABASE_URL is set)' : ' (DATABASE_URL is not set)'),
    );
  }
  const migration = manifest.database.migration;
  if (migration && !(migration in migrations)) {
    throw new RestoreRefusedError(
      `This backup comes from a newer version of Akademi (its schema is at migration ${migration}): ` +
        'restore it with that version',
    );
  }
}

/** SQLite: the data directory's lock, held for the whole restore so that no server starts half-way. */
function lockDataDirectory(config: Config): InstanceLock | undefined {
  if (config.databaseUrl) return undefined;
  try {
    return acquireInstanceLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof InstanceLockedError)) throw error;
    throw new RestoreRefusedError(
      `An Akademi server is running on the data directory ${config.dataDir}${describePid(error.holderPid)}: ` +
        'stop it before restoring',
    );
  }
}

export async function restoreBackup(
  config: Config,
  folder: string,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const source = path.resolve(folder);
  const manifest = await readManifest(source);
  await verifyBackup(source, manifest);
  refuseUnlessRestorable(config, manifest);

  const lock = lockDataDirectory(config);
  const suffix = `${Date.now()}-${process.pid}`;
  const staged: string[] = [];
  const asides: string[] = [];
  const swaps = new Swaps();
  try {
    await fs.mkdir(config.uploadsRoot, { recursive: true });
    for (const name of uploadFolderNames) {
      const copy = path.join(config.uploadsRoot, `${name}.restoring-${suffix}`);
      staged.push(copy);
      await copyFolder(path.join(source, name), copy);
    }
    let stagedDatabase: string | undefined;
    if (!config.databaseUrl) {
      stagedDatabase = path.join(config.dataDir, `${sqliteFileName}.restoring-${suffix}`);
      staged.push(stagedDatabase);
      await fs.copyFile(path.join(source, manifest.database.file), stagedDatabase);
      checkSqliteFile(stagedDatabase);
    }

    const moveAside = async (current: string) => {
      if (!(await exists(current))) return;
      const aside = `${current}.pre-restore-${suffix}`;
      await swaps.move(current, aside);
      asides.push(aside);
    };
    for (const [index, name] of uploadFolderNames.entries()) {
      const current = path.join(config.uploadsRoot, name);
      await moveAside(current);
      await swaps.move(staged[index], current);
    }
    if (stagedDatabase) {
      const live = path.join(config.dataDir, sqliteFileName);
      // The WAL of the old database must not meet the new one: SQLite would replay it into it.
      for (const suffixOfFile of ['', ...sqliteCompanionSuffixes]) await moveAside(live + suffixOfFile);
      await swaps.move(stagedDatabase, live);
    } else {
      // Last, as it cannot be undone by a rename; it is one transaction, so it either happened or did not.
      await restorePostgres(
        config.databaseUrl!,
        path.join(source, manifest.database.file),
        Object.keys(manifest.database.rows),
        options,
      );
    }
  } catch (error) {
    await swaps.undo();
    for (const leftover of staged) await fs.rm(leftover, { recursive: true, force: true });
    throw error;
  } finally {
    lock?.release();
  }
  for (const aside of asides) await fs.rm(aside, { recursive: true, force: true });
  return manifest;
}
