import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { DatabaseContents } from './backupManifest.js';

/** The server's database file in the data directory (server/db/database.ts opens this name). */
export const sqliteFileName = 'akademi.sqlite';
/** The files SQLite keeps beside a WAL database: they belong to it and move with it. */
export const sqliteCompanionSuffixes = ['-wal', '-shm'];

/** Tables and their row counts, and the last migration run, of an open SQLite database. */
function describe(db: SQLite.Database): DatabaseContents {
  const tables = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .pluck()
    .all() as string[];
  const rows: Record<string, number> = {};
  for (const table of tables) {
    rows[table] = db
      .prepare(`SELECT count(*) FROM "${table.replaceAll('"', '""')}"`)
      .pluck()
      .get() as number;
  }
  const migration = tables.includes('kysely_migration')
    ? (db.prepare('SELECT max(name) FROM kysely_migration').pluck().get() as string | null)
    : null;
  return { rows, migration: migration ?? undefined };
}

/**
 * Copies the live database with SQLite's online backup API: consistent, and safe while the server writes
 * (a write during the copy makes it start over). The copy is turned into a single self-contained file
 * (rollback journal, not WAL) so that its checksum means something; the server turns WAL back on when it opens it.
 */
export async function dumpSqlite(dataDir: string, target: string): Promise<DatabaseContents> {
  const source = path.join(dataDir, sqliteFileName);
  if (!fs.existsSync(source)) throw new Error(`There is no SQLite database at ${source}`);
  const live = new SQLite(source, { fileMustExist: true, timeout: 5000 });
  try {
    await live.backup(target);
  } finally {
    live.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    return describe(copy);
  } finally {
    copy.close();
  }
}

/** Opens a database file that is about to replace the live one and checks it is sound. */
export function checkSqliteFile(file: string): void {
  const db = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const result = db.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new Error(`The database copy ${file} is damaged: ${String(result)}`);
  } finally {
    db.close();
  }
}
