// Decides whether the front end needs (re)building: the build is missing, or a source file is newer than it.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['site', 'admin', 'shared', 'public', 'vite.config.ts', 'package-lock.json'];
export const buildStamp = path.join(root, 'dist', '.build-stamp');

export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Whether the build its stamp file marks is missing or older than one of its sources (paths from the
 * repository root): the front end's and the server's builds alike.
 */
export function stampIsStale(stamp, sourcePaths) {
  let built;
  try {
    built = fs.statSync(stamp).mtimeMs;
  } catch {
    return true;
  }
  return sourcePaths.some((source) => newestMtime(path.join(root, source)) > built);
}

export function buildIsStale() {
  return stampIsStale(buildStamp, sources);
}
