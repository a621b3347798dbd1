import { statfs } from 'node:fs/promises';
import path from 'node:path';

/*
 * A full data volume: the database cannot grow, uploads cannot be written. It does not clear up by waiting
 * (unlike a database that is restarting), so /readyz reports it before writes start failing, and a write
 * that fails on it answers 503 with a clear message rather than a 500 (plugins/errorHandler.ts).
 */

/** Below this much free space the instance is not ready: the next writes would fail. */
export const lowDiskSpaceBytes = 50 * 1024 * 1024;

/** The bytes an unprivileged process may still write on the volume holding `directory`. */
export type FreeSpaceReader = (directory: string) => Promise<number>;

/**
 * statfs of the nearest folder that exists: the uploads folder may not have been created yet, and its
 * parent is the volume it will be created on.
 */
export const statfsFreeSpace: FreeSpaceReader = async (directory) => {
  for (let current = path.resolve(directory); ; current = path.dirname(current)) {
    try {
      const stats = await statfs(current);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as { code?: unknown }).code !== 'ENOENT' || parent === current) throw error;
    }
  }
};

/**
 * How errors say the volume is full: the kernel's ENOSPC and EDQUOT (an exhausted quota), SQLite's
 * SQLITE_FULL (its write failed with ENOSPC, or the file reached its largest size), PostgreSQL's 53100
 * disk_full. Looked for in the error and what caused it.
 */
const diskFullCodes = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);

export function isDiskFull(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && diskFullCodes.has(code)) return true;
  return isDiskFull(error.cause, depth + 1);
}
