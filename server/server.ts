import { buildApp } from './app.js';
import { checkServing, type Config, ConfigError, loadConfig } from './config.js';
import { acquireInstanceLock, describePid, InstanceLockedError } from './db/instanceLock.js';
import { seedDemoContent } from './db/seed/index.js';
import { sweepUploadLeftovers } from './services/uploadSweep.js';
import { ensureFirstAdmin } from './services/users.js';
import { uploadsDirOf } from './plugins/frontend.js';
import { failureText } from './failureText.js';
import { listenOn } from './http/adminListener.js';
import { adminOriginForLinks } from './http/origins.js';
import { nodeVersionWarning } from './nodeVersion.js';
import { loginPath } from '../shared/areas.js';

/**
 * On SQLite, claims the data directory for this process (held until it exits): a second server there would
 * keep its own cache and counters and disagree with the first. PostgreSQL takes several instances.
 */
function claimDataDirectory(config: Config) {
  if (config.databaseUrl) return undefined;
  try {
    return acquireInstanceLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof InstanceLockedError)) throw error;
    console.error(
      `Another Akademi server is already using the data directory ${error.dataDir}${describePid(error.holderPid)}. ` +
        'Stop it first, or use PostgreSQL (DATABASE_URL) to run several instances.',
    );
    process.exit(1);
  }
}

/**
 * Starts the server: validates the environment, claims an SQLite data directory, migrates, settles interrupted
 * uploads, seeds an empty database, listens, shuts down cleanly.
 */
async function main() {
  // Node 20 still runs (some machines have nothing newer) but is past its end of life: one line says so.
  const nodeWarning = nodeVersionWarning(process.version);
  if (nodeWarning) console.warn(nodeWarning);
  let config;
  try {
    config = loadConfig();
    checkServing(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const instanceLock = claimDataDirectory(config);

  const app = await buildApp(config);
  // Before listening: an upload in progress has temporary files too, and none is in progress yet.
  // Alone (SQLite, held by the lock above; or no REDIS_URL, which several instances need), every leftover is
  // from the last run. With several instances, others may share UPLOADS_DIR and be uploading now: only what
  // is older than any upload request may take (requestTimeout is 30 s) is settled.
  const leftovers = await sweepUploadLeftovers(app.db, config.uploadsRoot, {
    olderThanMs: config.databaseUrl && config.redisUrl ? 10 * 60_000 : 0,
  });
  if (leftovers.completed.length + leftovers.removed.length > 0) {
    app.log.warn(leftovers, 'settled the files of uploads interrupted by the last shutdown');
  }
  const admin = await ensureFirstAdmin(app.db, config);
  const seeded = await seedDemoContent(app.db, { uploadsDir: uploadsDirOf(config) });
  if (seeded) app.log.info('demo content seeded into the empty database');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting connections, waits for in-flight requests, then runs onClose (closes the database).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => {
        instanceLock?.release();
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (app.adminListener) {
    await listenOn(app.adminListener, config.adminPort ?? 0, config.host).catch((error: unknown) => {
      throw new Error(`The back office's port ${config.adminPort} (ADMIN_PORT) cannot be used`, {
        cause: error,
      });
    });
    app.log.info({ port: config.adminPort }, 'back office listening on its own port (ADMIN_PORT)');
  }
  const where = config.devSiteUrl ?? config.publicUrl ?? `http://localhost:${config.port}`;
  const signIn = `${adminOriginForLinks(config)}${loginPath}`;
  if (admin) {
    const lines = [
      '',
      '  First administrator created.',
      `  Sign in at ${signIn}`,
      `    e-mail:   ${admin.email}`,
      admin.generatedPassword
        ? `    password: ${admin.generatedPassword}   (shown only this once: write it down)`
        : '    password: the ADMIN_PASSWORD you set',
      '',
    ];
    console.log(lines.join('\n'));
  } else {
    console.log(`\n  Akademi is running at ${where}  (back office: ${signIn})\n`);
  }
}

main().catch((error) => {
  console.error(`Failed to start: ${failureText(error)}`);
  process.exit(1);
});
