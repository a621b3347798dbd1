import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, InstanceLockedError } from './instanceLock.js';

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function lockedError(dataDir: string): InstanceLockedError {
  try {
    acquireInstanceLock(dataDir).release();
  } catch (error) {
    if (error instanceof InstanceLockedError) return error;
    throw error;
  }
  throw new Error('the lock was free');
}

/** Another process that takes the lock the same way and holds it until killed. */
async function holdLockInChild(dataDir: string) {
  const script = `
    const SQLite = require('better-sqlite3');
    const db = new SQLite(${JSON.stringify(path.join(dataDir, 'server.lock'))}, { timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    require('fs').writeFileSync(${JSON.stringify(path.join(dataDir, 'server.lock.pid'))}, String(process.pid));
    console.log('locked');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

describe('the instance lock of a data directory', () => {
  it('is refused to a second holder, naming the first one, until released', () => {
    const dataDir = tempDataDir();
    const lock = acquireInstanceLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock.pid'), 'utf8').trim()).toBe(String(process.pid));

    const refused = lockedError(dataDir);
    expect(refused.holderPid).toBe(process.pid);
    expect(refused.message).toBe(
      `The data directory ${dataDir} is in use by another Akademi process (pid ${process.pid})`,
    );

    lock.release();
    expect(fs.existsSync(path.join(dataDir, 'server.lock.pid'))).toBe(false);
    acquireInstanceLock(dataDir).release();
  });

  it('creates the data directory it locks', () => {
    const dataDir = path.join(tempDataDir(), 'not', 'yet');
    acquireInstanceLock(dataDir).release();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
  });

  it('is held across processes and freed by the kernel when its holder is killed', async () => {
    const dataDir = tempDataDir();
    const child = await holdLockInChild(dataDir);
    try {
      expect(lockedError(dataDir).holderPid).toBe(child.pid);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // No clean-up ran in the killed process: its pid file is still there, its lock is not.
    expect(fs.existsSync(path.join(dataDir, 'server.lock.pid'))).toBe(true);
    const lock = acquireInstanceLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock.pid'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
