// `npm run restore -- <backup folder> [--force]`: replaces the database and the uploaded files with a backup
// written by `npm run backup`, after checking it against its manifest. Stop the server(s) first: on SQLite a
// running server makes it refuse; on PostgreSQL so do other connected sessions, unless --force.
// Exit status 0 when restored, 1 when refused or failed (then nothing was changed), 2 for a usage error.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { BackupInvalidError, RestoreRefusedError } from '../services/backupManifest.js';
import { restoreBackup } from '../services/backupRestore.js';
import { formatBytes, summarizeRows } from '../services/backupSummary.js';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const folders = args.filter((arg) => arg !== '--force');
  if (folders.length !== 1 || folders[0].startsWith('-')) {
    console.error('usage: npm run restore -- <backup folder> [--force]');
    process.exit(2);
  }
  const config = loadConfig();
  const folder = path.resolve(folders[0]);
  const into = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
  console.log(`Restoring ${folder} into ${into} and ${config.uploadsRoot} …`);
  const { createdAt, database, folders: files } = await restoreBackup(config, folder, { force });
  console.log(
    `Restored the backup of ${createdAt}: ${summarizeRows(database.rows)} (${formatBytes(database.bytes)}), ` +
      `${files.uploads.files} public and ${files.private.files} private files. Start the server now.`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof BackupInvalidError || error instanceof RestoreRefusedError) {
    console.error(`Restore refused: ${error.message}. Nothing was changed.`);
  } else {
    console.error(
      `Restore failed: ${error instanceof Error ? error.message : error}. What had been replaced was put back.`,
    );
  }
  process.exit(1);
});
