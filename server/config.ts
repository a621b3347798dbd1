import path from 'node:path';
import { passwordProblem, passwordProblemInEnglish } from './services/passwordStrength.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * Where uploaded files live: `uploads/` (public images, served at /uploads/) and `private/` (CVs) below it.
   * The data directory unless UPLOADS_DIR names another (a volume every instance mounts).
   */
  uploadsRoot: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  /** Number of reverse proxies in front of the server whose X-Forwarded-For entries we believe. */
  trustProxyHops: number;
  /** Lifetime of an admin token, in seconds. */
  sessionTtlSeconds: number;
  /**
   * A session unused (no request the user caused) for this many seconds ends before its lifetime
   * (SESSION_IDLE_SECONDS, default 30 minutes; at most the lifetime): a back office left open is closed.
   */
  sessionIdleSeconds: number;
  /** Where the built front end lives; served when it exists. */
  distDir: string;
  /** The log level (pino's names); `debug` also logs every successful public GET. */
  logLevel: LogLevel;
  /** The site's public address (https://www.example.com.tr), for absolute links in files we hand out. */
  publicUrl: string | undefined;
  /**
   * A separate origin for the back office and its login (https://yonetim.example.com.tr): when set, the
   * admin pages and API answer only there, and the public site only elsewhere, so no public page script
   * (the integration scripts) shares an origin with the admin's token.
   */
  adminOrigin: string | undefined;
  /**
   * The back office's own port when no ADMIN_ORIGIN is set (ADMIN_PORT, default PORT + 1): another port is
   * another origin, so no script on a public page can read the admin's token or call the admin API with
   * it. Undefined only under tests that inject requests without a socket (NODE_ENV=test and no ADMIN_PORT):
   * then one origin serves all.
   */
  adminPort: number | undefined;
  /**
   * Under `npm run dev` (DEV_SITE_URL, set by scripts/dev.mjs): Vite's address, which serves both areas with
   * hot reload while this server answers only the APIs. The console tells to open it, and e-mailed back office
   * links go there; without a build, this server's own ports have no pages to show.
   */
  devSiteUrl: string | undefined;
  /**
   * Redis (redis://host:6379/0): when set, what instances must agree on lives there (the public cache's
   * invalidation, login and form limits), so several instances can run behind one address.
   */
  redisUrl: string | undefined;
  /** Starts every Redis key and channel of this site (REDIS_KEY_PREFIX), so one Redis can serve several. */
  redisPrefix: string;
  /**
   * Outgoing e-mail (issue 13): the SMTP server (SMTP_URL, smtp://user:pass@host:587 or smtps://…:465), the
   * sender (MAIL_FROM) and the company's inbox for notifications (MAIL_TO). Unset: no e-mail is sent.
   */
  mail: { smtpUrl: string; from: string; to: string } | undefined;
  /**
   * Submissions of one public form accepted from one address in 10 minutes (FORM_RATE_LIMIT, default 5):
   * an office behind one NAT address may need more.
   */
  formRateLimit: number;
  /** Threads that render the site's pages (RENDER_WORKERS, default 1); 0 renders on the main thread. */
  renderWorkers: number;
  /**
   * The shared cache in front (deploy/nginx.conf): after an admin write this instance asks it again for the
   * public addresses it knows, with the secret that lets a request pass the cache by (EDGE_REFRESH_URL,
   * EDGE_REFRESH_SECRET; services/edgeRefresh.ts). Unset: nothing is asked.
   */
  edgeRefresh: { url: string; secret: string } | undefined;
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export class ConfigError extends Error {}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** A session's absolute lifetime and its idle time (which cannot be longer: it would never apply). */
function sessionLifetimes(env: NodeJS.ProcessEnv): Pick<Config, 'sessionTtlSeconds' | 'sessionIdleSeconds'> {
  const ttl = parseInteger('SESSION_TTL_SECONDS', env.SESSION_TTL_SECONDS, 8 * 3600, 60, 30 * 24 * 3600);
  // A short lifetime set alone shortens the default idle time with it rather than stop the server.
  const idle = parseInteger(
    'SESSION_IDLE_SECONDS',
    env.SESSION_IDLE_SECONDS,
    Math.min(30 * 60, ttl),
    60,
    30 * 24 * 3600,
  );
  if (idle > ttl) {
    throw new ConfigError(
      `SESSION_IDLE_SECONDS (${idle}) must not exceed SESSION_TTL_SECONDS (${ttl}): a session ends at its lifetime anyway`,
    );
  }
  return { sessionTtlSeconds: ttl, sessionIdleSeconds: idle };
}

const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The mail settings: all three or none (a half-configured mailer would fail only when a visitor writes). */
function mailConfig(env: NodeJS.ProcessEnv): Config['mail'] {
  const smtpUrl = env.SMTP_URL || undefined;
  const from = env.MAIL_FROM || undefined;
  const to = env.MAIL_TO || undefined;
  if (!smtpUrl && !from && !to) return undefined;
  if (!smtpUrl || !from || !to)
    throw new ConfigError('Set SMTP_URL, MAIL_FROM and MAIL_TO together, or none');
  if (!/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must be an SMTP URL (smtp://user:password@host:587 or smtps://host:465)');
  }
  // MAIL_FROM may carry a display name: "Akademi <bildirim@example.com.tr>".
  const fromAddress = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  if (!emailPattern.test(fromAddress)) throw new ConfigError(`MAIL_FROM is not an e-mail address: "${from}"`);
  for (const address of to.split(',')) {
    if (!emailPattern.test(address.trim()))
      throw new ConfigError(`MAIL_TO has an invalid address: "${address}"`);
  }
  return { smtpUrl, from, to };
}

/** Both or neither; the secret travels in an nginx map, so it is long and plain (no `$`, quotes, spaces). */
function edgeRefreshConfig(env: NodeJS.ProcessEnv): Config['edgeRefresh'] {
  const url = env.EDGE_REFRESH_URL ? env.EDGE_REFRESH_URL.replace(/\/+$/, '') : undefined;
  const secret = env.EDGE_REFRESH_SECRET || undefined;
  if (!url && !secret) return undefined;
  if (!url || !secret)
    throw new ConfigError('Set EDGE_REFRESH_URL and EDGE_REFRESH_SECRET together, or neither');
  if (!/^https?:\/\/[^\s/?#]+$/.test(url)) {
    throw new ConfigError(`EDGE_REFRESH_URL must be the cache's origin, like http://proxy:80, got "${url}"`);
  }
  if (!/^[A-Za-z0-9_-]{32,}$/.test(secret)) {
    throw new ConfigError(
      'EDGE_REFRESH_SECRET must be at least 32 letters, digits, - or _ (openssl rand -hex 32)',
    );
  }
  return { url, secret };
}

/** DEV_SITE_URL: only in development, and an origin like PUBLIC_URL's. */
function devSiteUrlOf(env: NodeJS.ProcessEnv, nodeEnv: string): string | undefined {
  const url = env.DEV_SITE_URL ? env.DEV_SITE_URL.replace(/\/+$/, '') : undefined;
  if (!url) return undefined;
  if (nodeEnv !== 'development') {
    throw new ConfigError('DEV_SITE_URL is for npm run dev (NODE_ENV=development) only');
  }
  if (!/^https?:\/\/[^\s/?#]+$/.test(url)) {
    throw new ConfigError(`DEV_SITE_URL must be an origin, like http://localhost:5173, got "${url}"`);
  }
  return url;
}

/**
 * Where the back office listens when it has no host of its own: ADMIN_PORT, or the port after PORT. Tests
 * that inject requests (NODE_ENV=test without ADMIN_PORT) run both areas on one origin.
 */
function adminPortOf(
  env: NodeJS.ProcessEnv,
  { port, nodeEnv, adminOrigin }: { port: number; nodeEnv: string; adminOrigin: string | undefined },
): number | undefined {
  if (adminOrigin) {
    if (env.ADMIN_PORT) throw new ConfigError('Set ADMIN_ORIGIN or ADMIN_PORT, not both');
    return undefined;
  }
  if (!env.ADMIN_PORT && nodeEnv === 'test') return undefined;
  // PORT=0 (any free port) has no port after it: checkServing asks for ADMIN_PORT then.
  if (!env.ADMIN_PORT && port === 0) return 0;
  const adminPort = parseInteger('ADMIN_PORT', env.ADMIN_PORT, port + 1, 1, 65535);
  if (adminPort > 65535)
    throw new ConfigError('PORT=65535 needs ADMIN_PORT (the port after it does not exist)');
  if (adminPort === port) {
    throw new ConfigError(`ADMIN_PORT must differ from PORT (${port}): the back office needs its own origin`);
  }
  return adminPort;
}

/**
 * What a server needs beyond what every command (backup, seed, user:create) reads: checked by server.ts
 * before it listens.
 */
export function checkServing(config: Config): void {
  if (config.nodeEnv === 'production' && !config.publicUrl) {
    throw new ConfigError(
      'PUBLIC_URL must be set in production (https://www.example.com.tr): canonical links, hreflang, the ' +
        'sitemap, robots.txt and e-mailed links are written with it',
    );
  }
  if (config.adminPort === 0) {
    throw new ConfigError('PORT=0 needs ADMIN_PORT: the back office is served on a port of its own');
  }
}

/** Reads and validates the environment once, at start-up, so a bad value stops the server with a clear message. */
// eslint-disable-next-line max-lines-per-function -- every setting read and checked, in the README's order
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a PostgreSQL URL (postgres://user@host:port/database)');
  }
  if (env.TRUST_PROXY === 'true') {
    throw new ConfigError(
      'TRUST_PROXY takes a hop count (for example 1), not "true": trusting every proxy lets clients forge their IP',
    );
  }
  const adminEmail = env.ADMIN_EMAIL || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL is not a valid e-mail address: "${adminEmail}"`);
  }
  const adminPasswordProblem = adminPassword && passwordProblem(adminPassword, { email: adminEmail });
  if (adminPasswordProblem) {
    throw new ConfigError(
      `ADMIN_PASSWORD is not accepted: ${passwordProblemInEnglish(adminPasswordProblem)}. It only sets the first administrator's password; once that account exists, leave ADMIN_EMAIL and ADMIN_PASSWORD unset`,
    );
  }
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither');
  }
  const logLevel = (env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  }
  const publicUrl = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined;
  if (publicUrl && !/^https?:\/\/[^\s/?#]+$/.test(publicUrl)) {
    throw new ConfigError(
      `PUBLIC_URL must be the site's origin, like https://www.example.com.tr, got "${env.PUBLIC_URL}"`,
    );
  }
  const adminOrigin = env.ADMIN_ORIGIN ? env.ADMIN_ORIGIN.replace(/\/+$/, '') : undefined;
  if (adminOrigin && !/^https?:\/\/[^\s/?#]+$/.test(adminOrigin)) {
    throw new ConfigError(
      `ADMIN_ORIGIN must be an origin, like https://yonetim.example.com.tr, got "${env.ADMIN_ORIGIN}"`,
    );
  }
  if (adminOrigin && !publicUrl) {
    throw new ConfigError('ADMIN_ORIGIN needs PUBLIC_URL: visitors reaching the admin origin are sent there');
  }
  if (adminOrigin && publicUrl && new URL(adminOrigin).host === new URL(publicUrl).host) {
    throw new ConfigError('ADMIN_ORIGIN must be another host than PUBLIC_URL');
  }
  const port = parseInteger('PORT', env.PORT, 3000, 0, 65535);
  const adminPort = adminPortOf(env, { port, nodeEnv, adminOrigin });
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    throw new ConfigError(`REDIS_URL must be a Redis URL (redis://host:6379/0), got "${redisUrl}"`);
  }
  const mail = mailConfig(env);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    uploadsRoot: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : dataDir,
    databaseUrl,
    adminEmail,
    adminPassword,
    nodeEnv,
    trustProxyHops: parseInteger('TRUST_PROXY', env.TRUST_PROXY, 0, 0, 10),
    ...sessionLifetimes(env),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    logLevel,
    publicUrl,
    adminOrigin,
    adminPort,
    devSiteUrl: devSiteUrlOf(env, nodeEnv),
    redisUrl,
    redisPrefix: env.REDIS_KEY_PREFIX || 'akademi:',
    mail,
    formRateLimit: parseInteger('FORM_RATE_LIMIT', env.FORM_RATE_LIMIT, 5, 1, 10_000),
    renderWorkers: parseInteger('RENDER_WORKERS', env.RENDER_WORKERS, 1, 0, 16),
    edgeRefresh: edgeRefreshConfig(env),
  };
}
