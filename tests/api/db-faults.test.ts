import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/database.js';
import { isDatabaseUnavailable } from '../../server/db/unavailable.js';
import { serviceUnavailableMessage } from '../../server/plugins/errorHandler.js';
import { contactMessage } from '../helpers/formVisitors.js';
import {
  bearer,
  createPostgresDatabase,
  createTestApp,
  engine,
  type InjectOptions,
  type LightMyRequestResponse,
  type TestApp,
} from '../helpers/testApp.js';
import { startRelay } from '../helpers/tcpRelay.js';
import { useTestApp } from '../helpers/useTestApp.js';

/**
 * Issue 12 point 4: a database outage neither kills the process nor hangs requests. Cached public answers
 * keep coming, everything else is a prompt 503 with Retry-After, and the server recovers by itself.
 * PostgreSQL has connections to lose and a server that can hang; SQLite, a file in the process, only a lock
 * another process can hold.
 */
const promptly = 5000;

/** A request, timed: an outage must be answered within `promptly`, not after a hang. */
async function timed(app: FastifyInstance, options: InjectOptions) {
  const started = Date.now();
  const res = await app.inject(options);
  return { res, ms: Date.now() - started };
}

function expectUnavailable({ res, ms }: { res: LightMyRequestResponse; ms: number }) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(ms).toBeLessThan(promptly);
}

describe.skipIf(engine !== 'postgres')('PostgreSQL refusing connections', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name: string;
  let token: string;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  let ipCounter = 0;

  const allowConnections = (allow: boolean) =>
    admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS ${allow}`);

  const socialMedia = () => timed(t.app, { method: 'GET', url: '/api/pages/social-media' });
  const brands = () => timed(t.app, { method: 'GET', url: '/api/pages/brands' });
  const adminWrite = () =>
    timed(t.app, {
      method: 'POST',
      url: '/api/admin/settings/social-media',
      headers: bearer(token),
      payload: { name: `Link ${ipCounter}`, uri: 'https://example.com/akademi' },
    });
  const contact = async () => {
    const { headers } = await t.csrf();
    return timed(t.app, {
      method: 'POST',
      url: '/api/contact',
      headers,
      payload: contactMessage(),
      remoteAddress: `10.30.0.${++ipCounter}`,
    });
  };

  /**
   * Runs `whileLocked` while another connection holds brands under an exclusive lock, then lets the lock go
   * and checks the brands list answers again.
   */
  async function whileBrandsLocked(whileLocked: () => Promise<void>) {
    const blocker = new pg.Client({ connectionString: t.config.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE brands IN ACCESS EXCLUSIVE MODE');
      await whileLocked();
      await blocker.query('ROLLBACK');
      expect((await brands()).res.statusCode).toBe(200);
    } finally {
      await blocker.end();
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    name = new URL(t.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    token = await t.adminToken();
  });
  afterAll(async () => {
    await allowConnections(true);
    await admin.end();
    await t.close();
    warn.mockRestore();
  });

  it('survives its connections being killed, answers from the cache or 503, and recovers', async () => {
    expect((await adminWrite()).res.statusCode).toBe(201);
    const cached = await socialMedia();
    expect(cached.res.statusCode).toBe(200);

    await allowConnections(false);
    onTestFinished(() => allowConnections(true).then(() => undefined));
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    // The pool's idle clients die: without its 'error' listener the process would exit here.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 3000 });
    expect(String(warn.mock.calls[0][0])).toMatch(/PostgreSQL dropped a pooled connection/);

    const still = await socialMedia();
    expect(still.res.statusCode).toBe(200);
    expect(still.res.body).toBe(cached.res.body);
    for (const attempt of [await brands(), await adminWrite(), await contact()]) {
      expectUnavailable(attempt);
      expect(attempt.res.json()).toEqual({ success: false, message: serviceUnavailableMessage });
      expect(attempt.res.body).not.toMatch(/not currently accepting|ECONN|postgres/i);
    }
    const ready = await timed(t.app, { method: 'GET', url: '/readyz' });
    expectUnavailable(ready);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await allowConnections(true);
    expect((await brands()).res.statusCode).toBe(200);
    expect((await adminWrite()).res.statusCode).toBe(201);
    expect((await contact()).res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 within the limit when a statement waits on a lock it never gets', async () => {
    await whileBrandsLocked(async () => {
      expectUnavailable(await timed(t.app, { method: 'GET', url: '/api/pages/brands?locked=1' }));
    });
  });

  it('survives a connection killed between two statements of a transaction', async () => {
    const transaction = t.app.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      // The client, checked out and idle, hears of it now: pg would throw that 'error' with no listener.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`SELECT 1`.execute(trx);
    });
    await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
    expect((await brands()).res.statusCode).toBe(200);
  });

  it('survives a connection killed in the middle of a query', async () => {
    await whileBrandsLocked(async () => {
      const request = timed(t.app, { method: 'GET', url: '/api/pages/brands?killed=1' });
      // The request's backend waits on the lock: kill it there, as a restart or an administrator would.
      await vi.waitFor(async () => {
        const { rows } = await admin.query(
          `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
           WHERE datname = $1 AND wait_event_type = 'Lock' AND query LIKE '%brands%'`,
          [name],
        );
        expect(rows).toHaveLength(1);
      });
      expectUnavailable(await request);
    });
  });
});

/**
 * A TCP relay to PostgreSQL that can go silent: while frozen it passes nothing either way (it keeps what
 * arrives for later) and leaves new connections unanswered, as a hung server or a black-holed network would.
 * It still reads, so it sees a connection closed from our side.
 */
async function silentableRelay(target: URL) {
  let frozen = false;
  const held = new Set<net.Socket>();
  const releases = new Set<() => void>();
  const relay = await startRelay(target, {
    admit: (client) => {
      if (!frozen) return true;
      held.add(client);
      client.on('close', () => held.delete(client));
      return false;
    },
    pipe: (from, to) => {
      const kept: Buffer[] = [];
      from.on('data', (chunk: Buffer) => (frozen ? kept.push(chunk) : to.write(chunk)));
      releases.add(() => kept.splice(0).forEach((chunk) => to.write(chunk)));
    },
    defaultPort: 5432,
  });
  return {
    url: relay.url,
    /** Connections relayed to PostgreSQL and not yet closed. */
    open: () => relay.open.size,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const socket of held) socket.destroy();
      for (const release of releases) release();
    },
    close: () => {
      for (const socket of held) socket.destroy();
      return relay.close();
    },
  };
}

describe.skipIf(engine !== 'postgres')('PostgreSQL accepting but never answering', () => {
  let app: FastifyInstance;
  let relay: Awaited<ReturnType<typeof silentableRelay>>;
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    relay = await silentableRelay(new URL(database.url));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-dist'),
      DATABASE_URL: relay.url,
    });
    const db = openDatabase({ databaseUrl: relay.url, dataDir, onConnectionLost: () => {} });
    app = await buildApp(config, { db, siteRenderer: null });
  });
  afterAll(async () => {
    relay.thaw();
    await app.close();
    await relay.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives up on a silent connection and on a silent connect, then recovers', async () => {
    const cached = await app.inject({ method: 'GET', url: '/api/pages/social-media' });
    expect(cached.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/pages/brands' })).statusCode).toBe(200);

    relay.freeze();
    const pooled = relay.open();
    // An idle client's query goes out and nothing comes back: pg's query_timeout ends the wait.
    expectUnavailable(await timed(app, { method: 'GET', url: '/api/pages/brands?silent=1' }));
    // ...and that client is closed, not handed to the next request to hang again.
    await vi.waitFor(() => expect(relay.open()).toBe(pooled - 1));
    // A new client's start-up gets no answer either: connectionTimeoutMillis ends that wait.
    expectUnavailable(await timed(app, { method: 'GET', url: '/api/pages/brands?silent=2' }));
    expect((await app.inject({ method: 'GET', url: '/api/pages/social-media' })).body).toBe(cached.body);

    relay.thaw();
    expect((await app.inject({ method: 'GET', url: '/api/pages/brands?silent=3' })).statusCode).toBe(200);
  });
});

describe.skipIf(engine !== 'sqlite')('SQLite locked by another process', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await t.adminToken();
  });

  it('answers a write 503 within the limit while the lock is held, and works once it is released', async () => {
    const write = () =>
      timed(t.app, {
        method: 'POST',
        url: '/api/admin/settings/social-media',
        headers: bearer(token),
        payload: { name: 'Link', uri: 'https://example.com/akademi' },
      });
    const cached = await t.app.inject({ method: 'GET', url: '/api/pages/social-media' });
    const other = new SQLite(path.join(t.config.dataDir, 'test.sqlite'));
    try {
      other.exec('BEGIN IMMEDIATE');
      const refused = await write();
      expectUnavailable(refused);
      expect(refused.res.json()).toEqual({ success: false, message: serviceUnavailableMessage });
      expect((await t.app.inject({ method: 'GET', url: '/api/pages/social-media' })).body).toBe(cached.body);
      other.exec('ROLLBACK');
    } finally {
      other.close();
    }
    expect((await write()).res.statusCode).toBe(201);
  });
});
