import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDiskFull, statfsFreeSpace } from './diskSpace.js';

const failure = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDiskFull', () => {
  it('knows the kernel, SQLite and PostgreSQL ways of saying the volume is full, in the error or its cause', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']) {
      expect(isDiskFull(failure(code)), code).toBe(true);
      expect(isDiskFull(new Error('wrapped', { cause: failure(code) })), code).toBe(true);
    }
  });

  it('leaves every other failure alone', () => {
    for (const code of ['EACCES', 'SQLITE_BUSY', 'SQLITE_IOERR_WRITE', '53300', 'ECONNRESET']) {
      expect(isDiskFull(failure(code)), code).toBe(false);
    }
    expect(isDiskFull('ENOSPC')).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
  });
});

describe('statfsFreeSpace', () => {
  it('measures a folder not created yet on the volume it will be created on', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-disk-'));
    try {
      const here = await statfsFreeSpace(dir);
      expect(here).toBeGreaterThan(0);
      const later = await statfsFreeSpace(path.join(dir, 'uploads', 'products'));
      // The same volume: the two readings differ only by what other processes wrote meanwhile.
      expect(Math.abs(later - here)).toBeLessThan(64 * 1024 * 1024);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
