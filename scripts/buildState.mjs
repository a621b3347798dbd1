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

export function buildIsStale() {
  let built;
  try {
    built = fs.statSync(buildStamp).mtimeMs;
  } catch {
    return true;
  }
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}
