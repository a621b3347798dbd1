import { spawn } from 'node:child_process';
import pg from 'pg';
import { type DatabaseContents, RestoreRefusedError } from './backupManifest.js';

/*
 * PostgreSQL's half of backup and restore, with the client tools pg_dump and pg_restore (their major version
 * must be the server's or newer). The password travels in PGPASSWORD, never on a command line that any
 * user of the machine can read in the process list.
 */

/** The connection of a client tool: a URL without its password, and the password in the environment. */
function clientToolConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function runClientTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = clientToolConnection(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} was not found: install PostgreSQL's client tools (postgresql-client)`)
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function tablesOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
  );
  return rows.map((row) => row.name);
}

async function describe(client: pg.Client): Promise<DatabaseContents> {
  const tables = await tablesOf(client);
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const result = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${client.escapeIdentifier(table)}`,
    );
    rows[table] = result.rows[0].n;
  }
  const migration = tables.includes('kysely_migration')
    ? (await client.query<{ name: string | null }>('SELECT max(name) AS name FROM kysely_migration')).rows[0]
        .name
    : null;
  return { rows, migration: migration ?? undefined };
}

/**
 * pg_dump in custom format. The row counts for the manifest are read in a transaction whose snapshot
 * pg_dump shares (--snapshot), so they describe exactly the data in the dump, even while the servers write.
 */
export async function dumpPostgres(databaseUrl: string, target: string): Promise<DatabaseContents> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const contents = await describe(client);
    await runClientTool(
      'pg_dump',
      ['--format=custom', `--file=${target}`, `--snapshot=${rows[0].snapshot}`],
      databaseUrl,
    );
    await client.query('COMMIT');
    return contents;
  } finally {
    await client.end();
  }
}

/**
 * Replaces the database's contents with a dump, in one transaction: a failure leaves the database as it was.
 * Tables the dump does not know (added by a newer version since the backup) are dropped first, or the
 * restored migration list would not match the schema. Refused while other sessions are connected (running
 * servers would write into a database being replaced) unless forced.
 */
export async function restorePostgres(
  databaseUrl: string,
  dumpFile: string,
  backupTables: string[],
  options: { force?: boolean } = {},
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ database: string; others: number }>(
      `SELECT current_database() AS database, count(*) FILTER (WHERE pid <> pg_backend_pid())::int AS others
       FROM pg_stat_activity WHERE datname = current_database()`,
    );
    if (rows[0].others > 0 && !options.force) {
      throw new RestoreRefusedError(
        `${rows[0].others} other session(s) are connected to the database ${rows[0].database}: stop every ` +
          'Akademi instance first (or pass --force if those sessions are not servers)',
      );
    }
    const extra = (await tablesOf(client)).filter((table) => !backupTables.includes(table));
    for (const table of extra) await client.query(`DROP TABLE ${client.escapeIdentifier(table)} CASCADE`);
  } finally {
    await client.end();
  }
  await runClientTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      dumpFile,
    ],
    databaseUrl,
  );
}
