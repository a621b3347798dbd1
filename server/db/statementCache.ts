import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The SQLite database as Kysely's dialect sees it, with each statement prepared once. Kysely prepares every
 * query it runs; the site runs the same few hundred queries again and again (a page rendered after an admin
 * write runs dozens), and preparing one costs about as much as running it. The most recently used statements
 * are kept. A kept statement stays valid when the schema changes (SQLite prepares it again by itself).
 * A kept statement is never asked for while it runs: better-sqlite3 refuses any other query on the
 * connection while one is being streamed, and Kysely runs the others to their end in one call.
 */
export function withStatementCache(db: SQLite.Database, capacity = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept) {
        // Most recently used last: the first key is the one to drop when full.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = db.prepare(sql);
      if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}
