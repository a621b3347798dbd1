import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { registerRoutes } from '../../http/routes.js';
import { toCurrentUser } from '../../plugins/auth.js';
import { clearSessionCookie } from '../../plugins/sessionCookie.js';
import { securityEvent } from '../../services/securityEvents.js';
import { revokeToken } from '../../services/tokens.js';

export async function sessionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await revokeToken(db, request.user!.token);
    clearSessionCookie(request, reply);
    securityEvent(request, 'logout', { userId: request.user!.id });
    return { success: true, message: 'Çıkış yapıldı' };
  };
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/status',
      access: 'signed-in',
      handler: async (request) => ({ success: true, data: toCurrentUser(request.user!) }),
    },
    // GET is the spec's (SPEC §4); POST is what a link or an image tag on another page cannot trigger.
    { method: 'GET', url: '/logout', access: 'signed-in', handler: logout },
    { method: 'POST', url: '/logout', access: 'signed-in', handler: logout },
  ]);
}
