import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { type Config, loadConfig } from '../../server/config.js';
import type { Db } from '../../server/db/database.js';
import { acquireInstanceLock } from '../../server/db/instanceLock.js';
import { seedDemoContent } from '../../server/db/seed/index.js';
import { uploadsDirOf } from '../../server/plugins/frontend.js';
import { createBackup } from '../../server/services/backup.js';
import { BackupInvalidError, RestoreRefusedError } from '../../server/services/backupManifest.js';
import { restoreBackup } from '../../server/services/backupRestore.js';
import { ensureRoleGroups } from '../../server/services/users.js';
import { createPostgresDatabase, engine } from '../helpers/testApp.js';

/*
 * Issue 15: backup → wipe → restore brings back every row and every file, on the engine of the test project
 * (SQLite, or PostgreSQL in a database of this file's own when TEST_DATABASE_URL is set).
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const cvContent = '%PDF-1.4 Ayşe Yılmaz';

/** A seeded site on a fresh data directory (and database), with a CV and a public upload of its own. */
async function seededSite(): Promise<Config> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-backup-'));
  cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }));
  const pgDb = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  if (pgDb) cleanups.push(pgDb.drop);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(root, 'data'),
    DIST_DIR: path.join(root, 'no-dist'),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const app = await buildApp(config, { siteRenderer: null });
  try {
    await ensureRoleGroups(app.db);
    await seedDemoContent(app.db, { uploadsDir: uploadsDirOf(config) });
    const cvPath = 'private/cv/0123456789abcdef0123456789abcdef.pdf';
    fs.mkdirSync(path.join(config.uploadsRoot, 'private', 'cv'), { recursive: true });
    fs.writeFileSync(path.join(config.uploadsRoot, cvPath), cvContent);
    await app.db
      .insertInto('hr_applications')
      .values({
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        phone: '05551234567',
        position: 'Eğitmen',
        message: 'Merhaba',
        cv_path: cvPath,
        cv_mime: 'application/pdf',
        cv_original_name: 'ozgecmis.pdf',
        check: 0,
        section: 'mail',
        ip: '203.0.113.7',
        created_at: new Date().toISOString(),
      })
      .execute();
    fs.mkdirSync(path.join(uploadsDirOf(config), 'news'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDirOf(config), 'news', 'extra.webp'), Buffer.from([1, 2, 3, 4]));
  } finally {
    await app.close();
  }
  return config;
}

/** Every table's rows (order-independent) and every uploaded file's checksum, by relative path. */
async function snapshot(config: Config) {
  const app = await buildApp(config, { siteRenderer: null });
  try {
    const db: Db = app.db;
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    const rows: Record<string, string[]> = {};
    for (const { name } of tables) {
      const result = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(db);
      rows[name] = result.rows.map((row) => JSON.stringify(row)).sort();
    }
    const files: Record<string, string> = {};
    for (const folder of ['uploads', 'private']) {
      const dir = path.join(config.uploadsRoot, folder);
      for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        files[path.relative(config.uploadsRoot, file)] = createHash('sha256')
          .update(fs.readFileSync(file))
          .digest('hex');
      }
    }
    return { rows, files };
  } finally {
    await app.close();
  }
}

/** Deletes the data directory (and, on PostgreSQL, every table): nothing of the site is left. */
async function wipe(config: Config) {
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await client.end();
  }
}

const backupFolderOf = (config: Config) => path.join(path.dirname(config.dataDir), 'backups', 'first');

describe(`backup and restore (${engine})`, () => {
  it('brings back every row and every file after the data is wiped', { timeout: 90_000 }, async () => {
    const config = await seededSite();
    const before = await snapshot(config);
    expect(before.rows.hr_applications).toHaveLength(1);
    expect(before.files['private/cv/0123456789abcdef0123456789abcdef.pdf']).toBeDefined();
    expect(Object.keys(before.files).length).toBeGreaterThan(10);

    const manifest = await createBackup(config, backupFolderOf(config));
    expect(manifest.database.kind).toBe(engine);
    expect(manifest.database.migration).toMatch(/^\d{4}_/);
    expect(manifest.database.rows.hr_applications).toBe(1);
    expect(manifest.folders.private).toEqual({ files: 1, bytes: Buffer.byteLength(cvContent) });
    expect(manifest.folders.uploads.files).toBe(Object.keys(before.files).length - 1);

    await wipe(config);
    await restoreBackup(config, backupFolderOf(config));
    expect(await snapshot(config)).toEqual(before);
    // Nothing staged or set aside is left behind.
    expect(fs.readdirSync(config.uploadsRoot).filter((name) => name.includes('-restor'))).toEqual([]);
  });

  it(
    'replaces what is there now, and refuses a backup that does not match its manifest',
    {
      timeout: 90_000,
    },
    async () => {
      const config = await seededSite();
      const before = await snapshot(config);
      await createBackup(config, backupFolderOf(config));

      // Written after the backup: gone after the restore.
      const app = await buildApp(config, { siteRenderer: null });
      await app.db.deleteFrom('hr_applications').execute();
      await app.db
        .insertInto('social_media')
        .values({ name: 'Yeni', uri: 'https://x.test', queue: 9 })
        .execute();
      await app.close();
      fs.writeFileSync(path.join(uploadsDirOf(config), 'later.webp'), 'later');

      const tampered = path.join(backupFolderOf(config), 'uploads', 'news', 'extra.webp');
      fs.appendFileSync(tampered, 'x');
      await expect(restoreBackup(config, backupFolderOf(config))).rejects.toThrow(BackupInvalidError);
      fs.writeFileSync(tampered, Buffer.from([1, 2, 3, 4]));
      const manifestFile = path.join(backupFolderOf(config), 'manifest.json');
      const manifest = fs.readFileSync(manifestFile, 'utf8');
      fs.writeFileSync(manifestFile, manifest.replace('"folders"', '"folder"'));
      await expect(restoreBackup(config, backupFolderOf(config))).rejects.toThrow('manifest of');
      fs.writeFileSync(manifestFile, manifest);

      await restoreBackup(config, backupFolderOf(config));
      expect(await snapshot(config)).toEqual(before);
    },
  );

  it.skipIf(engine !== 'sqlite')('refuses while a server holds the data directory', async () => {
    const config = await seededSite();
    await createBackup(config, backupFolderOf(config));
    const lock = acquireInstanceLock(config.dataDir);
    try {
      const refused = restoreBackup(config, backupFolderOf(config));
      await expect(refused).rejects.toThrow(RestoreRefusedError);
      await expect(refused).rejects.toThrow(
        `An Akademi server is running on the data directory ${config.dataDir} (pid ${process.pid}): stop it before restoring`,
      );
    } finally {
      lock.release();
    }
  });

  it.skipIf(engine !== 'postgres')(
    'refuses while other sessions use the database, unless forced',
    {
      timeout: 90_000,
    },
    async () => {
      const config = await seededSite();
      const before = await snapshot(config);
      await createBackup(config, backupFolderOf(config));
      fs.writeFileSync(path.join(uploadsDirOf(config), 'later.webp'), 'later');
      const other = new pg.Client({ connectionString: config.databaseUrl });
      await other.connect();
      try {
        await expect(restoreBackup(config, backupFolderOf(config))).rejects.toThrow(/other session/);
        // The uploads swapped in before the refusal were put back.
        expect(fs.existsSync(path.join(uploadsDirOf(config), 'later.webp'))).toBe(true);
        await restoreBackup(config, backupFolderOf(config), { force: true });
      } finally {
        await other.end();
      }
      expect(await snapshot(config)).toEqual(before);
    },
  );
});
