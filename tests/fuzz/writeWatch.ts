import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database.js';

/**
 * Tells whether a request wrote anything: a row of any table (inserted, changed or deleted) or a file under
 * the app's data folder. Call settle() before the request and wrote() after it. Comparing everything after
 * every request would be slow, so each side keeps a cheap marker and compares in full only when it moved:
 *   - SQLite: total_changes() of the app's one connection (a write rolled back still moves it, hence the
 *     full comparison to tell a rolled-back attempt from a write);
 *   - PostgreSQL: one query hashing every table on the server;
 *   - files: the modification times of the folders, then the list of files with their sizes.
 */
export interface WriteWatch {
  /** Records the state to compare with, unless wrote() has just read it and nothing moved since. */
  settle(): Promise<void>;
  /** What changed since settle() (tables, `files`), or undefined when nothing did; leaves the state recorded. */
  wrote(): Promise<string | undefined>;
  /** Something may have written (an accepted request, a sign-in): the next settle() reads the state again. */
  invalidate(): void;
}

interface Side {
  /** Cheap, read before and after every request: when it has not moved, nothing was written. */
  marker(): Promise<string>;
  /** Everything to compare, by part (a table, the files), with the marker that goes with it. */
  refresh(): Promise<{ marker: string; full: Map<string, string> }>;
}

/**
 * Bookkeeping that any authenticated request moves, refused or not: a session's last use (the idle
 * timeout, services/sessionIdle.ts). It records that the user was active, not what the request asked.
 */
const activityColumns = ['last_used_at'];

/** SQLite's own files change with every read and write; they are the database, compared above. */
const isDatabaseFile = (name: string) => /\.sqlite(-wal|-shm|-journal)?$/.test(name);

function walk(root: string, onDir: (dir: string) => void, onFile: (file: string) => void): void {
  if (!fs.existsSync(root)) return;
  onDir(root);
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) walk(full, onDir, onFile);
    else if (!isDatabaseFile(entry.name)) onFile(full);
  }
}

function fileSide(root: string): Side {
  // The folders seen by the last full walk: a file created or deleted in one changes its mtime, a new
  // folder changes its parent's; so the marker needs a stat of each, not a walk.
  let folders: string[] = [];
  const marker = async () =>
    folders.map((dir) => `${dir}:${fs.existsSync(dir) ? fs.statSync(dir).mtimeMs : 'gone'}`).join('\n');
  return {
    marker,
    async refresh() {
      const files: string[] = [];
      const dirs: string[] = [];
      walk(
        root,
        (dir) => dirs.push(dir),
        (file) => files.push(`${path.relative(root, file)}:${fs.statSync(file).size}`),
      );
      folders = dirs;
      return { marker: await marker(), full: new Map([['files', files.sort().join('\n')]]) };
    },
  };
}

async function tableNames(db: Db): Promise<string[]> {
  return (await db.introspection.getTables()).map((table) => table.name).sort();
}

async function sqliteSide(db: Db): Promise<Side> {
  const tables = await tableNames(db);
  const marker = async () => {
    const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
    return String(rows[0].n);
  };
  return {
    marker,
    async refresh() {
      const before = await marker();
      const dumps = new Map<string, string>();
      for (const table of tables) {
        const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
        for (const row of rows) for (const column of activityColumns) delete row[column];
        dumps.set(
          table,
          rows
            .map((row) => JSON.stringify(row))
            .sort()
            .join('\n'),
        );
      }
      return { marker: before, full: dumps };
    },
  };
}

async function postgresSide(db: Db): Promise<Side> {
  const tables = await tableNames(db);
  const ignored = sql.join(activityColumns.map((column) => sql.lit(column)));
  const perTable = tables.map(
    (table) =>
      sql`select ${table}::text as t, (select md5(coalesce(string_agg((to_jsonb(x) - array[${ignored}])::text, '|' order by (to_jsonb(x) - array[${ignored}])::text), '')) from ${sql.table(table)} x) as h`,
  );
  const query = sql<{ t: string; h: string }>`${sql.join(perTable, sql` union all `)}`;
  // One query hashes every table: the hashes are the full comparison already.
  const refresh = async () => {
    const full = new Map((await query.execute(db)).rows.map((row) => [row.t, row.h]));
    return { marker: [...full.values()].join(','), full };
  };
  return { marker: async () => (await refresh()).marker, refresh };
}

function watchSide(side: Side) {
  let known: Awaited<ReturnType<Side['refresh']>> | undefined;
  return {
    async settle() {
      if (known && (await side.marker()) === known.marker) return;
      known = await side.refresh();
    },
    /** The parts (tables, files) that changed. */
    async changed(): Promise<string[]> {
      if (known && (await side.marker()) === known.marker) return [];
      const before = known?.full;
      const after = await side.refresh();
      known = after;
      return [...after.full].filter(([part, content]) => before?.get(part) !== content).map(([part]) => part);
    },
  };
}

export async function createWriteWatch(
  db: Db,
  engine: 'sqlite' | 'postgres',
  dataDir: string,
): Promise<WriteWatch> {
  const rows = watchSide(engine === 'sqlite' ? await sqliteSide(db) : await postgresSide(db));
  const files = watchSide(fileSide(dataDir));
  let stale = true;
  return {
    async settle() {
      if (!stale) return;
      await rows.settle();
      await files.settle();
      stale = false;
    },
    async wrote() {
      const changed = [...(await rows.changed()), ...(await files.changed())];
      stale = false;
      return changed.length > 0 ? changed.join(', ') : undefined;
    },
    invalidate() {
      stale = true;
    },
  };
}
