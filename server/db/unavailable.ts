/**
 * "The database is unavailable right now" as opposed to "this request or this code is wrong": the first is
 * answered 503 with Retry-After (plugins/errorHandler.ts), since the same request will work once the
 * database is back; the second stays a 500.
 */

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const databaseRetryAfterSeconds = 5;

/**
 * No connection could be had at all (refused, timed out, too many clients, the database not accepting
 * connections, a wrong password or database name): whatever PostgreSQL or the network said, no query of the
 * request ran. Thrown by db/postgresPool.ts with the original error as `cause`.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database connection failed', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATE classes and codes of a server that cannot serve now (PostgreSQL appendix A):
 * 08 connection exception, 53 insufficient resources (53300 too many connections), 57P01 admin shutdown
 * (pg_terminate_backend, a restart), 57P02 crash shutdown, 57P03 cannot connect now (starting up),
 * 57014 query cancelled (our statement_timeout), 25P03 idle-in-transaction timeout (the session is gone).
 */
const postgresClasses = ['08', '53'];
const postgresCodes = new Set(['57P01', '57P02', '57P03', '57014', '25P03']);

/** Socket-level failures on the way to the database server. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * better-sqlite3's codes, extended ones included (SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE...): the file is
 * locked by another process past busy_timeout, unreadable or unopenable. Left out: SQLITE_LOCKED (a conflict
 * inside our own connection, a bug) and SQLITE_FULL (a full disk does not clear up by waiting).
 */
const sqlitePrefixes = ['SQLITE_BUSY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN'];

/**
 * pg's own errors carry no code, only these messages: a connection lost mid-query, a client-side
 * query_timeout, a pool that could not connect in connectionTimeoutMillis, or one already closed (shutdown).
 */
const pgMessages = [
  /^Connection terminated/,
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/** Whether an error (or what caused it) says the database is unavailable rather than the request wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    const sqlState =
      /^[0-9A-Z]{5}$/.test(code) && (postgresCodes.has(code) || postgresClasses.includes(code.slice(0, 2)));
    if (sqlState || networkCodes.has(code) || sqlitePrefixes.some((prefix) => code.startsWith(prefix)))
      return true;
  }
  if (pgMessages.some((pattern) => pattern.test(error.message))) return true;
  // Node reports a refused dual-stack connect (::1 and 127.0.0.1) as an AggregateError of both attempts.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}
