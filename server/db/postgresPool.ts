import type { PostgresPool } from 'kysely';
import pg from 'pg';
import { DatabaseUnavailableError } from './unavailable.js';

/**
 * How long anything may wait on PostgreSQL. A request should know within about 5 s that the database is not
 * answering (then it answers 503 with Retry-After, plugins/errorHandler.ts) instead of hanging until the
 * HTTP timeout; the site's own queries take milliseconds, so these limits only ever cut off an outage.
 */
export const postgresLimits = {
  /** Connecting (TCP, TLS, start-up), and waiting for a free client when all are busy. */
  connectMs: 2500,
  /** Server-side: PostgreSQL cancels a statement after this (57014) and the connection stays usable. */
  statementMs: 3000,
  /**
   * Client-side, for a server that has gone silent and will not even cancel: longer than statementMs, so a
   * merely slow statement is cancelled by the server first and its connection kept.
   */
  queryMs: 4000,
  /**
   * A transaction left open between statements (a bug, or a request that died mid-way) holds its locks until
   * PostgreSQL ends the session after this; ours run their statements back to back in milliseconds.
   */
  idleInTransactionMs: 10_000,
  /**
   * An idle connection is closed after this: a database restart or a proxy dropping idle sockets then finds
   * few to break, and reconnecting after a quiet half-minute costs a few milliseconds.
   */
  idleMs: 30_000,
};

/**
 * A pg pool for Kysely that never takes the process down and never waits forever:
 * - an idle client whose connection dies (pg_terminate_backend, a restart, a dropped socket) makes the pool
 *   emit 'error', and an EventEmitter with no listener for it throws: the process would exit. It is reported
 *   to `onIdleError` instead; the pool has already discarded the client and connects anew on demand;
 * - a client in use whose connection dies emits 'error' too, and its next statement fails and reaches the
 *   request;
 * - failing to get a connection at all becomes a DatabaseUnavailableError (db/unavailable.ts), whatever
 *   PostgreSQL or the network said;
 * - a client whose query timed out on our side is closed, not handed to the next request to hang again.
 */
export function openPostgresPool(url: string, onIdleError: (error: Error) => void): PostgresPool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: postgresLimits.connectMs,
    idleTimeoutMillis: postgresLimits.idleMs,
    statement_timeout: postgresLimits.statementMs,
    query_timeout: postgresLimits.queryMs,
    idle_in_transaction_session_timeout: postgresLimits.idleInTransactionMs,
  });
  pool.on('error', onIdleError);
  pool.on('connect', (client) => {
    client.on('error', () => {
      // Checked out between two statements (inside a transaction), a client has no pool listener: pg would
      // throw this. Its next statement fails and reaches the request; the pool drops it on release.
    });
    closeWhenSilent(client);
  });
  return {
    connect: () =>
      pool.connect().catch((error: unknown) => {
        throw new DatabaseUnavailableError(error);
      }),
    end: () => pool.end(),
  };
}

/**
 * After a client-side query timeout the server may still be working on (or stuck in) that query, and pg
 * would queue the next one behind it: end the connection, so the pool drops the client on release.
 */
function closeWhenSilent(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') void client.end();
      });
    }
    return result;
  }) as typeof client.query;
}
