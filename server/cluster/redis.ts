import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/*
 * The connections an instance keeps to Redis when REDIS_URL is set. Both are tuned to fail fast rather than
 * wait: a command issued while Redis is away is refused at once (no offline queue) and a reply that does not
 * come in a second is an error, so a request that needs Redis (a login) gets a clear refusal instead of
 * hanging, and one that does not (a public page) never waits for it.
 */

/** How long a command may take before it counts as failed. */
export const redisCommandTimeoutMs = 1000;

export interface RedisConnections {
  /** For commands: counters, rate limits, PUBLISH. */
  commands: Redis;
  /** Subscribed connections can run no other command, so pub/sub has its own. */
  subscriber: Redis;
  /** Keys and channels of this site start with it (one Redis may serve several sites). */
  prefix: string;
  close: () => Promise<void>;
}

function options(name: string): RedisOptions {
  return {
    connectionName: `akademi-${name}`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: redisCommandTimeoutMs,
    commandTimeout: redisCommandTimeoutMs,
    // Reconnects forever, at most every 2 s: Redis coming back must heal the instance without a restart.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  };
}

export function openRedis(url: string, prefix: string, log: FastifyBaseLogger): RedisConnections {
  const commands = new Redis(url, options('commands'));
  const subscriber = new Redis(url, { ...options('subscriber'), autoResubscribe: false });
  // ioredis emits every failed (re)connection as an 'error': without a listener Node ends the process.
  // Logged once per outage, not once per retry.
  for (const [name, connection] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    let down = false;
    connection.on('error', (err) => {
      if (down) return;
      down = true;
      log.warn({ err, connection: name }, 'Redis unreachable; retrying in the background');
    });
    connection.on('ready', () => {
      if (down) log.info({ connection: name }, 'Redis reachable again');
      down = false;
    });
  }
  return {
    commands,
    subscriber,
    prefix,
    close: async () => {
      for (const connection of [commands, subscriber]) {
        await connection.quit().catch(() => connection.disconnect());
      }
    },
  };
}
