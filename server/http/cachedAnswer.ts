import { createHash } from 'node:crypto';
import { type Encoding, compressBody, compressionThreshold } from './encoding.js';
import type { Recency } from './recencyBudget.js';

// The HTTP layer's unit of caching: the public cache (plugins/publicCache.ts) keeps these, the built assets
// (plugins/assets.ts) are served as these, and the fast lane (./fastLane.ts) answers from them.

/** One cached answer: its bytes as sent, each compressed form made once on first demand, and its headers. */
export class CachedAnswer implements Recency {
  readonly etag: string;
  /** Read since eviction last passed it (http/recencyBudget.ts); the fast lane sets it too. */
  recentlyUsed = false;
  /** Out of the cache: a fast-lane entry holding it drops it rather than serve it on. */
  evicted = false;
  /** null: that encoding does not make this body smaller, so it goes out as it is. */
  private readonly compressed: Partial<Record<Encoding, Buffer | null>> = {};

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    /**
     * The cache generation the answer was built in: an answer from before a clear is never reused.
     * 'immutable' for what no admin write can change (a built asset); 'uncached' for one built while the
     * cache keeps nothing (ResponseCache.suspend).
     */
    readonly generation: number | 'immutable' | 'uncached',
    /** Compressed forms made elsewhere (the build's .br/.gz files), used instead of compressing here. */
    precompressed: Partial<Record<Encoding, Buffer>> = {},
  ) {
    this.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    for (const [encoding, bytes] of Object.entries(precompressed) as Array<[Encoding, Buffer]>) {
      this.compressed[encoding] = bytes.length < body.length ? bytes : null;
    }
  }

  /** The body in the given encoding, compressed once and then reused; null when identity is as good. */
  encoded(encoding: Encoding): Buffer | null {
    let bytes = this.compressed[encoding];
    if (bytes === undefined) {
      const candidate = this.body.length < compressionThreshold ? null : compressBody(this.body, encoding);
      bytes = this.compressed[encoding] = candidate && candidate.length < this.body.length ? candidate : null;
    }
    return bytes;
  }
}

/**
 * Whether an If-None-Match names this answer's ETag: what a browser sends back is the ETag itself; a cache
 * in front may send a list, or the ETag made weak (`W/"…"`, as nginx marks what it compressed), which the
 * weak comparison RFC 9110 asks of If-None-Match still matches; `*` matches any answer that is there.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}
