import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from '../tests/bench/net.js';

/*
 * Issue 15: one server per SQLite data directory. Real processes (`node --import tsx server/server.ts`, one
 * process each, so SIGKILL reaches the server itself) on one data directory.
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-single-node-'));
const running: ChildProcessWithoutNullStreams[] = [];
afterAll(async () => {
  for (const server of running) if (server.exitCode === null && server.signalCode === null) stop(server);
  await Promise.all(running.map((server) => exited(server)));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface StartedServer {
  process: ChildProcessWithoutNullStreams;
  port: number;
  output: () => string;
}

async function startServer(): Promise<StartedServer> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'server.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-dist'),
      ADMIN_EMAIL: 'tek@akademi.test',
      ADMIN_PASSWORD: 'tek-sunucu-1',
    },
  });
  running.push(server);
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: server, port, output: () => output };
}

const stop = (server: ChildProcessWithoutNullStreams, signal: NodeJS.Signals = 'SIGTERM') =>
  server.kill(signal);

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

describe('a second server on one SQLite data directory', () => {
  it(
    'exits with a clear message while the first keeps serving, and starts once the first is killed',
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
      const stillThere = await fetch(`http://127.0.0.1:${first.port}/healthz`);
      expect(stillThere.status).toBe(200);

      // Killed outright, the first server runs no clean-up at all: the kernel frees its lock.
      stop(first.process, 'SIGKILL');
      await exited(first.process);
      const third = await startServer();
      await healthy(third);
      const products = await fetch(`http://127.0.0.1:${third.port}/api/pages/products`);
      expect(products.status).toBe(200);

      stop(third.process);
      expect(await exited(third.process)).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'server.lock.pid'))).toBe(false);
    },
  );
});
