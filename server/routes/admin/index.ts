import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { sessionRoutes } from './session.js';
import { siteSettingsRoutes } from './siteSettings.js';

export interface AdminRouteOptions {
  db: Db;
  config: Config;
}

/** Every back office route, under /api/admin. Each file registers one resource. */
export async function adminRoutes(app: FastifyInstance, options: AdminRouteOptions) {
  await app.register(sessionRoutes, options);
  await app.register(siteSettingsRoutes, options);
  // An unknown admin path still passes the guard first, so it reveals nothing without a token.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    config: { access: 'signed-in' },
    handler: async () => {
      throw notFound('Adres bulunamadı');
    },
  });
}
