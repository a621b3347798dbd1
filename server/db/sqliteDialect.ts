import type SQLite from 'better-sqlite3';
import {
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  SqliteDriver,
  type SqliteDatabase,
} from 'kysely';

/**
 * SQLite ends a transaction by itself when a statement in it fails with SQLITE_FULL, SQLITE_IOERR,
 * SQLITE_BUSY or SQLITE_NOMEM (sqlite.org/lang_transaction.html, "Response To Errors Within A Transaction").
 * Kysely then sends ROLLBACK, which fails with "cannot rollback - no transaction is active", and throws that
 * in place of the error that said why: a full disk answered 500 instead of 503. So the rollback is sent only
 * while a transaction is still open.
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  constructor(
    database: SqliteDatabase,
    private readonly sqlite: SQLite.Database,
  ) {
    super({ database });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** Kysely's SQLite dialect over `database` (the connection as Kysely sees it) of the connection `sqlite`. */
export class SqliteDialectKeepingTheCause extends SqliteDialect {
  constructor(
    private readonly database: SqliteDatabase,
    private readonly sqlite: SQLite.Database,
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingTheCause(this.database, this.sqlite);
  }
}
