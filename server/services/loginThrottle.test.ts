import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalLoginThrottle, type LoginThrottle, RedisLoginThrottle, loginLimits } from './loginThrottle.js';

/** The same rules in memory and in Redis: one instance alone must lock as several together do. */
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : undefined;
afterAll(() => redis?.quit());

const kinds: Array<[string, () => LoginThrottle]> = [['in memory', () => new LocalLoginThrottle()]];
if (redis) {
  kinds.push([
    'in Redis',
    () => new RedisLoginThrottle(redis, `akademi-test-${randomBytes(4).toString('hex')}:`),
  ]);
}

describe.each(kinds)('login throttle %s', (_kind, create) => {
  it('refuses the attempt after five for one e-mail and IP, with the seconds left in the window', async () => {
    const throttle = create();
    for (let i = 0; i < loginLimits.perAccount; i++)
      expect(await throttle.attempt('a@x|1.1.1.1', '1.1.1.1')).toBe(0);
    const wait = await throttle.attempt('a@x|1.1.1.1', '1.1.1.1');
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // Another account from the same IP is not locked by it.
    expect(await throttle.attempt('b@x|1.1.1.1', '1.1.1.1')).toBe(0);
  });

  it('forgets an account’s failures on success and takes back the IP’s attempt', async () => {
    const throttle = create();
    for (let i = 0; i < loginLimits.perAccount - 1; i++) await throttle.attempt('a@x|2.2.2.2', '2.2.2.2');
    await throttle.succeeded('a@x|2.2.2.2', '2.2.2.2');
    for (let i = 0; i < loginLimits.perAccount; i++)
      expect(await throttle.attempt('a@x|2.2.2.2', '2.2.2.2')).toBe(0);
  });

  it('locks an IP after fifty attempts across e-mails', async () => {
    const throttle = create();
    for (let i = 0; i < loginLimits.perIp; i++)
      expect(await throttle.attempt(`u${i}@x|3.3.3.3`, '3.3.3.3')).toBe(0);
    expect(await throttle.attempt('new@x|3.3.3.3', '3.3.3.3')).toBeGreaterThan(0);
    expect(await throttle.attempt('new@x|4.4.4.4', '4.4.4.4')).toBe(0);
  });

  it('lets exactly five of twenty simultaneous attempts through', async () => {
    const throttle = create();
    const waits = await Promise.all(
      Array.from({ length: 20 }, () => throttle.attempt('burst@x|5.5.5.5', '5.5.5.5')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(loginLimits.perAccount);
  });
});

describe.skipIf(!redis)('login throttle in Redis, Redis away', () => {
  it('rejects, so that the login can refuse instead of guessing', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    unreachable.on('error', () => {});
    await expect(new RedisLoginThrottle(unreachable, 'x:').attempt('a|1', '1')).rejects.toThrow();
    unreachable.disconnect();
  });
});
