import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { areaOf } from '../../shared/areas.js';

/*
 * The back office never shares an origin with the public site (issue 27): any script on a public page (an
 * integration snippet pasted in the back office, a compromised tag manager) runs with the public origin's
 * rights, so the admin's token, its API and its login live on another origin. Either ADMIN_ORIGIN names a
 * host of its own (yonetim.example.com.tr), or the back office listens on a port of its own (ADMIN_PORT,
 * default PORT + 1): the same host on another port is another origin to the browser.
 */

type OriginConfig = Pick<Config, 'publicUrl' | 'adminOrigin' | 'adminPort' | 'port'> &
  Partial<Pick<Config, 'devSiteUrl'>>;

/** Requests that came in through the back office's own listener (server/http/adminListener.ts). */
const viaAdminListener = new WeakSet<IncomingMessage>();
export const markAdminArrival = (req: IncomingMessage): void => void viaAdminListener.add(req);
export const arrivedViaAdminListener = (req: IncomingMessage): boolean => viaAdminListener.has(req);

/** How a request reached us: enough to tell which origin it was made to. */
export interface Arrival {
  host: string | undefined;
  url: string;
  protocol: string;
  raw: IncomingMessage;
}

export const arrivalOf = (request: FastifyRequest): Arrival => ({
  host: request.headers.host,
  url: request.url,
  protocol: request.protocol,
  raw: request.raw,
});

/** Whether the back office is kept on an origin of its own (false only for injected tests). */
export const adminIsolated = (config: OriginConfig): boolean =>
  Boolean(config.adminOrigin) || config.adminPort !== undefined;

/** Whether a request was made to the back office's origin. */
function madeToAdminOrigin(config: OriginConfig, arrival: Pick<Arrival, 'host' | 'raw'>): boolean {
  if (config.adminOrigin) return arrival.host?.toLowerCase() === new URL(config.adminOrigin).host;
  return viaAdminListener.has(arrival.raw);
}

/**
 * The origins a back office write may come from: the back office's own (a browser sends Origin on every
 * write). With one origin for all (injected tests), the site's public URL or the origin asked.
 */
export function ownOriginCheck(config: OriginConfig) {
  return (request: FastifyRequest, origin: string): boolean => {
    if (config.adminOrigin) return origin === config.adminOrigin;
    const asked = `${request.protocol}://${request.host}`;
    if (config.adminPort !== undefined) return origin === asked && viaAdminListener.has(request.raw);
    return origin === config.publicUrl || origin === asked;
  };
}

/** What belongs to the back office: its pages, the login page and their APIs. */
export function isAdminAddress(url: string): boolean {
  const pathname = url.split('?')[0];
  return (
    areaOf(pathname) !== 'site' || pathname.startsWith('/api/admin/') || pathname.startsWith('/api/auth/')
  );
}

/**
 * What both origins serve alike: built assets, uploads, the brand's images (the back office's logo), the
 * CSRF token and the public API the back office reads.
 */
function isShared(url: string): boolean {
  return /^\/(assets|uploads|brand|api)(\/|$)|^\/(healthz|readyz|favicon\.[a-z]+)$/.test(url.split('?')[0]);
}

/** The host a request named, without its port ('[::1]' kept bracketed), for addresses on another port. */
function hostnameOf(host: string | undefined): string {
  try {
    return new URL(`http://${host ?? 'localhost'}`).hostname;
  } catch {
    return 'localhost';
  }
}

/** The back office's origin as seen from a request: ADMIN_ORIGIN, or the host asked with the admin port. */
function adminOriginFor(config: OriginConfig, arrival: Arrival): string {
  return config.adminOrigin ?? `${arrival.protocol}://${hostnameOf(arrival.host)}:${config.adminPort}`;
}

/** The public site's origin as seen from a request: PUBLIC_URL, or the host asked with the site's port. */
function publicOriginFor(config: OriginConfig, arrival: Arrival): string {
  return config.publicUrl ?? `${arrival.protocol}://${hostnameOf(arrival.host)}:${config.port}`;
}

/**
 * The back office's origin for links we send out (the password reset e-mail) and for the console: never taken
 * from a request's Host header, which the requester chooses. Under `npm run dev`, Vite's address.
 */
export function adminOriginForLinks(config: OriginConfig): string {
  if (config.devSiteUrl) return config.devSiteUrl;
  if (config.adminOrigin) return config.adminOrigin;
  const site = new URL(config.publicUrl ?? `http://localhost:${config.port}`);
  if (config.adminPort === undefined) return site.origin;
  site.port = String(config.adminPort);
  return site.origin;
}

/**
 * The public site's origin for the links the back office opens for its user (a preview, "Sitede gör"):
 * PUBLIC_URL, else the host the admin asked with the site's port, or the very origin asked when one origin
 * serves both (injected tests). Unlike an e-mailed link, this goes back to the one who asked, never cached.
 */
export function publicOriginForLinks(config: OriginConfig, arrival: Arrival): string {
  if (config.publicUrl) return config.publicUrl;
  if (!adminIsolated(config)) return `${arrival.protocol}://${arrival.host ?? 'localhost'}`;
  return publicOriginFor(config, arrival);
}

export type OriginDecision = { kind: 'serve' } | { kind: 'redirect'; location: string } | { kind: 'refuse' };

/**
 * The back office lives only on its own origin and the public site only on the other: admin pages asked on
 * the public origin move to the admin origin, public pages asked on the admin origin move to the public
 * one, and the admin API (and the login's) answers only on the admin origin.
 */
export function originDecision(config: OriginConfig, arrival: Arrival): OriginDecision {
  if (!adminIsolated(config)) return { kind: 'serve' };
  const onAdminOrigin = madeToAdminOrigin(config, arrival);
  const admin = isAdminAddress(arrival.url);
  if (admin === onAdminOrigin) return { kind: 'serve' };
  if (!admin && isShared(arrival.url)) return { kind: 'serve' };
  if (arrival.url.startsWith('/api/')) return { kind: 'refuse' };
  const origin = admin ? adminOriginFor(config, arrival) : publicOriginFor(config, arrival);
  return { kind: 'redirect', location: `${origin}${arrival.url}` };
}

/**
 * What the fast lane (http/fastLane.ts, which answers repeats before Fastify's hooks and keys them by URL
 * alone) may answer with ADMIN_ORIGIN, where one listener serves both hosts. With ADMIN_PORT it runs on the
 * public listener only and never learns an answer of the admin's (plugins/fastLane.ts): no check per request.
 */
export function fastLaneAdmission(config: OriginConfig): ((req: IncomingMessage) => boolean) | undefined {
  if (!config.adminOrigin) return undefined;
  return (req) =>
    originDecision(config, { host: req.headers.host, url: req.url ?? '/', protocol: 'http', raw: req })
      .kind === 'serve';
}
