import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FastLane, offeredAnswer } from '../http/fastLane.js';
import type { ResponseCache } from './publicCache.js';

/**
 * Fastify's `serverFactory`: an HTTP server whose requests try the fast lane first. The server timeouts
 * Fastify would set on a server it creates itself are set here the same way.
 */
export function fastLaneServerFactory(
  fastLane: FastLane,
  timeouts: { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number },
) {
  return (handler: http.RequestListener) => {
    const server = http.createServer((req, res) => {
      if (!fastLane.tryServe(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
}

/** Registers every cached answer once it has gone out (with its final headers), and forgets them all on clear. */
export const fastLanePlugin = fp<{ fastLane: FastLane; cache: ResponseCache }>(
  async (app: FastifyInstance, { fastLane, cache }) => {
    cache.onClear(() => fastLane.clear());
    app.addHook('onResponse', async (request, reply) => {
      const entry = offeredAnswer(reply);
      if (!entry || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
      fastLane.remember(
        request.raw as { url: string; headers: http.IncomingHttpHeaders },
        entry,
        reply.getHeaders(),
      );
    });
  },
  { name: 'fast-lane' },
);
