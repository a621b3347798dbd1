/**
 * Counts failures per key in a fixed window (login attempts per e-mail+IP and per IP), in this process's
 * memory: the store of one instance running alone (services/loginThrottle.ts has the shared one).
 */
export class FailureLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.count < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  fail(key: string): void {
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.entries.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.entries.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  /** Takes back one counted failure: an attempt counted in advance that turned out to succeed. */
  release(key: string): void {
    const entry = this.current(key);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count <= 0) this.entries.delete(key);
  }

  private current(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
