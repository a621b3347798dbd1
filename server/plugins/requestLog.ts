import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import fp from 'fastify-plugin';
import { securityEvent } from '../services/securityEvents.js';

type Level = 'debug' | 'info' | 'warn' | 'error';
const levelValues = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * One log line per request, written when the answer has gone out, instead of Fastify's two (incoming +
 * completed), which dominated the cost of a cached answer. A successful read of public content (an API
 * answer, a page, an asset: what the site serves thousands of times a minute, mostly from the cache) is
 * logged at `debug`, so at the default `info` level the hot path writes nothing; writes, back office calls
 * and every error stay at `info` and above. `LOG_LEVEL=debug` shows every request.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    // A refused call to a guarded address is a security event (a failed sign-in has its own, login.failed).
    if ((status === 401 || status === 403) && !request.url.startsWith('/api/auth/login')) {
      securityEvent(request, status === 401 ? 'access.unauthenticated' : 'access.forbidden', {
        statusCode: status,
      });
    }
    const level: Level =
      error || status >= 500 ? 'error' : status >= 400 ? 'warn' : isPublicRead(request) ? 'debug' : 'info';
    // Skip building the line when the level is off (the logger checks only after the object is made).
    if (!isEnabled(request, level)) return;
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: status,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        ...(error ? { err: error } : {}),
      },
      'request completed',
    );
  }
}

/**
 * Whether the client closed the connection before it had sent the whole request (an upload cut off, a page
 * left): the errors that follow (ECONNRESET "aborted", a multipart body ended early) are its doing, not ours.
 */
export const cutShortByClient = (request: FastifyRequest): boolean =>
  request.raw.destroyed && !request.raw.complete;

/**
 * The line of a request its client cut short. No answer goes out, so `requestCompleted` above never runs:
 * this is the request's one line, at info (nothing for the operator to do), whatever error the cut raised
 * meanwhile (plugins/errorHandler.ts leaves those unlogged).
 */
export const requestAbortLogPlugin = fp(
  async (app) => {
    app.addHook('onRequestAbort', async (request) => {
      request.log.info(
        { method: request.method, url: request.url, ip: request.ip },
        'request aborted by the client',
      );
    });
  },
  { name: 'request-abort-log' },
);

function isPublicRead(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/admin');
}

function isEnabled(request: FastifyRequest, level: Level): boolean {
  const current = request.log.level as keyof typeof levelValues | 'silent';
  return current !== 'silent' && levelValues[level] >= levelValues[current];
}
