import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { HttpError } from '../http/errors.js';
import { originDecision } from '../http/origins.js';

/** Keeps the back office on ADMIN_ORIGIN and the public site off it (http/origins.ts); nothing when unset. */
export const adminOriginPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    if (!config.adminOrigin) return;
    app.addHook('onRequest', async (request, reply) => {
      const decision = originDecision(config, request.headers.host, request.url);
      if (decision.kind === 'refuse') throw new HttpError(404, 'Adres bulunamadı');
      if (decision.kind === 'redirect') {
        return reply.header('cache-control', 'no-store').redirect(decision.location, 302);
      }
    });
  },
  { name: 'admin-origin' },
);
