import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ResponseCache } from '../plugins/publicCache.js';
import type { RedisConnections } from './redis.js';

/**
 * Keeps the public caches of several instances in step: an admin write clears its own instance's cache and
 * announces it on a Redis channel; every other instance clears on hearing it.
 *
 * An instance that cannot hear (its subscription is down: Redis restarting, a network cut) cannot know
 * whether a write happened elsewhere, so its cache keeps nothing until it hears again; it then starts empty,
 * as any clear announced meanwhile was missed. Public pages keep being served throughout, from the database.
 */
export class CacheBus {
  /** Tells this instance's own announcements apart from the others'. */
  private readonly instanceId = randomBytes(8).toString('hex');
  private readonly channel: string;
  /** A clear this instance made but could not announce. */
  private announcementOwed = false;

  constructor(
    private readonly redis: RedisConnections,
    private readonly cache: ResponseCache,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = `${redis.prefix}cache-clear`;
    const { subscriber } = redis;
    // Until the subscription is confirmed, nothing is kept.
    cache.suspend();
    subscriber.on('message', (channel, sender) => {
      if (channel === this.channel && sender !== this.instanceId) cache.clear();
    });
    // Subscribed again on every (re)connection, and only then caching again (autoResubscribe is off, so
    // the moment the subscription holds is known).
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => cache.resume(),
        (err: unknown) => log.warn({ err }, 'could not subscribe to cache clears; caching stays off'),
      );
    });
    redis.commands.on('ready', () => {
      if (this.announcementOwed) void this.announceClear();
    });
    subscriber.on('close', () => {
      if (!cache.isSuspended)
        log.warn('cache clears unheard while Redis is away; public cache off until then');
      cache.suspend();
    });
  }

  /**
   * Clears this instance's cache and tells the others, before the write's answer leaves: whoever reads
   * another instance after the answer arrives reads the change. A failed announcement does not undo the
   * write (it is committed); it is made again once Redis answers, for any instance that kept listening.
   */
  async announceClear(): Promise<void> {
    this.cache.clear();
    try {
      await this.redis.commands.publish(this.channel, this.instanceId);
      this.announcementOwed = false;
    } catch (err) {
      // Sent as soon as this instance reaches Redis again, for an instance that kept hearing meanwhile.
      this.announcementOwed = true;
      this.log.warn({ err }, 'could not announce a cache clear to the other instances; will on reconnection');
    }
  }

  /** Whether this instance hears the others' clears now (for /readyz's report). */
  get listening(): boolean {
    return !this.cache.isSuspended;
  }
}
