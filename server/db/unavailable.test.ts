import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { openDatabase } from './database.js';
import { postgresLimits } from './postgresPool.js';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-unavailable-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What better-sqlite3 threw, as it threw it. */
function sqliteError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected SQLite to throw');
}

/** A PostgreSQL error as pg builds it from the server's ErrorResponse. */
function postgresError(code: string, message = 'from the server'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
}

/** A port nothing listens on: taken from the system, then given back. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The error a query gets from a Kysely database on `url`. */
async function queryError(url: string): Promise<unknown> {
  const db = openDatabase({ databaseUrl: url, dataDir: dir });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    return error;
  } finally {
    await db.destroy();
  }
  throw new Error('expected the query to fail');
}

describe('isDatabaseUnavailable with SQLite', () => {
  it('recognises a database locked by another process past busy_timeout', () => {
    const file = path.join(dir, 'busy.sqlite');
    const holder = new SQLite(file);
    const waiter = new SQLite(file, { timeout: 0 });
    holder.exec('CREATE TABLE t (x); BEGIN IMMEDIATE; INSERT INTO t VALUES (1)');
    const busy = sqliteError(() => waiter.exec('BEGIN IMMEDIATE'));
    holder.exec('ROLLBACK');
    holder.close();
    waiter.close();
    expect((busy as { code: string }).code).toMatch(/^SQLITE_BUSY/);
    expect(isDatabaseUnavailable(busy)).toBe(true);
  });

  it('recognises a file that cannot be opened', () => {
    const error = sqliteError(() => new SQLite(dir));
    expect((error as { code: string }).code).toBe('SQLITE_CANTOPEN');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves a request or code error alone: a constraint, a syntax error', () => {
    const db = new SQLite(':memory:');
    db.exec('CREATE TABLE t (x UNIQUE); INSERT INTO t VALUES (1)');
    expect(isDatabaseUnavailable(sqliteError(() => db.exec('INSERT INTO t VALUES (1)')))).toBe(false);
    expect(isDatabaseUnavailable(sqliteError(() => db.exec('SELEC 1')))).toBe(false);
    db.close();
  });
});

describe('isDatabaseUnavailable with PostgreSQL', () => {
  it('recognises a refused connection as Kysely reports it', async () => {
    const error = await queryError(`postgres://postgres@127.0.0.1:${await closedPort()}/none`);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(((error as Error).cause as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('gives up on a server that accepts but never answers within the connect limit', async () => {
    const silent = net.createServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    const error = await queryError(`postgres://postgres@127.0.0.1:${port}/none`);
    const waited = Date.now() - started;
    silent.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(postgresLimits.connectMs - 100);
    expect(waited).toBeLessThan(5000);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['53300', 'sorry, too many clients already'],
    ['57014', 'canceling statement due to statement timeout'],
    ['25P03', 'terminating connection due to idle-in-transaction timeout'],
  ])('recognises SQLSTATE %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(postgresError(code, message))).toBe(true);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['23503', 'violates foreign key constraint'],
    ['42P01', 'relation does not exist'],
    ['22P02', 'invalid input syntax for type integer'],
  ])('leaves SQLSTATE %s (%s) alone', (code, message) => {
    expect(isDatabaseUnavailable(postgresError(code, message))).toBe(false);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'Query read timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])("recognises pg's own '%s'", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });
});

describe('isDatabaseUnavailable with anything else', () => {
  it('follows the cause chain and looks inside an AggregateError', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('other'), refused]))).toBe(true);
  });

  it('leaves ordinary errors and non-errors alone', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(new HttpError(422, 'invalid'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('no file'), { code: 'ENOENT' }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
