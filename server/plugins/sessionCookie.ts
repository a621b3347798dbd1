import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookiesAreSecure } from '../http/secureCookies.js';

/**
 * The HttpOnly half of a back office session. Scoped to the admin API, so the browser sends it nowhere
 * else (not to the public site's pages, not to the public API), and SameSite=Strict, so no other site can
 * make the browser send it.
 */
export const sessionCookie = 'akademi_session';
const cookiePath = '/api/admin';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  binding: string,
  ttlSeconds: number,
): void {
  reply.setCookie(sessionCookie, binding, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: cookiesAreSecure(request),
    maxAge: ttlSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: cookiesAreSecure(request),
  });
}

export function sessionBinding(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookie];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}
