import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { type Db, migrateToLatest, openDatabase } from './db/database.js';
import { authenticate } from './plugins/auth.js';
import { adminOriginPlugin } from './plugins/adminOrigin.js';
import { adminOriginForLinks, fastLaneAdmission, ownOriginCheck } from './http/origins.js';
import { helmetOptions, resourcePolicy } from './http/securityHeaders.js';
import { ensureCsrfToken, requireCsrf } from './plugins/csrf.js';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrorHandler } from './plugins/errorHandler.js';
import { formBodyPlugin } from './plugins/formBody.js';
import { noStore } from './plugins/noStore.js';
import { frontendPlugin } from './plugins/frontend.js';
import type { SiteRenderer } from './ssr/pageData.js';
import { siteOrigin } from './ssr/pageRenderer.js';
import { loadBuiltRenderer } from './ssr/renderWorker.js';
import { RequestLog, requestAbortLogPlugin } from './plugins/requestLog.js';
import { brotliQuality, compressionThreshold, encodings, gzipLevel } from './http/encoding.js';
import { ResponseCache } from './plugins/publicCache.js';
import { fastLanePlugin, fastLaneServerFactory } from './plugins/fastLane.js';
import { FastLane } from './http/fastLane.js';
import { closeListener, createAdminListener } from './http/adminListener.js';
import { todayKey } from './routes/public/context.js';
import { adminRoutes } from './routes/admin/index.js';
import { loginRoutes } from './routes/auth/login.js';
import { passwordResetRoutes } from './routes/auth/passwordReset.js';
import { twoStepSignInRoutes } from './routes/auth/twoStep.js';
import { publicRoutes } from './routes/public/index.js';
import { siteFilesRoutes } from './routes/public/siteFiles.js';
import { healthRoutes } from './routes/health.js';
import type { FreeSpaceReader } from './services/diskSpace.js';
import { refreshSiteHeadExtras, siteHeadExtras } from './services/integrationScripts.js';
import { openRedis } from './cluster/redis.js';
import { CacheBus } from './cluster/cacheBus.js';
import { cacheChangeOf } from './plugins/cacheChange.js';
import { edgeRefreshPlugin } from './services/edgeRefresh.js';
import { LocalLoginThrottle, RedisLoginThrottle } from './services/loginThrottle.js';
import { MailOutbox } from './mail/outbox.js';
import { RetentionJob } from './services/retention.js';
import { WaitlistJob } from './services/waitlistOffers.js';

export interface BuildOptions {
  /** An already open database (tests pass one); otherwise opened from the config. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
  /**
   * Renders public pages on the server. By default the build's dist-ssr/entry-server.js (beside the dist
   * folder) when it exists; tests pass site/entry-server.tsx, or null for the app's shell alone.
   */
  siteRenderer?: SiteRenderer | null;
  /** Runs the KVKK retention job (services/retention.ts) at start-up and daily; by default not under tests. */
  retentionJob?: boolean;
  /** Runs the waiting list every minute (services/waitlistOffers.ts); by default not under tests. */
  waitlistJob?: boolean;
  /** How /readyz reads the data volume's free space (statfs); tests simulate a full disk. */
  freeSpace?: FreeSpaceReader;
}

/** Never log credentials: the bearer token, cookies (CSRF) and anything that looks like a password. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** The logger settings: the caller's (tests pass a stream and a level), always with the redaction list. */
function loggerOptions(config: Config, logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  return {
    level: config.logLevel,
    redact: logRedactPaths,
    ...(typeof logger === 'object' ? logger : {}),
  };
}

/** Opens the database the config names, unless the caller passed one, and brings it to the latest migration. */
async function openAppDatabase(
  config: Config,
  options: BuildOptions,
  logger: { current?: FastifyBaseLogger },
): Promise<Db> {
  const db =
    options.db ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionLost: (err) =>
        logger.current
          ? logger.current.warn({ err }, 'database connection lost; the pool reconnects on demand')
          : console.warn(`database connection lost: ${err.message}`),
    });
  await migrateToLatest(db);
  return db;
}

const timeouts = { connectionTimeout: 60_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 };

/**
 * The Fastify instance with its server options, and the application's request handler, for the back
 * office's own listener (ADMIN_PORT) to share. Fastify hands that handler to the server factory while it
 * is being constructed, so it is known once this returns.
 */
function createFastify(
  config: Config,
  options: BuildOptions,
  fastLane: FastLane,
): { app: FastifyInstance; routeRequest: http.RequestListener } {
  let routeRequest: http.RequestListener = () => {};
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    // A hop count, never "trust everything": only the last N X-Forwarded-For entries (our proxies) are believed.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    ...timeouts,
    // Repeats of cached public answers are served before Fastify sees them (http/fastLane.ts).
    serverFactory: (handler) => {
      routeRequest = handler;
      return fastLaneServerFactory(fastLane, timeouts)(handler);
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed %-escape or an over-long path segment fails before routing; answer it in our envelope.
    frameworkErrors: frameworkErrorHandler,
    // A request the HTTP parser refuses: the same envelope and security headers, written to the socket.
    clientErrorHandler,
    // One line per request, at a level that depends on what the request was (plugins/requestLog.ts).
    logController: new RequestLog(),
  });
  return { app, routeRequest };
}

/** The back office's own HTTP server (ADMIN_PORT), sharing the app's handler and closed with it. */
function attachAdminListener(app: FastifyInstance, config: Config, routeRequest: http.RequestListener): void {
  const adminListener =
    config.adminPort === undefined ? undefined : createAdminListener(routeRequest, timeouts);
  app.decorate('adminListener', adminListener);
  if (adminListener) app.addHook('onClose', () => closeListener(adminListener));
  // Fastify answers its own server's parser refusals (clientErrorHandler); this one's alike.
  adminListener?.on('clientError', clientErrorHandler.bind(app));
}

/**
 * The work done in the background: the e-mail outbox and the daily and minutely jobs, started when the app
 * is ready and stopped (before the database closes) when it closes. Returns the outbox, if any.
 */
function startBackgroundWork(
  app: FastifyInstance,
  db: Db,
  config: Config,
  options: BuildOptions,
  cache: ResponseCache,
): MailOutbox | undefined {
  // E-mail (SMTP_URL): sent from an outbox in the background, so it never holds up a request (mail/outbox.ts).
  const mail = config.mail
    ? new MailOutbox(db, config.mail, app.log, adminOriginForLinks(config))
    : undefined;
  if (mail) app.addHook('onReady', async () => mail.start());
  app.decorate('mail', mail);
  // KVKK: applications (with their CVs) and messages older than the back office's period are purged.
  const retention =
    (options.retentionJob ?? config.nodeEnv !== 'test')
      ? new RetentionJob(db, config.uploadsRoot, app.log)
      : undefined;
  if (retention) app.addHook('onReady', async () => retention.start());
  // The waiting list: expired seat offers pass to the next one waiting, free seats are offered.
  const waitlist =
    (options.waitlistJob ?? config.nodeEnv !== 'test')
      ? new WaitlistJob(db, mail && { outbox: mail, siteOrigin: siteOrigin(config) }, app.log, () =>
          cache.clear(),
        )
      : undefined;
  if (waitlist) app.addHook('onReady', async () => waitlist.start());
  app.addHook('onClose', async () => {
    await mail?.stop();
    await retention?.stop();
    await waitlist?.stop();
    await db.destroy();
  });
  return mail;
}

/** What the route scopes share: the stores, the outbox and (with several instances) Redis. */
interface AppServices {
  db: Db;
  config: Config;
  cache: ResponseCache;
  mail: MailOutbox | undefined;
  redis: ReturnType<typeof openRedis> | undefined;
  cacheBus: CacheBus | undefined;
  loginThrottle: LocalLoginThrottle | RedisLoginThrottle;
}

/**
 * Several instances behind one address agree through Redis: cache clears and login counts (and the form
 * limits, in routes/public). Alone, each keeps them in memory.
 */
function connectInstances(
  app: FastifyInstance,
  config: Config,
  cache: ResponseCache,
): Pick<AppServices, 'redis' | 'cacheBus' | 'loginThrottle'> {
  const redis = config.redisUrl ? openRedis(config.redisUrl, config.redisPrefix, app.log) : undefined;
  const cacheBus = redis ? new CacheBus(redis, cache, app.log) : undefined;
  const loginThrottle = redis
    ? new RedisLoginThrottle(redis.commands, config.redisPrefix)
    : new LocalLoginThrottle();
  if (redis) app.addHook('onClose', redis.close);
  return { redis, cacheBus, loginThrottle };
}

/** The plugins every answer passes through: compression, cookies, security headers, errors, logging. */
async function registerCommonPlugins(
  app: FastifyInstance,
  config: Config,
  fastLane: FastLane,
  cache: ResponseCache,
): Promise<void> {
  // Every text answer is compressed when the client accepts it. Cached answers arrive already compressed
  // (plugins/publicCache.ts) and built assets as their .br/.gz files; this plugin leaves those alone.
  await app.register(compress, {
    encodings: [...encodings],
    threshold: compressionThreshold,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    zlibOptions: { level: gzipLevel },
  });
  await app.register(cookie);
  // Security headers on every answer: pages replace the CSP with their own (plugins/frontend.ts); all else
  // (JSON, assets, uploads, errors) keeps one that lets nothing load or run.
  await app.register(helmet, helmetOptions(config.publicUrl));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', resourcePolicy);
  });
  await app.register(fastLanePlugin, { fastLane, cache });
  await app.register(edgeRefreshPlugin, { config });
  await app.register(errorHandlerPlugin);
  await app.register(requestAbortLogPlugin);
  await app.register(adminOriginPlugin, { config });
  await app.register(formBodyPlugin);
}

/**
 * Login and the public site: no bearer token, so writes need the CSRF token. It is checked before the
 * body is read, and these writes take no file unless the route allows one (the CV), so an anonymous
 * caller cannot make the server buffer uploads it will refuse anyway.
 */
async function registerPublicScope(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, config, cache, mail, redis, loginThrottle } = services;
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireCsrf);
    scope.addHook('onRoute', (route) => {
      route.config = { multipartOptions: { limits: { files: 0 } }, ...route.config };
    });
    // Only routes that ask for it (the forms) are limited; the cached GETs are not. With several instances
    // the counts live in Redis; with Redis away the forms stay open rather than lose visitors' messages:
    // their limit is against floods, not a lock (the login has its own, fail-closed throttle).
    await scope.register(rateLimit, {
      global: false,
      ...(redis ? { redis: redis.commands, nameSpace: `${redis.prefix}forms:`, skipOnError: true } : {}),
    });
    scope.get('/api/csrf-token', { onSend: noStore }, async (request, reply) => ({
      success: true,
      data: { token: ensureCsrfToken(request, reply) },
    }));
    // Sign-in, its second step and the password reset: every answer, refusals included, hands out or
    // concerns a secret, so no browser or proxy may keep one.
    await scope.register(async (auth) => {
      auth.addHook('onSend', noStore);
      await auth.register(loginRoutes, {
        db,
        sessionTtlSeconds: config.sessionTtlSeconds,
        throttle: loginThrottle,
      });
      await auth.register(twoStepSignInRoutes, {
        db,
        sessionTtlSeconds: config.sessionTtlSeconds,
        throttle: loginThrottle,
      });
      await auth.register(passwordResetRoutes, { db, config, mail });
    });
    await scope.register(publicRoutes, { db, cache, config, mail });
  });
}

/**
 * The back office API: denied by default. Every route must declare who may call it, and one guard
 * authenticates every request before its body is even read.
 */
async function registerAdminScope(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, config, cache, mail, cacheBus, loginThrottle } = services;
  await app.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        const access = (route.config as { access?: string } | undefined)?.access;
        if (!access) throw new Error(`Admin route ${route.method} ${route.url} declares no access rule`);
      });
      scope.addHook('onRequest', authenticate(db, ownOriginCheck(config)));
      // Answers hold personal data (inboxes, users): no browser or proxy may keep them.
      scope.addHook('onSend', noStore);
      // Whatever an admin changes is visible on the public site at once, on every instance: the clear is
      // made (and announced) before the answer leaves.
      // What it touched goes along, so the catalogue and its search index are redone for those records only.
      scope.addHook('onSend', async (request, reply, payload) => {
        if (request.method === 'GET' || reply.statusCode >= 400) return;
        // A route that writes nothing (a preview address) says so.
        if (request.routeOptions.config.changesNothing) return;
        const change = cacheChangeOf(request, payload);
        if (cacheBus) await cacheBus.announceClear(change);
        else cache.clear(change);
        // The shared cache in front, if any, is asked again by this instance only, after the answer leaves.
        app.edgeRefresh?.afterWrite();
      });
      await scope.register(adminRoutes, { db, config, mail, loginThrottle });
    },
    { prefix: '/api/admin' },
  );
}

/** The site's pages (rendered on the server when a renderer is there), its files and the health checks. */
async function registerSiteAndHealth(
  app: FastifyInstance,
  services: AppServices,
  options: BuildOptions,
): Promise<void> {
  const { db, config, cache, cacheBus } = services;
  await app.register(healthRoutes, { db, cacheBus, freeSpace: options.freeSpace });
  await app.register(siteFilesRoutes, { db, cache, config });
  // The build's renderer runs in worker threads (RENDER_WORKERS; ssr/renderWorker.ts), ended with the app.
  const built =
    options.siteRenderer === undefined
      ? await loadBuiltRenderer(
          path.join(config.distDir, '..', 'dist-ssr', 'entry-server.js'),
          config.renderWorkers,
        )
      : undefined;
  if (built) app.addHook('onClose', built.close);
  await app.register(frontendPlugin, {
    config,
    db,
    cache,
    headExtras: (area) => (area === 'site' ? siteHeadExtras(db) : Promise.resolve('')),
    renderer: built ? built.renderer : (options.siteRenderer ?? undefined),
  });
}

/**
 * Builds the application (database migrated, every route registered) without listening: tests inject into it.
 * The steps run in this order on purpose: Fastify runs hooks and plugins in the order they were added.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The pool reports a lost connection before the app exists; from then on it goes to the app's log.
  const logger: { current?: FastifyBaseLogger } = {};
  const db = await openAppDatabase(config, options, logger);

  const cache = new ResponseCache();
  const fastLane = new FastLane(todayKey, () => cache.generation, fastLaneAdmission(config));
  const { app, routeRequest } = createFastify(config, options, fastLane);

  logger.current = app.log;
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('publicCache', cache);
  app.decorate('fastLane', fastLane);
  app.decorateRequest('user', null);
  attachAdminListener(app, config, routeRequest);
  const mail = startBackgroundWork(app, db, config, options, cache);
  // The integration scripts are kept apart from the public cache but change with the same writes.
  cache.onClear(() => refreshSiteHeadExtras(db));
  const services: AppServices = { db, config, cache, mail, ...connectInstances(app, config, cache) };

  await registerCommonPlugins(app, config, fastLane, cache);
  await registerPublicScope(app, services);
  await registerAdminScope(app, services);
  await registerSiteAndHealth(app, services, options);
  return app;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An admin POST that writes nothing (a preview address): the public cache is left as it is. */
    changesNothing?: boolean;
  }
  interface FastifyInstance {
    db: Db;
    config: Config;
    publicCache: ResponseCache;
    fastLane: FastLane;
    /** The back office's own HTTP server (ADMIN_PORT; server.ts listens on it), or undefined. */
    adminListener: http.Server | undefined;
    /** The e-mail outbox; undefined when no SMTP server is configured. */
    mail: MailOutbox | undefined;
  }
}
