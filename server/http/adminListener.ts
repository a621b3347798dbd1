import http from 'node:http';
import { markAdminArrival } from './origins.js';

export interface ServerTimeouts {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

/** The timeouts Fastify would set on a server it creates itself, set the same way on ours. */
export function applyTimeouts(server: http.Server, timeouts: ServerTimeouts): http.Server {
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.setTimeout(timeouts.connectionTimeout);
  return server;
}

/**
 * The back office's own HTTP server (ADMIN_PORT): the same application, reached through another port, so
 * the browser treats it as another origin (http/origins.ts). Its requests skip the fast lane, which holds
 * public answers only, and are marked so that the routes know which origin they were made to.
 */
export function createAdminListener(handler: http.RequestListener, timeouts: ServerTimeouts): http.Server {
  const server = http.createServer((req, res) => {
    markAdminArrival(req);
    handler(req, res);
  });
  return applyTimeouts(server, timeouts);
}

/** Listens on a port and resolves once listening (rejects when the port is taken). */
export function listenOn(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops accepting connections and ends idle keep-alive ones, as Fastify does for its own server. */
export function closeListener(server: http.Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  return closed;
}
