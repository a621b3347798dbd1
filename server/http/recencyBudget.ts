/**
 * Keeps values within a count and a byte budget, evicting the least recently used first, so that no flood
 * of new keys (a client inventing search addresses) empties what everyone reads (issue 31).
 *
 * Recency is kept the CLOCK way ("second chance"): a read only sets a flag on the value, which costs nothing
 * on the hot path and can be done by readers that never see this class (the fast lane sets it on the cached
 * answer it sends). Eviction walks from the oldest insertion: a value read since it was last passed gets
 * another round at the end of the line, one that was not is dropped.
 */
export interface Recency {
  /** Set by every read; cleared when eviction passes the value over. */
  recentlyUsed: boolean;
  /** Set when the value leaves its budget, so that a reader holding it elsewhere drops it too. */
  evicted: boolean;
}

export class RecencyBudget<V extends Recency> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry) entry.value.recentlyUsed = true;
    return entry?.value;
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    this.evictOver();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
    entry.value.evicted = true;
  }

  clear(): void {
    for (const { value } of this.entries.values()) value.evicted = true;
    this.entries.clear();
    this.used = 0;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.used;
  }

  /**
   * Drops the least recently used until within budget. The newest value is never dropped for being recent
   * or not; alone over the byte budget, it is kept only until the next one arrives.
   */
  private evictOver() {
    // Each pass over a value clears its flag, so at most two rounds of the line find one to drop.
    let passes = 2 * this.entries.size;
    while ((this.entries.size > this.maxEntries || this.used > this.maxBytes) && this.entries.size > 1) {
      const [key, entry] = this.entries.entries().next().value!;
      if (entry.value.recentlyUsed && passes-- > 0) {
        entry.value.recentlyUsed = false;
        this.entries.delete(key);
        this.entries.set(key, entry);
        continue;
      }
      this.delete(key);
    }
  }
}
