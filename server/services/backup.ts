import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { copyFolder, type FolderSummary, sha256OfFile, uploadFolderNames } from './backupFiles.js';
import {
  type BackupManifest,
  databaseFileNames,
  type DatabaseKind,
  writeManifest,
} from './backupManifest.js';
import { dumpPostgres } from './backupPostgres.js';
import { dumpSqlite } from './backupSqlite.js';

/*
 * `npm run backup`: the database and the uploaded files, copied while the server runs, into one folder with
 * a manifest. Read by ./backupRestore.ts.
 */

export const databaseKindOf = (config: Config): DatabaseKind => (config.databaseUrl ? 'postgres' : 'sqlite');

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `backups/akademi-20261123-141500` below the working directory (beside the default ./data), local time. */
export function defaultBackupFolder(now: Date): string {
  const date = `${now.getFullYear()}${twoDigits(now.getMonth() + 1)}${twoDigits(now.getDate())}`;
  const time = `${twoDigits(now.getHours())}${twoDigits(now.getMinutes())}${twoDigits(now.getSeconds())}`;
  return path.resolve('backups', `akademi-${date}-${time}`);
}

export class BackupTargetError extends Error {}

/**
 * Writes a backup into `folder`, which must not exist yet. The work happens in a `.partial` sibling renamed
 * at the end, so a backup folder under its final name is always complete.
 */
export async function createBackup(
  config: Config,
  folder: string,
  now = new Date(),
): Promise<BackupManifest> {
  const target = path.resolve(folder);
  if (await fs.stat(target).catch(() => undefined)) {
    throw new BackupTargetError(`${target} already exists: choose another folder`);
  }
  const work = `${target}.partial-${process.pid}`;
  // Owner-only: a backup holds the CVs and every password hash.
  await fs.mkdir(work, { recursive: true, mode: 0o700 });
  try {
    const kind = databaseKindOf(config);
    const databaseFile = path.join(work, databaseFileNames[kind]);
    // The database first, then the files: a file uploaded in between is merely extra; the other way round, a
    // row written in between would point at a file the backup lacks.
    const contents = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, databaseFile)
      : await dumpSqlite(config.dataDir, databaseFile);
    const folders = {} as Record<(typeof uploadFolderNames)[number], FolderSummary>;
    for (const name of uploadFolderNames) {
      folders[name] = await copyFolder(path.join(config.uploadsRoot, name), path.join(work, name));
    }
    const manifest: BackupManifest = {
      format: 1,
      app: 'akademi',
      createdAt: now.toISOString(),
      database: {
        kind,
        file: databaseFileNames[kind],
        bytes: (await fs.stat(databaseFile)).size,
        sha256: await sha256OfFile(databaseFile),
        migration: contents.migration,
        rows: contents.rows,
      },
      folders,
    };
    await writeManifest(work, manifest);
    await fs.rename(work, target);
    return manifest;
  } catch (error) {
    await fs.rm(work, { recursive: true, force: true });
    throw error;
  }
}
