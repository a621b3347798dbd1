import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ResponseCache } from '../../plugins/publicCache.js';

export interface PublicRouteOptions {
  db: Db;
  cache: ResponseCache;
  config: Config;
}

/** Every public route: the site's GETs under /api/pages and its two forms. */
export async function publicRoutes(_app: FastifyInstance, _options: PublicRouteOptions) {}
