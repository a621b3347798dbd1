import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { databaseRetryAfterSeconds } from '../db/unavailable.js';
import type { CacheBus } from '../cluster/cacheBus.js';

/** How long /readyz waits for the database before calling it unreachable. */
const readinessTimeoutMs = 2000;

/**
 * Probes for a load balancer or an orchestrator: /healthz says the process answers (restart it if not),
 * /readyz says it can reach its database (send it traffic only then). Neither is cached nor logged as content.
 */
export async function healthRoutes(app: FastifyInstance, { db, cacheBus }: { db: Db; cacheBus?: CacheBus }) {
  // Redis is reported, not required: without it pages are still served (uncached) and only logins refused,
  // so taking every instance out of the balancer when Redis is away would be the bigger outage.
  const redisState = () => (cacheBus ? { redis: cacheBus.listening ? 'up' : 'down' } : {});
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ success: true, status: 'live' }),
  );
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database probe timed out')), readinessTimeoutMs);
        }),
      ]);
      return reply.send({ success: true, status: 'ready', ...redisState() });
    } catch {
      return reply
        .status(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send({ success: false, message: 'Veritabanına ulaşılamıyor', status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
