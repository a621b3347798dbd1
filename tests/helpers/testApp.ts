import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../server/app.js';
import { type Config, loadConfig } from '../../server/config.js';
import { type Db, openDatabase } from '../../server/db/database.js';
import { seedDemoContent } from '../../server/db/seed/index.js';
import { createUser, ensureRoleGroups } from '../../server/services/users.js';

/** Which engine this test run uses: the `api-postgres` Vitest project sets TEST_DB_ENGINE=postgres. */
export const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Bearer token of a signed-in administrator. */
  adminToken: () => Promise<string>;
  /** Bearer token of a signed-in editor. */
  editorToken: () => Promise<string>;
  /** A CSRF token and its cookie, as the HTML page would hand them to the browser. */
  csrf: () => Promise<{ headers: Record<string, string> }>;
  close: () => Promise<void>;
}

// Passwords the new-password rules accept (issue 27), so a test may also set them through the API.
export const adminCredentials = { email: 'admin@test.local', password: 'Kule-Pusula-2719' };
export const editorCredentials = { email: 'editor@test.local', password: 'Mavi-Kalem-8426' };

/**
 * A database built once per run by tests/setup/testAppTemplates.ts (migrated, with the role groups and the
 * two test users; the seeded one also with the demo content), which createTestApp copies.
 */
export interface AppTemplate {
  /** A closed SQLite file, out of WAL mode. */
  sqliteFile?: string;
  /** A PostgreSQL database to copy with CREATE DATABASE … TEMPLATE. */
  postgresDatabase?: string;
  /** The seeded demo images, for the copy's uploads folder. */
  uploadsDir?: string;
}
export interface AppTemplates {
  plain: AppTemplate;
  seeded: AppTemplate;
}
declare module 'vitest' {
  export interface ProvidedContext {
    testAppTemplates?: AppTemplates;
  }
}

/** Waits (briefly) until no session is connected to the database `name`. */
async function waitUntilUnused(client: pg.Client, name: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A new PostgreSQL database: empty, or a copy of `template`. */
export async function createPostgresDatabase(template = 'template0'): Promise<{
  url: string;
  waitUntilUnused: () => Promise<void>;
  drop: () => Promise<void>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const name = `akademi_test_${randomBytes(6).toString('hex')}`;
  const withAdmin = async (work: (client: pg.Client) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template} ENCODING 'UTF8'`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    waitUntilUnused: () => withAdmin((client) => waitUntilUnused(client, name)),
    drop: () =>
      withAdmin(async (client) => {
        // pg's pool.end() resolves before its sockets have closed; FORCE would then kill those backends and
        // the dying clients raise an unhandled 57P01 error. Wait until they are gone on their own.
        await waitUntilUnused(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/**
 * An empty database of this run's engine, not migrated, for tests of the migrations themselves: a SQLite file
 * in a temporary folder, or a new PostgreSQL database. `close` destroys it and removes what it made.
 */
export async function openEmptyDatabase(name: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `akademi-${name}-`));
  const pgDb = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const db = openDatabase({ databaseUrl: pgDb?.url, dataDir, sqliteFile: `${name}.sqlite` });
  const close = async () => {
    await db.destroy();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { db, close };
}

/**
 * A fresh application on a fresh database for one test file: SQLite in a temporary directory, or a new
 * PostgreSQL database created for the file and dropped afterwards.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    logger?: BuildOptions['logger'];
    siteRenderer?: BuildOptions['siteRenderer'];
    freeSpace?: BuildOptions['freeSpace'];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-test-'));
  // Started on a copy of the run's prepared database when there is one (tests/setup/testAppTemplates.ts).
  const template = inject('testAppTemplates')?.[options.seed ? 'seeded' : 'plain'];
  if (template?.sqliteFile) fs.copyFileSync(template.sqliteFile, path.join(dataDir, 'test.sqlite'));
  if (template?.uploadsDir)
    fs.cpSync(template.uploadsDir, path.join(dataDir, 'uploads'), { recursive: true });
  const pgDb = engine === 'postgres' ? await createPostgresDatabase(template?.postgresDatabase) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...options.env,
  });
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir, sqliteFile: 'test.sqlite' });
  const app = await buildApp(config, {
    db,
    logger: options.logger,
    siteRenderer: options.siteRenderer ?? null,
    freeSpace: options.freeSpace,
  });
  if (!template) {
    await ensureRoleGroups(app.db);
    await createUser(app.db, { name: 'Test Yönetici', ...adminCredentials, roleKey: 'admin' });
    await createUser(app.db, { name: 'Test Editör', ...editorCredentials, roleKey: 'editor' });
    if (options.seed) await seedDemoContent(app.db, { uploadsDir: path.join(dataDir, 'uploads') });
  }

  const csrf = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/csrf-token' });
    const token = res.json().data.token as string;
    return {
      headers: {
        'x-csrf-token': token,
        'x-requested-with': 'XMLHttpRequest',
        cookie: `akademi_csrf=${token}`,
      },
    };
  };
  const login = async (credentials: { email: string; password: string }) => {
    const res = await postWithCsrf({ app, csrf }, '/api/auth/login', credentials);
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return signedInToken(res);
  };

  return {
    app,
    config,
    csrf,
    adminToken: () => login(adminCredentials),
    editorToken: () => login(editorCredentials),
    close: async () => {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A POST as the site's own pages send it: with a fresh CSRF token (JSON, or a multipart body with its own
 * headers) and, given `lang`, the visitor's `_lang` cookie beside the CSRF one; `remoteAddress` is the
 * caller's address, for the tests of rate limits and logs.
 */
export async function postWithCsrf(
  t: Pick<TestApp, 'app' | 'csrf'>,
  url: string,
  payload: InjectOptions['payload'],
  options: { headers?: Record<string, string>; lang?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const { headers } = await t.csrf();
  if (options.lang) headers.cookie = `${headers.cookie}; _lang=${options.lang}`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...options.headers },
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/**
 * The app's log kept in memory, for tests that read what it wrote (pino writes one JSON line per entry):
 * pass `logger` to createTestApp, read and empty `lines`.
 */
export function logCapture(level = 'info') {
  const lines: string[] = [];
  return { lines, logger: { stream: { write: (line: string) => void lines.push(line) }, level } };
}

/** The HttpOnly session cookie each test sign-in received, by its token (a token needs it: issue 12). */
const sessionCookies = new Map<string, string>();

/**
 * The token of a successful sign-in answer, remembered with the session cookie the answer set, so that
 * `bearer(token)` sends both halves of the session as the back office does.
 */
export function signedInToken(res: LightMyRequestResponse): string {
  const token = res.json().token as string;
  const session = res.cookies.find((c) => c.name === 'akademi_session');
  if (!session) throw new Error('the sign-in set no session cookie');
  sessionCookies.set(token, session.value);
  return token;
}

/** What the back office sends with every request: the bearer token and the session cookie of its sign-in. */
export const bearer = (token: string) => {
  const binding = sessionCookies.get(token);
  return {
    authorization: `Bearer ${token}`,
    ...(binding ? { cookie: `akademi_session=${binding}` } : {}),
  };
};

/** A file of a multipart body. */
export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Builds a multipart/form-data payload for app.inject, the way the browser's FormData sends it. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----akademi${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`),
      );
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type { InjectOptions, LightMyRequestResponse };
