import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { registerRoutes } from '../../http/routes.js';
import { toCurrentUser } from '../../plugins/auth.js';
import { revokeToken } from '../../services/tokens.js';

export async function sessionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/status',
      access: 'signed-in',
      handler: async (request) => ({ success: true, data: toCurrentUser(request.user!) }),
    },
    {
      method: 'GET',
      url: '/logout',
      access: 'signed-in',
      handler: async (request) => {
        await revokeToken(db, request.user!.token);
        return { success: true, message: 'Çıkış yapıldı' };
      },
    },
  ]);
}
