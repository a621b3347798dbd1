import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';
import { seedDemoContent } from '../../server/db/seed/index.js';
import { createUser, ensureRoleGroups } from '../../server/services/users.js';
import {
  type AppTemplate,
  type AppTemplates,
  adminCredentials,
  createPostgresDatabase,
  editorCredentials,
} from '../helpers/testApp.js';

/*
 * Issue 33: every test app used to migrate a new database, hash two passwords and, seeded, render the demo
 * images again (1.5–2 s of a worker per file). This global setup builds each kind of database once per run,
 * closed and complete, and createTestApp (tests/helpers/testApp.ts) starts each app on a copy of it: a
 * file copy for SQLite, CREATE DATABASE … TEMPLATE for PostgreSQL.
 */

/** Migrated, with the role groups and the two test users; `seeded` adds the demo content and its images. */
async function fillDatabase(
  databaseUrl: string | undefined,
  dir: string,
  name: string,
  seeded: boolean,
): Promise<Pick<AppTemplate, 'uploadsDir'>> {
  const db = openDatabase({ databaseUrl, dataDir: dir, sqliteFile: `${name}.sqlite` });
  const uploadsDir = seeded ? path.join(dir, `${name}-uploads`) : undefined;
  try {
    await migrateToLatest(db);
    await ensureRoleGroups(db);
    await createUser(db, { name: 'Test Yönetici', ...adminCredentials, roleKey: 'admin' });
    await createUser(db, { name: 'Test Editör', ...editorCredentials, roleKey: 'editor' });
    if (uploadsDir) await seedDemoContent(db, { uploadsDir });
    // Out of WAL mode, SQLite keeps everything in the one file that is copied (the app turns WAL on again).
    if (!databaseUrl) await sql`PRAGMA journal_mode = DELETE`.execute(db);
  } finally {
    await db.destroy();
  }
  return { uploadsDir };
}

async function buildTemplates(engine: 'sqlite' | 'postgres', dir: string) {
  const templates: Partial<AppTemplates> = {};
  const drops: (() => Promise<void>)[] = [];
  for (const kind of ['plain', 'seeded'] as const) {
    if (engine === 'postgres') {
      const database = await createPostgresDatabase();
      drops.push(database.drop);
      const { uploadsDir } = await fillDatabase(database.url, dir, kind, kind === 'seeded');
      // A template must have no session open when it is copied: wait until the pool's have closed.
      await database.waitUntilUnused();
      templates[kind] = { postgresDatabase: new URL(database.url).pathname.slice(1), uploadsDir };
    } else {
      const { uploadsDir } = await fillDatabase(undefined, dir, kind, kind === 'seeded');
      templates[kind] = { sqliteFile: path.join(dir, `${kind}.sqlite`), uploadsDir };
    }
  }
  return { templates: templates as AppTemplates, drops };
}

/** One build per engine and run, shared by the projects of that engine (server and web both use SQLite). */
interface SharedBuild {
  users: number;
  built: Promise<{ templates: AppTemplates; remove: () => Promise<void> }>;
}
const builds = new Map<string, SharedBuild>();

export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
  let build = builds.get(engine);
  if (!build) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `akademi-template-${engine}-`));
    const built = buildTemplates(engine, dir).then(({ templates, drops }) => ({
      templates,
      remove: async () => {
        for (const drop of drops) await drop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    }));
    build = { users: 0, built };
    builds.set(engine, build);
  }
  const shared = build;
  shared.users += 1;
  project.provide('testAppTemplates', (await shared.built).templates);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      builds.delete(engine);
      await (await shared.built).remove();
    }
  };
}
