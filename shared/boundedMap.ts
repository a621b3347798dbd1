/**
 * A Map that holds at most `maxEntries` keys: adding a new key to a full map empties it first. For memos whose
 * keys come from content or from clients (URLs, headers, dates): a long-running process must not grow without
 * bound, and dropping everything at once costs nothing per lookup, unlike keeping a recency order. The memos
 * that use it fill again in a few requests.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly maxEntries: number) {
    super();
    if (!(maxEntries >= 1)) throw new RangeError(`maxEntries must be at least 1, got ${maxEntries}`);
  }

  override set(key: K, value: V): this {
    if (this.size >= this.maxEntries && !this.has(key)) this.clear();
    return super.set(key, value);
  }

  /** The value kept for `key`, computed by `compute` and kept when there is none. */
  remember(key: K, compute: () => V): V {
    const kept = this.get(key);
    if (kept !== undefined || this.has(key)) return kept as V;
    const value = compute();
    this.set(key, value);
    return value;
  }
}
