import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { HttpError } from '../http/errors.js';
import { carriesVersionMark } from '../audit/versionMarks.js';
import { adminIsolated, arrivalOf, markAdminArrival, originDecision } from '../http/origins.js';

/**
 * Keeps the back office on its own origin (ADMIN_ORIGIN or ADMIN_PORT) and the public site off it
 * (http/origins.ts); nothing when one origin serves all (injected tests).
 */
export const adminOriginPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    if (!adminIsolated(config)) return;
    app.addHook('onRequest', async (request, reply) => {
      // A version restore's inner update (routes/admin/versionRestore.ts) belongs to its outer request, which
      // came to the back office's origin; injected, it came through no listener.
      if (carriesVersionMark(request)) markAdminArrival(request.raw);
      const decision = originDecision(config, arrivalOf(request));
      if (decision.kind === 'refuse') throw new HttpError(404, 'Adres bulunamadı');
      if (decision.kind === 'redirect') {
        return reply.header('cache-control', 'no-store').redirect(decision.location, 302);
      }
    });
  },
  { name: 'admin-origin' },
);
