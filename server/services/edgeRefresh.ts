import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { publicRoutePatterns } from '../../shared/routes.js';

/**
 * Keeps the shared cache in front (deploy/nginx.conf) in step with admin writes. Open-source nginx cannot
 * purge, so after a write this instance asks it again for the public addresses it has answered with a
 * shareable `Cache-Control` (`s-maxage`), with the secret that makes nginx pass its cache by and store the
 * new answer: visitors then get the change from the cache at once, instead of after `s-maxage`.
 *
 * Which addresses: the home page, the calendar and the sitemap always, then the addresses this instance saw
 * nginx fetch, most recent first, up to `budget` (nginx only fetches on a miss, so these are what it keeps;
 * an address only the other instance served expires with its `s-maxage`). Each once per encoding nginx
 * keeps a copy in (the cache key's three: deploy/nginx.conf), a few at a time, after the write's answer has
 * left. Writes arriving during a round make one more round after it, not one each. Failures are logged.
 */

/** The encodings nginx keys its copies on, as it normalises Accept-Encoding. */
const edgeEncodings = ['br', 'gzip', 'identity'] as const;

/** The header nginx turns into proxy_cache_bypass when it holds the secret. */
const edgeRefreshHeader = 'x-edge-refresh';

/** Always asked again: what most visitors land on, and what crawlers read for every other address. */
const importantAddresses = [publicRoutePatterns.home, publicRoutePatterns.products, '/sitemap.xml'];

/** An address as nginx keys it: the URL, and the `_lang` cookie for the JSON answers below /api/. */
interface Address {
  url: string;
  lang?: string;
}

interface EdgeRefreshOptions {
  /** Where nginx listens (EDGE_REFRESH_URL) and the secret it knows (EDGE_REFRESH_SECRET). */
  target: { url: string; secret: string };
  /** The site's own address (PUBLIC_URL): its host is the one visitors' copies are kept under. */
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
  /** Requests under way at once. */
  concurrency?: number;
  /** How many seen addresses are kept (and asked again) at most. */
  budget?: number;
  /** Per request. */
  timeoutMs?: number;
}

const languageCookie = /(?:^|;\s*)_lang=([^;]*)/;

export class EdgeRefresh {
  private readonly seen = new Map<string, Address>();
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private readonly target: URL;
  private readonly host: string;
  private readonly agent: http.Agent;

  constructor(private readonly options: EdgeRefreshOptions) {
    this.target = new URL(options.target.url);
    this.host = new URL(options.publicUrl ?? options.target.url).host;
    const secure = this.target.protocol === 'https:';
    this.agent = secure
      ? new https.Agent({ keepAlive: true, maxSockets: this.concurrency })
      : new http.Agent({ keepAlive: true, maxSockets: this.concurrency });
  }

  private get concurrency() {
    return this.options.concurrency ?? 4;
  }

  /** Notes an address this instance answered with a shareable Cache-Control (nginx may keep it). */
  record(url: string, cookieHeader: string | undefined) {
    const lang = url.startsWith('/api/') ? languageCookie.exec(cookieHeader ?? '')?.[1] : undefined;
    const key = `${url}|${lang ?? ''}`;
    this.seen.delete(key); // re-inserted: most recent last
    this.seen.set(key, { url, lang });
    if (this.seen.size > (this.options.budget ?? 300)) {
      this.seen.delete(this.seen.keys().next().value as string);
    }
  }

  /** After an admin write: a round of refreshes starts once this call has returned, or after the running one. */
  afterWrite() {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.rounds())
      .finally(() => (this.running = undefined));
  }

  /** Resolves once no round runs or waits (tests, shutdown). */
  async idle() {
    while (this.running) await this.running;
  }

  /** Asks nothing more: the request under way finishes, the rest of the round is dropped. */
  async close() {
    this.closed = true;
    await this.idle();
    this.agent.destroy();
  }

  private async rounds() {
    do {
      this.again = false;
      await this.round();
    } while (this.again && !this.closed);
  }

  /** The addresses to ask for: the important ones first, then the seen ones, newest first. */
  addresses(): Address[] {
    const byKey = new Map<string, Address>(importantAddresses.map((url) => [`${url}|`, { url }]));
    for (const [key, address] of [...this.seen].reverse()) byKey.set(key, address);
    return [...byKey.values()];
  }

  private async round() {
    const queue = this.addresses().flatMap((address) =>
      edgeEncodings.map((encoding) => ({ ...address, encoding })),
    );
    const started = Date.now();
    let failed = 0;
    const worker = async () => {
      for (let next = queue.shift(); next && !this.closed; next = queue.shift()) {
        try {
          await this.request(next.url, next.encoding, next.lang);
        } catch (err) {
          failed++;
          this.options.log.warn({ err, url: next.url }, 'edge refresh request failed');
        }
      }
    };
    const total = queue.length;
    await Promise.all(Array.from({ length: this.concurrency }, worker));
    this.options.log.debug({ requests: total, failed, ms: Date.now() - started }, 'edge cache refreshed');
  }

  /** One GET through nginx past its cache; any status is fine (a removed page stores its 404 page). */
  private request(url: string, encoding: string, lang: string | undefined) {
    const secure = this.target.protocol === 'https:';
    const send = secure ? https.request : http.request;
    return new Promise<void>((resolve, reject) => {
      const request = send(
        {
          host: this.target.hostname,
          port: this.target.port || (secure ? 443 : 80),
          path: url,
          agent: this.agent,
          // The public host: nginx keys its copies on it, and over TLS its certificate names it.
          servername: new URL(`http://${this.host}`).hostname,
          timeout: this.options.timeoutMs ?? 30_000,
          headers: {
            host: this.host,
            'accept-encoding': encoding,
            [edgeRefreshHeader]: this.options.target.secret,
            ...(lang === undefined ? {} : { cookie: `_lang=${lang}` }),
          },
        },
        (response) => {
          response.resume();
          response.once('end', () =>
            response.statusCode !== undefined && response.statusCode >= 500
              ? reject(new Error(`answered ${response.statusCode}`))
              : resolve(),
          );
          response.once('error', reject);
        },
      );
      request.once('timeout', () => request.destroy(new Error('timed out')));
      request.once('error', reject);
      request.end();
    });
  }
}

/**
 * Records the shareable answers this instance sends and decorates `edgeRefresh` (undefined when no
 * EDGE_REFRESH_URL is set). The instance that made a write calls afterWrite (app.ts); the others only clear.
 */
export const edgeRefreshPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const edge = config.edgeRefresh
      ? new EdgeRefresh({ target: config.edgeRefresh, publicUrl: config.publicUrl, log: app.log })
      : undefined;
    app.decorate('edgeRefresh', edge);
    if (!edge) return;
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' || reply.statusCode !== 200) return;
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl !== 'string' || !/\bs-maxage=/.test(cacheControl)) return;
      if (/\b(private|no-store)\b/.test(cacheControl)) return;
      edge.record(request.url, request.headers.cookie);
    });
    app.addHook('onClose', () => edge.close());
  },
  { name: 'edge-refresh' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Asks the shared cache in front again after an admin write (services/edgeRefresh.ts). */
    edgeRefresh: EdgeRefresh | undefined;
  }
}
