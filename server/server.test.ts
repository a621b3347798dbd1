import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from '../tests/bench/net.js';
import { productionEnv } from '../tests/helpers/productionEnv.js';

/*
 * Issue 15: one server per SQLite data directory, and a restore that waits for it to stop. Real processes
 * (`node --import tsx …`, one process each, so that SIGKILL reaches the server itself) on one data directory.
 */
const root = path.resolve(import.meta.dirname, '..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-single-node-'));
const dataDir = path.join(workDir, 'data');
const running: ChildProcessWithoutNullStreams[] = [];
afterAll(async () => {
  for (const server of running) if (server.exitCode === null && server.signalCode === null) server.kill();
  await Promise.all(running.map((server) => exited(server)));
  fs.rmSync(workDir, { recursive: true, force: true });
});

const environment = (port = 0, adminPort = 0) => ({
  PATH: process.env.PATH,
  LOG_LEVEL: 'warn',
  ...productionEnv({ port, adminPort, dataDir }, { email: 'tek@akademi.test', password: 'tek-sunucu-1' }),
  DIST_DIR: path.join(workDir, 'no-dist'),
});

interface StartedServer {
  process: ChildProcessWithoutNullStreams;
  port: number;
  output: () => string;
}

async function startServer(): Promise<StartedServer> {
  const port = await freePort();
  const adminPort = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'server.ts')], {
    cwd: root,
    env: environment(port, adminPort),
  });
  running.push(server);
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: server, port, output: () => output };
}

const exited = (server: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve(server.exitCode);
    else server.once('exit', (code) => resolve(code));
  });

async function healthy(server: StartedServer) {
  try {
    await waitForHttp(`http://127.0.0.1:${server.port}/healthz`, 60_000);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output()}`);
  }
}

/** `npm run backup` / `npm run restore`, from the TypeScript, on the same data directory. */
function runCli(name: 'backup' | 'restore', ...args: string[]) {
  const cli = path.join('server', 'cli', `${name}.ts`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    env: environment(),
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('a second server on one SQLite data directory', () => {
  it(
    'exits with a clear message while the first serves, and starts once the first is killed',
    {
      timeout: 150_000,
    },
    async () => {
      const first = await startServer();
      await healthy(first);

      const second = await startServer();
      expect(await exited(second.process)).toBe(1);
      expect(second.output()).toContain(
        `Another Akademi server is already using the data directory ${dataDir} (pid ${first.process.pid}). ` +
          'Stop it first, or use PostgreSQL (DATABASE_URL) to run several instances.',
      );
      expect((await fetch(`http://127.0.0.1:${first.port}/healthz`)).status).toBe(200);

      // A backup is taken while the server runs; a restore is refused until it has stopped.
      const backupFolder = path.join(workDir, 'backup');
      const backup = runCli('backup', backupFolder);
      expect(backup.output).toContain(`Backup written to ${backupFolder}`);
      expect(backup.status).toBe(0);
      const refused = runCli('restore', backupFolder);
      expect(refused.output).toContain(
        `Restore refused: An Akademi server is running on the data directory ${dataDir} ` +
          `(pid ${first.process.pid}): stop it before restoring. Nothing was changed.`,
      );
      expect(refused.status).toBe(1);

      // Killed outright, the first server runs no clean-up at all: the kernel frees its lock.
      first.process.kill('SIGKILL');
      await exited(first.process);
      const restored = runCli('restore', backupFolder);
      expect(restored.output).toContain('Restored the backup');
      expect(restored.status).toBe(0);

      const third = await startServer();
      await healthy(third);
      expect((await fetch(`http://127.0.0.1:${third.port}/api/pages/products`)).status).toBe(200);
      third.process.kill('SIGTERM');
      expect(await exited(third.process)).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'server.lock.pid'))).toBe(false);
    },
  );
});
