import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { ensureFirstAdmin } from '../services/users.js';

describe('SQLite storage', () => {
  it('keeps everything written before a restart, in WAL mode under DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-restart-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'ilk@akademi.test',
      ADMIN_PASSWORD: 'ilk-sifre-1-Dere',
    });
    try {
      const first = await buildApp(config);
      const created = await ensureFirstAdmin(first.db, config);
      expect(created).toEqual({ email: 'ilk@akademi.test', generatedPassword: undefined });
      await first.db
        .insertInto('social_media')
        .values({ name: 'LinkedIn', uri: 'https://linkedin.com/company/akademi', queue: 1 })
        .execute();
      await first.close();
      expect(fs.existsSync(path.join(dataDir, 'akademi.sqlite'))).toBe(true);

      const second = await buildApp(config);
      expect(await ensureFirstAdmin(second.db, config)).toBeUndefined();
      const rows = await second.db.selectFrom('social_media').select('name').execute();
      expect(rows).toEqual([{ name: 'LinkedIn' }]);
      const { rows: mode } = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(second.db);
      expect(mode[0].journal_mode).toBe('wal');
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('creates the first administrator with a random password when none is configured', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-first-'));
    try {
      const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
      const created = await ensureFirstAdmin(app.db, {});
      expect(created?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const user = await app.db
        .selectFrom('users')
        .select(['email', 'password_hash'])
        .executeTakeFirstOrThrow();
      expect(user.password_hash).not.toContain(created!.generatedPassword!);
      await app.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
