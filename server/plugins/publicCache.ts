import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedAnswer, etagMatches } from '../http/cachedAnswer.js';
import {
  compressBodyOffThread,
  compressionThreshold,
  type Encoding,
  encodings,
  preferredEncoding,
} from '../http/encoding.js';
import { offerToFastLane } from '../http/fastLane.js';
import { BoundedMap } from '../../shared/boundedMap.js';
import { RecencyBudget } from '../http/recencyBudget.js';
import type { CacheChange } from './cacheChange.js';

/** Shared by every reader, a cached value must never change under them: mutation throws instead. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Which budget an answer is kept in: `pages` for addresses without a query (the site's pages and the API
 * answers they read), `varying` for addresses with one (searches, filters) and for not-found pages, whose
 * number any client can grow at will. A flood in one never evicts the other (issue 31).
 */
export type AnswerBudget = 'pages' | 'varying';

export const budgetOfKey = (key: string): AnswerBudget => (key.includes('?') ? 'varying' : 'pages');

export interface CacheBudgets {
  pages: { entries: number; bytes: number };
  varying: { entries: number; bytes: number };
}

/**
 * The bodies as sent, uncompressed; the compressed forms made on demand (a fifth to a tenth of a page) ride
 * on top. A 2.6 MB calendar of a large catalogue still leaves room for every other page.
 */
export const defaultCacheBudgets: CacheBudgets = {
  pages: { entries: 3000, bytes: 48 * 1024 * 1024 },
  varying: { entries: 2000, bytes: 16 * 1024 * 1024 },
};

/** How a superseded answer may stand in for its successor while that is built (ResponseCache.sharedOrPrevious). */
export interface PreviousAnswers {
  /** How long after the write that superseded it an answer may still be served; 0 never serves one. */
  forMs: number;
  /** The local day: an answer built on another day ("upcoming" sessions) never stands in. */
  today: () => string;
  now: () => number;
}

const localDay = () => new Date().toDateString();

/** A few seconds: long enough for a render on a loaded machine, short enough that nobody reads yesterday's news. */
export const defaultPreviousAnswers: PreviousAnswers = { forMs: 3000, today: localDay, now: Date.now };

/** The last answer built for a key by sharedOrPrevious, with what it was built from. */
interface SettledBuild {
  value: unknown;
  answer: CachedAnswer;
  /** The generation its build started in: a clear after that superseded it. */
  builtIn: number;
  day: string;
}

/**
 * In-process cache for public GET answers (and the values they are built from), keyed by URL and language.
 * Any successful admin write clears it, on every instance when there are several (cluster/cacheBus.ts), so
 * the site shows a change at once while the database stays off the hot path. An answer is kept as bytes
 * with its compressed forms, so a hit costs neither JSON work nor compression; a value is kept as the object
 * itself, so reading one costs no parse.
 */
export class ResponseCache {
  private readonly answers: Record<AnswerBudget, RecencyBudget<CachedAnswer>>;
  private readonly values: BoundedMap<string, unknown>;
  /** Incremented by every clear: work started before a clear must not be stored after it. */
  private currentGeneration = 0;
  private readonly clearListeners: Array<(change?: CacheChange) => void> = [];
  /** While suspended nothing is kept: every answer is built from the database (see suspend). */
  private suspended = false;
  /** Builds under way, by generation and key (see shared). */
  private readonly building = new Map<string, Promise<unknown>>();
  /** The last build of each key that sharedOrPrevious may serve while its successor builds. */
  private readonly settled = new Map<string, SettledBuild>();
  /** When each recent generation began (its clear), to tell how long ago an answer was superseded. */
  private readonly generationStartedAt = new Map<number, number>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly previousAnswers: PreviousAnswers;

  /**
   * Bounded by count and by total size, the least recently used evicted first: the key holds the URL's
   * query, so a client can make every request a new entry, and a few thousand copies of a large list would
   * otherwise fill the memory.
   */
  constructor(budgets: CacheBudgets = defaultCacheBudgets, previousAnswers: Partial<PreviousAnswers> = {}) {
    this.previousAnswers = { ...defaultPreviousAnswers, ...previousAnswers };
    this.answers = {
      pages: new RecencyBudget(budgets.pages.entries, budgets.pages.bytes),
      varying: new RecencyBudget(budgets.varying.entries, budgets.varying.bytes),
    };
    this.values = new BoundedMap(budgets.pages.entries);
  }

  get(key: string): CachedAnswer | undefined {
    return this.answers.pages.get(key) ?? this.answers.varying.get(key);
  }

  get generation() {
    return this.currentGeneration;
  }

  /**
   * Keeps an answer: a JSON-serialisable value, or text/bytes with their content type. `builtIn` is the
   * generation in which its loading started: if the cache was cleared since, the answer is returned (for
   * this one request) but not kept, as it may hold what the clearing write changed.
   */
  set(
    key: string,
    value: unknown,
    contentType = 'application/json; charset=utf-8',
    builtIn = this.currentGeneration,
    budget: AnswerBudget = budgetOfKey(key),
    precompressed: Partial<Record<Encoding, Buffer>> = {},
  ): CachedAnswer {
    const body =
      typeof value === 'string' && !contentType.startsWith('application/json')
        ? Buffer.from(value)
        : Buffer.isBuffer(value)
          ? value
          : Buffer.from(JSON.stringify(value));
    if (builtIn !== this.currentGeneration || this.suspended) {
      return new CachedAnswer(body, contentType, 'uncached', precompressed);
    }
    const entry = new CachedAnswer(body, contentType, builtIn, precompressed);
    // A key moves budgets when its answer changes kind (a page that was not found and now is).
    this.answers[budget === 'pages' ? 'varying' : 'pages'].delete(key);
    this.answers[budget].set(key, entry, body.length);
    return entry;
  }

  /**
   * Runs `build` once for every caller asking for the same key while it runs, in the same generation. Right
   * after a write has cleared the cache, the fifty visitors asking for the calendar wait for one render
   * instead of starting fifty, each as slow as the machine shared fifty ways. A caller arriving after a newer
   * clear starts its own build: the running one may hold what that write changed.
   */
  shared<T>(key: string, build: () => Promise<T>): Promise<T> {
    const flightKey = `${this.currentGeneration}|${key}`;
    let flight = this.building.get(flightKey) as Promise<T> | undefined;
    if (!flight) {
      flight = build().finally(() => this.building.delete(flightKey));
      this.building.set(flightKey, flight);
    }
    return flight;
  }

  /**
   * shared(), for a page that may be answered a moment stale (plugins/frontend.ts servePage). The first caller
   * after a write starts the build and waits for it, so whoever writes and then reads sees the change. Callers
   * arriving while that build runs get the answer the write superseded at once, as they would have had they
   * come a few ms earlier, instead of queueing behind a render. Never one superseded more than a few seconds
   * ago (PreviousAnswers.forMs), built on another day, or kept while suspended; once a build settles, its
   * predecessor is gone. A built value with an `entry` (a complete page) may stand in later, as it is: its
   * answer keeps its own ETag (a client holding it gets a 304 until the new one is there). A caller that
   * must have the new answer (`takesPrevious` false) waits for the build as with shared().
   */
  sharedOrPrevious<T extends { entry?: CachedAnswer }>(
    key: string,
    takesPrevious: boolean,
    build: () => Promise<T>,
  ): Promise<T> {
    if (takesPrevious && this.building.has(`${this.currentGeneration}|${key}`)) {
      const previous = this.previous(key);
      if (previous) return Promise.resolve(previous.value as T);
    }
    const builtIn = this.currentGeneration;
    return this.shared(key, async () => {
      let value: T;
      try {
        value = await build();
      } catch (error) {
        // A failed render (its worker crashed twice) still has the page of a moment ago to give.
        const previous = this.previous(key);
        if (previous) return previous.value as T;
        throw error;
      }
      this.settle(key, value, value.entry, builtIn);
      return value;
    });
  }

  /**
   * For a superseded answer sent while its successor builds (sharedOrPrevious): a check that stays true
   * while it may still stand in — the same generation, the build still running, within forMs of the
   * write — made cheap enough to ask on every fast-lane repeat. Undefined when it stands in for nothing.
   */
  standInCheck(key: string, answer: CachedAnswer): (() => boolean) | undefined {
    const previous = this.previous(key);
    if (previous?.answer !== answer) return undefined;
    const generation = this.currentGeneration;
    const flightKey = `${generation}|${key}`;
    const until = this.generationStartedAt.get(previous.builtIn + 1)! + this.previousAnswers.forMs;
    return () =>
      this.currentGeneration === generation &&
      this.building.has(flightKey) &&
      this.previousAnswers.now() <= until;
  }

  /** The build a clear superseded that may still stand in for its successor. */
  private previous(key: string): SettledBuild | undefined {
    const settled = this.settled.get(key);
    if (!settled || this.suspended || settled.builtIn >= this.currentGeneration) return undefined;
    const supersededAt = this.generationStartedAt.get(settled.builtIn + 1);
    const { forMs, now, today } = this.previousAnswers;
    if (supersededAt === undefined || now() - supersededAt > forMs) return undefined;
    return settled.day === today() ? settled : undefined;
  }

  private settle(key: string, value: unknown, answer: CachedAnswer | undefined, builtIn: number) {
    if (!answer || this.suspended) return;
    // A build that started before a newer one settled (it ran across a write) is the older page.
    if ((this.settled.get(key)?.builtIn ?? -1) > builtIn) return;
    this.settled.set(key, { value, answer, builtIn, day: this.previousAnswers.today() });
    // Answers the cache let go (least recently used) are not held here either, beyond a few.
    if (this.settled.size > this.size + 64) this.forgetUnservable();
  }

  /** Drops settled builds that can stand in for nothing: superseded too long ago, or evicted from the cache. */
  private forgetUnservable() {
    for (const [key, settled] of this.settled) {
      const live = settled.builtIn === this.currentGeneration && !settled.answer.evicted;
      if (!live && !this.previous(key)) this.settled.delete(key);
    }
    const { forMs, now } = this.previousAnswers;
    for (const [generation, startedAt] of this.generationStartedAt) {
      if (generation !== this.currentGeneration && now() - startedAt > forMs) {
        this.generationStartedAt.delete(generation);
      }
    }
  }

  /** A value derived from the database (languages, settings), dropped by the same invalidation as answers. */
  async value<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.values.has(key)) return this.values.get(key) as T;
    const builtIn = this.currentGeneration;
    const loaded = deepFreeze(await load());
    if (builtIn !== this.currentGeneration || this.suspended) return loaded;
    this.values.set(key, loaded);
    return loaded;
  }

  /**
   * Drops everything. `change` says what the write touched, for state kept beyond a clear that can be
   * brought up to date in part (the catalogue and its search index); undefined: anything may have changed.
   */
  clear(change?: CacheChange) {
    // Before the clear marks every answer evicted: one evicted already (least recently used) stands in for nothing.
    for (const [key, settled] of this.settled) {
      if (settled.builtIn === this.currentGeneration && settled.answer.evicted) this.settled.delete(key);
    }
    this.currentGeneration++;
    this.generationStartedAt.set(this.currentGeneration, this.previousAnswers.now());
    this.forgetUnservable();
    // What is kept aside is let go a few seconds later, if no write comes to do it first.
    this.sweepTimer ??= setTimeout(() => {
      this.sweepTimer = undefined;
      this.forgetUnservable();
    }, this.previousAnswers.forMs + 100).unref();
    this.answers.pages.clear();
    this.answers.varying.clear();
    this.values.clear();
    for (const listener of this.clearListeners) listener(change);
  }

  /**
   * Stops keeping anything until resume(): for an instance that cannot hear the others' clears (its Redis
   * subscription is down), a kept answer could outlive a write made elsewhere, so it serves only fresh ones.
   */
  suspend() {
    this.suspended = true;
    this.clear();
  }

  /** Keeps answers again, starting empty: clears announced while suspended were missed. */
  resume() {
    this.suspended = false;
    this.clear();
  }

  get isSuspended() {
    return this.suspended;
  }

  /** Called after every clear (e.g. to drop state derived from the cached values), with what changed. */
  onClear(listener: (change?: CacheChange) => void) {
    this.clearListeners.push(listener);
  }

  /** The cached answers' total length, in bytes. */
  get length() {
    return this.answers.pages.bytes + this.answers.varying.bytes;
  }

  get size() {
    return this.answers.pages.size + this.answers.varying.size;
  }

  /** How many answers one budget holds. */
  sizeOf(budget: AnswerBudget) {
    return this.answers[budget].size;
  }
}

/**
 * A new page's compressed forms, made on libuv's threads (http/encoding.ts compressBodyOffThread: the same
 * bytes as compressBody): compressing a rendered page on first demand would hold the main thread ~8 ms per admin write,
 * every other request waiting meanwhile (issue 31). A page too small to gain is left as it is.
 */
export async function compressedForms(body: Buffer): Promise<Partial<Record<Encoding, Buffer>>> {
  if (body.length < compressionThreshold) return {};
  const forms = await Promise.all(encodings.map((encoding) => compressBodyOffThread(body, encoding)));
  return Object.fromEntries(encodings.map((encoding, index) => [encoding, forms[index]]));
}

/**
 * Sends a cached answer: the compressed bytes the client accepts (Vary: Accept-Encoding), an ETag, and a 304
 * for a matching If-None-Match. `vary` names the request headers that chose the answer (the language cookie;
 * '' for none).
 * The answer may only depend on the URL, the `_lang` cookie and the day: repeats are then served by the fast
 * lane (http/fastLane.ts). `standsIn`: the answer is a superseded page standing in while its successor
 * renders (ResponseCache.standInCheck), repeated by the lane only while that holds.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer,
  vary = 'Cookie',
  cacheControl = 'no-cache',
  standsIn?: () => boolean,
): FastifyReply {
  reply
    .header('etag', entry.etag)
    .header('cache-control', cacheControl)
    .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (request.method === 'GET') offerToFastLane(reply, { entry, standsIn });
  // Only a page that is there is "not modified" (RFC 9110 13.1: other answers ignore the precondition).
  if (reply.statusCode === 200 && etagMatches(request.headers['if-none-match'], entry.etag)) {
    return reply.status(304).send();
  }
  reply.type(entry.contentType);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding ? entry.encoded(encoding) : null;
  if (encoding && encoded) return reply.header('content-encoding', encoding).send(encoded);
  return reply.send(entry.body);
}

/** Answers from the cache (or loads and caches), with an ETag and a 304 for a matching If-None-Match. */
/**
 * Sent with the in-process requests of a preview's render (ssr/pageRenderer.ts): their answers are served from
 * the cache when there, never stored (a preview leaves nothing behind, e.g. a draft course's testimonials
 * list). Random per process, so no client can send it to skip the cache.
 */
export const previewRenderHeader = 'x-preview-render';
export const previewRenderToken = randomUUID();

export async function sendCached(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const forPreview = request.headers[previewRenderHeader] === previewRenderToken;
  const entry =
    cache.get(key) ??
    (forPreview
      ? cache.set(key, await load(), undefined, -1) // a generation that never is: built, not kept
      : await cache.shared(key, async () => {
          const builtIn = cache.generation;
          return cache.set(key, await load(), undefined, builtIn);
        }));
  return sendAnswer(request, reply, entry);
}
