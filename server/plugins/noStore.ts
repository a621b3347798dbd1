import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend hook for answers no browser or proxy may keep: they hand out or use a secret (a session token, the
 * CSRF token, a two-step or reset step) or hold personal data (the back office). Registered once per scope
 * in app.ts, so every route of the scope has it, its refusals included. A stricter value already set is
 * kept.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
    reply.header('cache-control', 'no-store');
  }
}
