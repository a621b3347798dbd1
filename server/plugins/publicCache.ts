import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * In-process cache for public GET answers, keyed by URL and language. Any successful admin write clears it,
 * so the site shows a change at once while the database stays off the hot path.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; etag: string }>();
  private totalLength = 0;

  /**
   * Bounded by count and by total size: the key holds the URL's query, so a client can make every request a
   * new entry, and a few thousand copies of a large list would otherwise fill the memory.
   */
  constructor(
    private readonly maxEntries = 2000,
    private readonly maxLength = 32 * 1024 * 1024,
  ) {}

  get(key: string) {
    return this.entries.get(key);
  }

  set(key: string, value: unknown) {
    const body = JSON.stringify(value);
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (this.entries.size >= this.maxEntries || this.totalLength + body.length > this.maxLength) this.clear();
    this.totalLength += body.length - (this.entries.get(key)?.body.length ?? 0);
    this.entries.set(key, entry);
    return entry;
  }

  clear() {
    this.entries.clear();
    this.totalLength = 0;
  }

  /** The cached bodies' total length, in characters. */
  get length() {
    return this.totalLength;
  }

  get size() {
    return this.entries.size;
  }
}

/** Answers from the cache (or loads and caches), with an ETag and a 304 for a matching If-None-Match. */
export async function sendCached(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const entry = cache.get(key) ?? cache.set(key, await load());
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'Cookie');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
