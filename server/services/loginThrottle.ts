import type { Redis } from 'ioredis';
import { FailureLimiter } from './failureLimiter.js';

/*
 * The login's brute-force brake: five failures per e-mail and IP, and fifty per IP across e-mails, in a
 * 15-minute window. An attempt is counted before the (slow) password check and taken back on success:
 * otherwise a burst of parallel guesses would all pass the check before the first one was counted.
 *
 * In one process the counts live in memory; with several instances (REDIS_URL) in Redis, so that guesses
 * spread over the instances add up, and a restart forgets nothing.
 */

export const loginLimits = { perAccount: 5, perIp: 50, windowMs: 15 * 60 * 1000 } as const;

/** The per-account key: the e-mail with the address it is tried from, for the password and the second step. */
export const loginAccountKey = (email: string, ip: string): string => `${email}|${ip}`;

export interface LoginThrottle {
  /**
   * Counts an attempt against both keys. Returns the seconds to wait when either key is over its limit (the
   * attempt is refused and not counted), else 0. Rejects when the counts cannot be read: the caller must
   * then refuse the attempt (an unthrottled login is what an attacker would wait for).
   */
  attempt(accountKey: string, ipKey: string): Promise<number>;
  /** The attempt succeeded: the account's failures are forgotten and the IP's attempt taken back. */
  succeeded(accountKey: string, ipKey: string): Promise<void>;
}

export class LocalLoginThrottle implements LoginThrottle {
  private readonly perAccount = new FailureLimiter(loginLimits.perAccount, loginLimits.windowMs);
  private readonly perIp = new FailureLimiter(loginLimits.perIp, loginLimits.windowMs);

  async attempt(accountKey: string, ipKey: string): Promise<number> {
    const wait = Math.max(this.perAccount.retryAfter(accountKey), this.perIp.retryAfter(ipKey));
    if (wait > 0) return wait;
    this.perAccount.fail(accountKey);
    this.perIp.fail(ipKey);
    return 0;
  }

  async succeeded(accountKey: string, ipKey: string): Promise<void> {
    this.perAccount.reset(accountKey);
    this.perIp.release(ipKey);
  }
}

/** Check and count in one step on the server, so two instances cannot both pass the last free attempt. */
const attemptScript = `
local wait = 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i]) then
    wait = math.max(wait, redis.call('PTTL', key))
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[3]) end
end
return 0`;

const succeededScript = `
redis.call('DEL', KEYS[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
return 0`;

export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async attempt(accountKey: string, ipKey: string): Promise<number> {
    const waitMs = Number(
      await this.redis.eval(
        attemptScript,
        2,
        this.key('account', accountKey),
        this.key('ip', ipKey),
        loginLimits.perAccount,
        loginLimits.perIp,
        loginLimits.windowMs,
      ),
    );
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  async succeeded(accountKey: string, ipKey: string): Promise<void> {
    await this.redis.eval(succeededScript, 2, this.key('account', accountKey), this.key('ip', ipKey));
  }

  private key(kind: string, value: string) {
    return `${this.prefix}login:${kind}:${value}`;
  }
}
