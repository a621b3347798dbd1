import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { databaseRetryAfterSeconds } from '../db/unavailable.js';
import type { CacheBus } from '../cluster/cacheBus.js';
import { type FreeSpaceReader, lowDiskSpaceBytes, statfsFreeSpace } from '../services/diskSpace.js';

/** How long /readyz waits for the database before calling it unreachable. */
const readinessTimeoutMs = 2000;

export interface HealthRouteOptions {
  db: Db;
  cacheBus?: CacheBus;
  /** How free space is read (statfs); tests simulate a full disk with their own. */
  freeSpace?: FreeSpaceReader;
}

/**
 * Probes for a load balancer or an orchestrator: /healthz says the process answers (restart it if not),
 * /readyz says it can reach its database and has room to write (send it traffic only then). Neither is
 * cached nor logged as content.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, cacheBus, freeSpace = statfsFreeSpace }: HealthRouteOptions,
) {
  // The SQLite file and the uploads live here (often one volume): a full one fails every form and login.
  const writtenDirs = [...new Set([app.config.dataDir, app.config.uploadsRoot])];
  const fullDisk = async () => {
    const free = await Promise.all(writtenDirs.map((dir) => freeSpace(dir)));
    return free.some((bytes) => bytes < lowDiskSpaceBytes);
  };
  // Redis is reported, not required: without it pages are still served (uncached) and only logins refused,
  // so taking every instance out of the balancer when Redis is away would be the bigger outage.
  const redisState = () => (cacheBus ? { redis: cacheBus.listening ? 'up' : 'down' } : {});
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ success: true, status: 'live' }),
  );
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database probe timed out')), readinessTimeoutMs);
        }),
      ]);
    } catch {
      return reply
        .status(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send({ success: false, message: 'Veritabanına ulaşılamıyor', status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
    // An unreadable measure (statfs refused) is no reason to take the instance out of the balancer.
    const full = await fullDisk().catch((err: unknown) => {
      request.log.warn({ err }, 'free disk space unreadable');
      return false;
    });
    if (full) {
      request.log.error({ dirs: writtenDirs }, 'data volume full: not ready');
      return reply
        .status(503)
        .send({ success: false, message: 'Veri diskinde yer kalmadı', status: 'disk-full' });
    }
    return reply.send({ success: true, status: 'ready', ...redisState() });
  });
}
