import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { openPostgresPool } from './postgresPool.js';
import { withStatementCache } from './statementCache.js';
import { SqliteDialectKeepingTheCause } from './sqliteDialect.js';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir; ':memory:' for a throw-away database. */
  sqliteFile?: string;
  /**
   * Told when PostgreSQL drops a pooled connection (the pool replaces it on demand). By default a warning on
   * the console: the database is opened before the application's logger exists.
   */
  onConnectionLost?: (error: Error) => void;
}

const warnConnectionLost = (error: Error) =>
  console.warn(`PostgreSQL dropped a pooled connection (${error.message}); reconnecting on demand`);

/** Opens SQLite (WAL, foreign keys on) by default, PostgreSQL when a URL is given. */
export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    // PostgreSQL returns COUNT(*) and BIGINT as strings by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (value) => Number(value));
    const pool = openPostgresPool(options.databaseUrl, options.onConnectionLost ?? warnConnectionLost);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = options.sqliteFile ?? 'akademi.sqlite';
  if (file !== ':memory:') fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(file === ':memory:' ? file : path.join(options.dataDir, file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A write waits this long for another process's write (a CLI seed, a backup) before SQLITE_BUSY, answered
  // 503 with Retry-After. better-sqlite3 waits synchronously, holding up every request meanwhile: keep it short.
  sqlite.pragma('busy_timeout = 2000');
  return new Kysely<Database>({
    dialect: new SqliteDialectKeepingTheCause(withStatementCache(sqlite), sqlite),
  });
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Numbers are handed out to pieces of work ahead of time, so one may land after a higher one has run
  // somewhere: it still runs, once. Migrations are independent of each other beyond the first.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const which = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${which} failed`, { cause: error });
  }
}
