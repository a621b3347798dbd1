import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/*
 * One server per SQLite data directory (issue 15). Two processes on one database file would each keep their
 * own public cache and login counters, and silently disagree. The lock is an exclusive SQLite lock on a file
 * of its own, `<dataDir>/server.lock`: SQLite takes it with fcntl locks, which the kernel drops when the
 * process ends however it ends, so a killed server never leaves a stale lock behind. The holder's pid sits
 * beside it in `server.lock.pid` (the locked file cannot be read by anyone else), only for the message.
 */

const lockFileName = 'server.lock';
const pidFileName = 'server.lock.pid';

export interface InstanceLock {
  /** Lets another process take the lock (process exit does the same). */
  release: () => void;
}

/** ` (pid 1234)`, or nothing when the holder did not say. */
export const describePid = (pid: number | undefined) => (pid ? ` (pid ${pid})` : '');

/** Another process holds the data directory's lock. */
export class InstanceLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
  ) {
    super(`The data directory ${dataDir} is in use by another Akademi process${describePid(holderPid)}`);
  }
}

const isBusy = (error: unknown) =>
  error instanceof SQLite.SqliteError && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED');

function holderPidOf(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, pidFileName), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data directory's lock for as long as this process lives (or until release), or throws
 * InstanceLockedError at once when another process holds it: no waiting, a second server must not queue.
 */
export function acquireInstanceLock(dataDir: string): InstanceLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const connection = new SQLite(path.join(dataDir, lockFileName), { timeout: 0 });
  try {
    // Nothing is ever written: no journal file to leave behind (a killed holder would leave a "hot" one).
    connection.pragma('journal_mode = OFF');
    // EXCLUSIVE locking mode keeps the lock after the statement; BEGIN EXCLUSIVE takes it now, not at a write.
    connection.pragma('locking_mode = EXCLUSIVE');
    connection.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    connection.close();
    if (isBusy(error)) throw new InstanceLockedError(dataDir, holderPidOf(dataDir));
    throw error;
  }
  const pidFile = path.join(dataDir, pidFileName);
  fs.writeFileSync(pidFile, `${process.pid}\n`);
  let held = true;
  return {
    release: () => {
      if (!held) return;
      held = false;
      // The pid file goes first: once the lock is free, the next holder may already be writing its own.
      fs.rmSync(pidFile, { force: true });
      connection.close();
    },
  };
}
