import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { areaOf } from '../../shared/areas.js';

type OriginConfig = Pick<Config, 'publicUrl' | 'adminOrigin'>;

/**
 * The origins a back office write may come from: the admin origin when one is set, otherwise the site's
 * public URL or the origin the request was made to (a browser sends Origin on every write).
 */
export function ownOriginCheck(config: OriginConfig) {
  return (request: FastifyRequest, origin: string): boolean => {
    if (config.adminOrigin) return origin === config.adminOrigin;
    return origin === config.publicUrl || origin === `${request.protocol}://${request.host}`;
  };
}

/** What belongs to the back office: its pages, the login page and their APIs. */
export function isAdminAddress(url: string): boolean {
  const pathname = url.split('?')[0];
  return (
    areaOf(pathname) !== 'site' || pathname.startsWith('/api/admin/') || pathname.startsWith('/api/auth/')
  );
}

/** What both origins serve alike: built assets, uploads, the CSRF token and the public API the admin reads. */
function isShared(url: string): boolean {
  return /^\/(assets|uploads|api)(\/|$)|^\/(healthz|readyz|favicon\.[a-z]+)$/.test(url.split('?')[0]);
}

export type OriginDecision = { kind: 'serve' } | { kind: 'redirect'; location: string } | { kind: 'refuse' };

/**
 * With ADMIN_ORIGIN set, the back office lives only on its own host and the public site only elsewhere:
 * admin pages asked on the public host move to the admin origin, public pages asked on the admin host move
 * to the public URL, and the admin API answers only on the admin host.
 */
export function originDecision(config: OriginConfig, host: string | undefined, url: string): OriginDecision {
  if (!config.adminOrigin || !config.publicUrl) return { kind: 'serve' };
  const onAdminHost = host?.toLowerCase() === new URL(config.adminOrigin).host;
  const admin = isAdminAddress(url);
  if (admin === onAdminHost) return { kind: 'serve' };
  if (!admin && isShared(url)) return { kind: 'serve' };
  if (url.startsWith('/api/')) return { kind: 'refuse' };
  return { kind: 'redirect', location: `${admin ? config.adminOrigin : config.publicUrl}${url}` };
}
