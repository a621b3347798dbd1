import fs from 'node:fs/promises';
import path from 'node:path';
import { type FolderSummary, sha256OfFile, summarizeFolder, uploadFolderNames } from './backupFiles.js';

/*
 * manifest.json, written last into a backup folder: what the backup holds, so that restore can check it is
 * whole and untouched before replacing anything.
 */

export const manifestFileName = 'manifest.json';
const formatVersion = 1;

export type DatabaseKind = 'sqlite' | 'postgres';

/** The database copy's file name inside a backup folder. */
export const databaseFileNames: Record<DatabaseKind, string> = {
  sqlite: 'akademi.sqlite',
  postgres: 'database.pgdump',
};

/** What a database held when it was copied. */
export interface DatabaseContents {
  /** Rows per table. */
  rows: Record<string, number>;
  /** The last schema migration it had run (none for an empty database). */
  migration: string | undefined;
}

export interface BackupManifest {
  format: typeof formatVersion;
  app: 'akademi';
  createdAt: string;
  /** A backup from a newer version (a migration this code does not know) cannot be restored. */
  database: DatabaseContents & { kind: DatabaseKind; file: string; bytes: number; sha256: string };
  folders: Record<(typeof uploadFolderNames)[number], FolderSummary>;
}

/** The folder is no backup, or not a whole and untouched one. */
export class BackupInvalidError extends Error {}

/** The backup is sound but cannot be restored here, now (a running server, another engine, a newer schema). */
export class RestoreRefusedError extends Error {}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await fs.writeFile(path.join(folder, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let raw: string;
  try {
    raw = await fs.readFile(path.join(folder, manifestFileName), 'utf8');
  } catch {
    throw new BackupInvalidError(`${folder} is not a backup: it has no ${manifestFileName}`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(raw) as BackupManifest;
  } catch {
    throw new BackupInvalidError(`${path.join(folder, manifestFileName)} is not valid JSON`);
  }
  if (manifest?.app !== 'akademi' || manifest.format !== formatVersion) {
    throw new BackupInvalidError(`${folder} is not an Akademi backup of format ${formatVersion}`);
  }
  const { database, folders } = manifest;
  const wellFormed =
    (database?.kind === 'sqlite' || database?.kind === 'postgres') &&
    database.file === databaseFileNames[database.kind] &&
    typeof database.sha256 === 'string' &&
    typeof database.rows === 'object' &&
    uploadFolderNames.every((name) => typeof folders?.[name]?.files === 'number');
  if (!wellFormed) throw new BackupInvalidError(`The manifest of ${folder} is incomplete`);
  return manifest;
}

/** Checks the backup's files against its manifest: the database's checksum, each folder's count and size. */
export async function verifyBackup(folder: string, manifest: BackupManifest): Promise<void> {
  const database = path.join(folder, manifest.database.file);
  const sha256 = await sha256OfFile(database).catch(() => undefined);
  if (sha256 === undefined) throw new BackupInvalidError(`The backup's database ${database} is missing`);
  if (sha256 !== manifest.database.sha256) {
    throw new BackupInvalidError(`The backup's database ${database} does not match its manifest (sha256)`);
  }
  for (const name of uploadFolderNames) {
    const expected = manifest.folders[name];
    const found = await summarizeFolder(path.join(folder, name));
    if (found.files !== expected.files || found.bytes !== expected.bytes) {
      throw new BackupInvalidError(
        `The backup's ${name}/ holds ${found.files} files (${found.bytes} bytes), ` +
          `its manifest says ${expected.files} (${expected.bytes} bytes)`,
      );
    }
  }
}
