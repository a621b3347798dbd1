import type { FastifyRequest } from 'fastify';

/**
 * Whether the cookies of this answer carry `Secure` (sent back over HTTPS only). Yes when the request came
 * over HTTPS, and also whenever the origin it was made to is published as https: behind a TLS-terminating
 * proxy with TRUST_PROXY=0 the server sees plain http from its proxy, yet every browser reached it over
 * HTTPS. That origin is ADMIN_ORIGIN for requests to its host, PUBLIC_URL for all others (the back office's
 * own port is published with PUBLIC_URL's scheme). Every cookie we set asks this one question.
 */
export function cookiesAreSecure(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const { publicUrl, adminOrigin } = request.server.config;
  const toAdminHost = adminOrigin !== undefined && request.host.toLowerCase() === new URL(adminOrigin).host;
  const published = toAdminHost ? adminOrigin : publicUrl;
  return published?.startsWith('https://') ?? false;
}
