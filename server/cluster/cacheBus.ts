import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ResponseCache } from '../plugins/publicCache.js';
import { type CacheChange, parseCacheChange } from '../plugins/cacheChange.js';
import { redisCommandTimeoutMs, type RedisConnections } from './redis.js';

/**
 * Keeps the public caches of several instances in step: an admin write clears its own instance's cache and
 * announces it on a Redis channel; every other instance clears on hearing it and says so on a second
 * channel. The writer waits for those acknowledgements (PUBLISH tells how many instances heard it) before its
 * answer leaves, so whoever reads any instance after the answer arrives reads the change: hearing a message
 * and answering a request are separate events on each instance, in no fixed order.
 *
 * An instance that cannot hear (its subscription is down: Redis restarting, a network cut) cannot know
 * whether a write happened elsewhere, so its cache keeps nothing until it hears again; it then starts empty,
 * as any clear announced meanwhile was missed. Public pages keep being served throughout, from the database.
 */
interface Waiting {
  /** Acknowledgements arrived so far. */
  received: number;
  /** How many other instances heard the announcement (known once PUBLISH answers). */
  expected: number | undefined;
  done: () => void;
}

export class CacheBus {
  /** Tells this instance's own announcements apart from the others'. */
  private readonly instanceId = randomBytes(8).toString('hex');
  private readonly clearChannel: string;
  private readonly clearedChannel: string;
  /** A clear this instance made but could not announce. */
  private announcementOwed = false;
  /** Announcements waiting for their acknowledgements, by their id. */
  private readonly waiting = new Map<string, Waiting>();

  constructor(
    private readonly redis: RedisConnections,
    private readonly cache: ResponseCache,
    private readonly log: FastifyBaseLogger,
  ) {
    this.clearChannel = `${redis.prefix}cache-clear`;
    this.clearedChannel = `${redis.prefix}cache-cleared`;
    const { subscriber, commands } = redis;
    // Until the subscription is confirmed, nothing is kept.
    cache.suspend();
    subscriber.on('message', (channel, message) => {
      if (channel === this.clearChannel) {
        // `sender:announcement:change`; the change (JSON) may hold colons of its own.
        const [sender, announcement, ...change] = message.split(':');
        if (sender === this.instanceId) return;
        cache.clear(parseCacheChange(change.join(':')));
        commands.publish(this.clearedChannel, announcement).catch(() => {
          // The writer stops waiting after its timeout; nothing else depends on this answer.
        });
      } else if (channel === this.clearedChannel) {
        const entry = this.waiting.get(message);
        if (entry) {
          entry.received += 1;
          if (entry.expected !== undefined && entry.received >= entry.expected) entry.done();
        }
      }
    });
    // Subscribed again on every (re)connection, and only then caching again (autoResubscribe is off, so
    // the moment the subscription holds is known).
    subscriber.on('ready', () => {
      subscriber.subscribe(this.clearChannel, this.clearedChannel).then(
        () => cache.resume(),
        (err: unknown) => log.warn({ err }, 'could not subscribe to cache clears; caching stays off'),
      );
    });
    commands.on('ready', () => {
      // Owed since a failed announcement: which write it was is not kept, so the others drop everything.
      if (this.announcementOwed) void this.announceClear();
    });
    subscriber.on('close', () => {
      if (!cache.isSuspended)
        log.warn('cache clears unheard while Redis is away; public cache off until then');
      cache.suspend();
    });
  }

  /**
   * Clears this instance's cache, tells the others and waits (at most a second) until every instance that
   * heard has cleared. A failed announcement does not undo the write (it is committed); it is made again once
   * Redis answers, for any instance that kept listening. `change` (what the write touched) goes with it, so
   * every instance brings its catalogue and search index up to date in part, as the writer's does.
   */
  async announceClear(change?: CacheChange): Promise<void> {
    this.cache.clear(change);
    const announcement = randomBytes(8).toString('hex');
    let done = () => {};
    const acknowledged = new Promise<void>((resolve) => (done = resolve));
    const entry: Waiting = { received: 0, expected: undefined, done };
    // Registered before publishing: an answer may arrive before PUBLISH's own reply.
    this.waiting.set(announcement, entry);
    try {
      const heard = await this.redis.commands.publish(
        this.clearChannel,
        change
          ? `${this.instanceId}:${announcement}:${JSON.stringify(change)}`
          : `${this.instanceId}:${announcement}`,
      );
      this.announcementOwed = false;
      // PUBLISH counts this instance's own subscription too, when it has one.
      entry.expected = heard - (this.listening ? 1 : 0);
      if (entry.received >= entry.expected) done();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), redisCommandTimeoutMs);
      });
      if ((await Promise.race([acknowledged, timedOut])) === 'timeout') {
        this.log.warn(
          { heard: entry.expected, confirmed: entry.received },
          'not every instance confirmed a cache clear in time',
        );
      }
      clearTimeout(timer);
    } catch (err) {
      // Sent as soon as this instance reaches Redis again, for an instance that kept listening.
      this.announcementOwed = true;
      this.log.warn({ err }, 'could not announce a cache clear to the other instances; will on reconnection');
    } finally {
      this.waiting.delete(announcement);
    }
  }

  /** Whether this instance hears the others' clears now (for /readyz's report). */
  get listening(): boolean {
    return !this.cache.isSuspended;
  }
}
