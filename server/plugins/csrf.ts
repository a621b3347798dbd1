import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { cookiesAreSecure } from '../http/secureCookies.js';
import { requireSameOriginForm } from '../routes/public/scriptlessForms.js';

export const csrfCookie = 'akademi_csrf';
export const csrfHeader = 'x-csrf-token';
export const csrfFailedMessage = 'Güvenlik doğrulaması başarısız. Sayfayı yenileyip tekrar deneyin.';
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Double-submit CSRF token: GET /api/csrf-token (or a <meta name="csrf-token"> in a page) hands it out, the
 * same value sits in an HttpOnly SameSite cookie, and a write must echo it in a header. A cross-site page can
 * neither read the meta nor set the header without a CORS preflight we never grant.
 */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[csrfCookie];
  if (existing && tokenPattern.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(csrfCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: cookiesAreSecure(request),
  });
  return token;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Hook for the scopes whose writes are not bearer-authenticated: login and the public forms. */
export async function requireCsrf(request: FastifyRequest): Promise<void> {
  if (safeMethods.has(request.method)) return;
  // A site form posted without JavaScript cannot send the header: the browser's origin is checked instead.
  if (request.routeOptions.config.scriptlessForm) return requireSameOriginForm(request);
  const cookie = request.cookies[csrfCookie] ?? '';
  const header = request.headers[csrfHeader];
  const sent = typeof header === 'string' ? header : '';
  const matches =
    tokenPattern.test(cookie) &&
    sent.length === cookie.length &&
    timingSafeEqual(Buffer.from(sent), Buffer.from(cookie));
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest' || !matches) {
    throw new HttpError(403, csrfFailedMessage);
  }
}
