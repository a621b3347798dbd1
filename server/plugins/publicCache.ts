import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * In-process cache for public GET answers, keyed by URL and language. Any successful admin write clears it,
 * so the site shows a change at once while the database stays off the hot path.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; etag: string }>();
  constructor(private readonly maxEntries = 2000) {}

  get(key: string) {
    return this.entries.get(key);
  }

  set(key: string, value: unknown) {
    const body = JSON.stringify(value);
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }

  clear() {
    this.entries.clear();
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
