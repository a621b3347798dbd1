import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FastLane, offeredAnswer } from '../http/fastLane.js';
import { applyTimeouts, type ServerTimeouts } from '../http/adminListener.js';
import { arrivedViaAdminListener } from '../http/origins.js';
import type { ResponseCache } from './publicCache.js';

/**
 * Fastify's `serverFactory`: an HTTP server whose requests try the fast lane first. The server timeouts
 * Fastify would set on a server it creates itself are set here the same way.
 */
export function fastLaneServerFactory(fastLane: FastLane, timeouts: ServerTimeouts) {
  return (handler: http.RequestListener) => {
    const server = http.createServer((req, res) => {
      if (!fastLane.tryServe(req, res)) handler(req, res);
    });
    return applyTimeouts(server, timeouts);
  };
}

/** Registers every cached answer once it has gone out (with its final headers), and forgets them all on clear. */
export const fastLanePlugin = fp<{ fastLane: FastLane; cache: ResponseCache }>(
  async (app: FastifyInstance, { fastLane, cache }) => {
    cache.onClear(() => fastLane.clear());
    app.addHook('onResponse', async (request, reply) => {
      // The fast lane serves the public listener: what the back office's own port answered (its login
      // page among them) must never be repeated there.
      if (arrivedViaAdminListener(request.raw)) return;
      const offer = offeredAnswer(reply);
      if (!offer || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
      fastLane.remember(
        request.raw as { url: string; headers: http.IncomingHttpHeaders },
        offer,
        reply.getHeaders(),
      );
    });
  },
  { name: 'fast-lane' },
);
