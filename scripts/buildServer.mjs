// Compiles the server (and the shared modules it imports) to JavaScript in dist-server/, so `npm start`
// runs plain `node` with no TypeScript compiler loaded at run time. `npm run dev` and the tests keep tsx.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from './buildState.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'dist-server');
export const serverEntry = path.join(serverOutDir, 'server', 'server.js');
/**
 * Node flags the server runs with (npm start, the browser tests, the bench; deploy/akademi.service repeats them).
 * A young generation of 2 MB semi-spaces instead of 16: the hot path allocates little that lives, so scavenges
 * stay cheap, and the process stays ~30 MB smaller under load (npm run bench, 2026-11-23: 167 → 138 MB
 * resident, req/s up 10–25 %). Those scavenges done by the main thread alone: with a few kilobytes surviving
 * each, handing the work to helper threads and waiting for them cost more than the copying (on 2 cores under
 * load, each scavenge's pause 0.49 → 0.25 ms; cached pages and API answers +10–12 % req/s side by side, 8 of
 * 9 rounds; the work after an admin write slightly less CPU; 2026-11-25).
 */
export const serverNodeArgs = ['--max-semi-space-size=2', '--no-parallel-scavenge'];
const stamp = path.join(serverOutDir, '.build-stamp');
const sources = ['server', 'shared', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'];

export function serverBuildIsStale() {
  let built;
  try {
    built = fs.statSync(stamp).mtimeMs;
  } catch {
    return true;
  }
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Returns the compiler's exit status (0 when the server was compiled). */
export function buildServer() {
  // A clean output: a deleted source file must not live on as stale JavaScript.
  fs.rmSync(serverOutDir, { recursive: true, force: true });
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.server.json')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) return result.status ?? 1;
  fs.writeFileSync(stamp, new Date().toISOString());
  console.log('Server compiled to dist-server/');
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(buildServer());
