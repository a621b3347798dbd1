// `npm run backup [-- <folder>]`: copies the database (SQLite's online backup, or pg_dump with DATABASE_URL)
// and the uploaded files into a new folder, by default ./backups/akademi-<date>-<time>. Safe while the server
// runs. Exit status 0 on success, 1 when anything failed (nothing is left under the folder's name then).
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createBackup, defaultBackupFolder } from '../services/backup.js';
import { countOf, formatBytes, summarizeRows } from '../services/backupSummary.js';

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error('usage: npm run backup [-- <new folder>]');
    process.exit(2);
  }
  const config = loadConfig();
  const now = new Date();
  const folder = path.resolve(args[0] ?? defaultBackupFolder(now));
  const from = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
  console.log(`Backing up ${from} and the files in ${config.uploadsRoot} to ${folder} …`);
  const manifest = await createBackup(config, folder, now);
  const { database, folders } = manifest;
  console.log(
    [
      `Backup written to ${folder}`,
      `  database  ${database.file}, ${formatBytes(database.bytes)}, ${summarizeRows(database.rows)}, ` +
        `schema at ${database.migration ?? 'no migration'}`,
      ...Object.entries(folders).map(
        ([name, summary]) =>
          `  ${`${name}/`.padEnd(9)} ${countOf(summary.files, 'file')}, ${formatBytes(summary.bytes)}`,
      ),
      `Restore it with: npm run restore -- ${folder}`,
    ].join('\n'),
  );
}

main().catch((error) => {
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : error;
  console.error('Backup failed:', message instanceof Error ? message.message : message);
  process.exit(1);
});
