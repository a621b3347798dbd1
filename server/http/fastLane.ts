import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { BoundedMap } from '../../shared/boundedMap.js';
import { type CachedAnswer, etagMatches } from './cachedAnswer.js';
import { type Encoding, preferredEncoding } from './encoding.js';

/**
 * The fast lane: a repeat of a cached public answer is sent straight from the HTTP server's request handler,
 * before Fastify builds its request and reply, runs hooks, routes and logs. On this 2-core machine that
 * framework work costs as much as everything else a cached answer needs, and the public site's reads are
 * nearly all repeats.
 *
 * Only what the normal path has answered and registered is served here, under the same key it used: the URL
 * with its query and the `_lang` cookie (the only request input a public answer depends on besides the day).
 * The headers sent are the ones the normal path had set when it registered the answer, so both paths send the
 * same answer; tests/api/fast-lane.test.ts compares them over a real socket. Anything else (writes, the back
 * office, a cookie we do not parse the same way, HEAD, a new day) goes through Fastify as usual. Every admin
 * write clears the public cache and with it this map.
 */
export class FastLane {
  /** Addresses without a query and with one apart: a flood of searches never empties the pages' lane. */
  private readonly hits: BoundedMap<string, FastHit>;
  private readonly queryHits: BoundedMap<string, FastHit>;
  private today = '';
  private todayCheckedAt = 0;
  /** Answers served here since start (tests read it to know which path answered). */
  served = 0;

  constructor(
    private readonly todayKey: () => string,
    /** The public cache's generation now: an answer built before the last clear is not registered. */
    private readonly generation: () => number,
    /**
     * Whether a request may be answered here at all: the origin it was made to decides what a URL answers
     * (a back office page, or a redirect to the other origin: http/origins.ts), which the key below does
     * not hold.
     */
    private readonly servesRequest: (req: IncomingMessage) => boolean = () => true,
    maxEntries = 5000,
  ) {
    this.hits = new BoundedMap(maxEntries);
    this.queryHits = new BoundedMap(maxEntries);
  }

  private lane(key: string) {
    return key.includes('?') ? this.queryHits : this.hits;
  }

  /**
   * Registers an answer the normal path has sent, with the headers it went out with. Answers that set a
   * cookie are per visitor and never registered.
   */
  remember(
    request: { url: string; headers: IncomingMessage['headers'] },
    { entry, standsIn }: LaneOffer,
    sentHeaders: Record<string, string | number | string[] | undefined>,
  ) {
    // A stand-in is out of the cache (the write's clear let it go): its check alone says whether it may go on.
    const current = entry.generation === 'immutable' || entry.generation === this.generation();
    if (standsIn ? !standsIn() : entry.evicted || !current) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(sentHeaders)) {
      const lower = name.toLowerCase();
      if (lower === 'set-cookie') return;
      if (!perResponseHeaders.has(lower) && value !== undefined) headers[lower] = value;
    }
    const key = keyOf(request.url, request.headers.cookie);
    if (key === undefined) return;
    this.lane(key).set(key, new FastHit(entry, headers, this.currentDay(), standsIn));
  }

  clear() {
    this.hits.clear();
    this.queryHits.clear();
  }

  get size() {
    return this.hits.size + this.queryHits.size;
  }

  /** Sends the answer when this request is a known repeat; false hands it on to Fastify. */
  tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.url === undefined || !this.servesRequest(req)) return false;
    const key = keyOf(req.url, req.headers.cookie);
    const hit = key === undefined ? undefined : this.lane(key).get(key);
    if (!hit || hit.day !== this.currentDay()) return false;
    if (hit.standsIn ? !hit.standsIn() : hit.entry.evicted) {
      // The cache let it go (least recently used), or the page it stood in for is there: so does the
      // lane, and the normal path answers.
      this.lane(key!).delete(key!);
      return false;
    }
    // Served here, the answer never passes the cache's get(): its recency is marked here instead.
    hit.entry.recentlyUsed = true;
    this.served++;
    const headers = req.headers;
    if (headers['if-none-match'] !== undefined && etagMatches(headers['if-none-match'], hit.entry.etag)) {
      res.writeHead(304, hit.notModifiedHeaders);
      res.end();
      return true;
    }
    const variant = hit.variantFor(headers['accept-encoding']);
    res.writeHead(200, variant.headers);
    res.end(variant.bytes);
    return true;
  }

  /** The local day, read from the clock at most once a second. */
  private currentDay(): string {
    const now = Date.now();
    if (now - this.todayCheckedAt >= 1000) {
      this.today = this.todayKey();
      this.todayCheckedAt = now;
    }
    return this.today;
  }
}

/** Headers each response gets on its own (Node writes the connection ones, FastHit the body ones). */
const perResponseHeaders = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * Headers as the flat name/value list writeHead takes as it is (an object is walked key by key per
 * response), in the object's order, so the bytes on the wire are the same.
 */
type HeaderList = Array<string | string[]>;

function headerList(headers: OutgoingHttpHeaders): HeaderList {
  const list: HeaderList = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) list.push(name, Array.isArray(value) ? value : String(value));
  }
  return list;
}

interface Variant {
  headers: HeaderList;
  bytes: Buffer;
}

/** One registered answer with its header sets, built once per encoding (identity included). */
class FastHit {
  readonly notModifiedHeaders: HeaderList;
  private readonly variants = new Map<Encoding | undefined, Variant>();
  /** The last Accept-Encoding asked and its variant: a client repeats its header on every request. */
  private lastAcceptEncoding: string | undefined;
  private lastVariant: Variant | undefined;

  constructor(
    readonly entry: CachedAnswer,
    private readonly headers: OutgoingHttpHeaders,
    readonly day: string,
    readonly standsIn?: () => boolean,
  ) {
    this.notModifiedHeaders = headerList(headers);
  }

  variantFor(acceptEncoding: string | undefined): Variant {
    if (this.lastVariant && acceptEncoding === this.lastAcceptEncoding) return this.lastVariant;
    const variant = this.variant(preferredEncoding(acceptEncoding));
    this.lastAcceptEncoding = acceptEncoding;
    this.lastVariant = variant;
    return variant;
  }

  private variant(encoding: Encoding | undefined): Variant {
    let variant = this.variants.get(encoding);
    if (!variant) {
      const encoded = encoding ? this.entry.encoded(encoding) : null;
      const bytes = encoded ?? this.entry.body;
      const headers: OutgoingHttpHeaders = { ...this.headers, 'content-type': this.entry.contentType };
      if (encoded && encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = bytes.length;
      variant = { headers: headerList(headers), bytes };
      this.variants.set(encoding, variant);
    }
    return variant;
  }
}

const maxUrlLength = 512;
const languageCookiePattern = /(?:^|;\s*)_lang=([^;]*)/g;
const plainLanguage = /^[a-z]{2,8}$/;

/**
 * `<language cookie>\n<url>`, or undefined when the cookie header is one this lane does not read exactly
 * as @fastify/cookie would (repeated, or a value that needs decoding): the normal path takes those.
 */
function keyOf(url: string, cookieHeader: string | undefined): string | undefined {
  // Keys are kept in memory: a long, invented URL is not worth a place (the normal path still answers it).
  if (url.length > maxUrlLength) return undefined;
  if (!cookieHeader || !cookieHeader.includes('_lang=')) return `\n${url}`;
  const matches = [...cookieHeader.matchAll(languageCookiePattern)];
  if (matches.length !== 1) return undefined;
  const value = matches[0][1].trim();
  return plainLanguage.test(value) ? `${value}\n${url}` : undefined;
}

/**
 * A cached answer a reply carried. `standsIn`: the answer is a page a write superseded, sent while its
 * successor renders (ResponseCache.standInCheck); the lane repeats it only while that says true, so the
 * visitors of a page stay on the lane through an admin write instead of all passing through Fastify
 * until the new page is there (issue 31: the calendar under 4 writes a second).
 */
export interface LaneOffer {
  entry: CachedAnswer;
  standsIn?: () => boolean;
}

const pending = new WeakMap<object, LaneOffer>();

/** Marks a reply as carrying a cached answer: once sent, its URL may be answered from the fast lane. */
export function offerToFastLane(reply: object, offer: LaneOffer) {
  pending.set(reply, offer);
}

/** The cached answer a sent reply carried, if it was offered to the fast lane. */
export function offeredAnswer(reply: object): LaneOffer | undefined {
  return pending.get(reply);
}
