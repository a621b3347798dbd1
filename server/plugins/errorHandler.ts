import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError, SessionEndedError } from '../http/errors.js';
import { headersBeforeRouting } from '../http/securityHeaders.js';
import { isDiskFull } from '../services/diskSpace.js';
import { diskFullMessage } from '../services/uploadFiles.js';
import { fileTooLargeMessage } from './formBody.js';
import { cutShortByClient } from './requestLog.js';
import { visitorFieldMessages, visitorMessage } from '../http/visitorMessage.js';

export const serverErrorMessage = 'Sunucu Hatası!';
const requestCutShortMessage = 'İstek tamamlanmadan kesildi';
export const serviceUnavailableMessage =
  'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.';

/** Client-error messages of Fastify and its plugins, in the site's language. */
const clientErrorMessages: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: fileTooLargeMessage,
  FST_ERR_CTP_BODY_TOO_LARGE: 'Gönderilen veri çok büyük',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Desteklenmeyen içerik türü',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Boş JSON gövdesi',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Geçersiz JSON gövdesi',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Geçersiz form verisi',
  FST_PARTS_LIMIT: 'Çok fazla form alanı gönderildi',
  FST_FILES_LIMIT: 'Çok fazla dosya gönderildi',
  FST_FIELDS_LIMIT: 'Çok fazla form alanı gönderildi',
};

/**
 * One error envelope for the whole API: { success: false, message, errors? }. A 5xx never shows the
 * internal message, path or stack: those go to the log only.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      // Every message below in the visitor's language where the site's English has it (issue 30).
      const say = (message: string) => visitorMessage(request, message);
      // The client left mid-request (an upload cut off): its ECONNRESET would read as a lost database. The
      // abort has its line at info (plugins/requestLog.ts); this answer reaches no one.
      if (cutShortByClient(request)) {
        return reply.status(400).send({ success: false, message: say(requestCutShortMessage) });
      }
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send({
          success: false,
          message: say(error.message),
          ...(error.errors ? { errors: visitorFieldMessages(request, error.errors) } : {}),
          ...(error instanceof SessionEndedError ? { reason: error.reason } : {}),
        });
      }
      if (isDiskFull(error)) {
        // The data volume is full (SQLite's SQLITE_FULL, the kernel's ENOSPC, PostgreSQL's disk_full): the
        // operator must act, and the visitor hears it is the server's fault, not theirs. /readyz reports it too.
        request.log.error({ err: error }, 'disk full');
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .send({ success: false, message: say(diskFullMessage) });
      }
      if (isDatabaseUnavailable(error)) {
        // Not a defect of the request: the same request works once the database is back, so say when to retry
        // (as plugins/frontend.ts does for a page whose data failed), and let no cache keep the refusal.
        request.log.error({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(databaseRetryAfterSeconds))
          .header('cache-control', 'no-store')
          .send({ success: false, message: say(serviceUnavailableMessage) });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ success: false, message: say(serverErrorMessage) });
      }
      if (status === 429) {
        return reply
          .status(429)
          .send({ success: false, message: say('Çok fazla istek. Lütfen biraz sonra tekrar deneyin.') });
      }
      const message = (error.code && clientErrorMessages[error.code]) || 'Geçersiz istek';
      return reply.status(status).send({ success: false, message: say(message) });
    });
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors`: a malformed %-escape (400) or an over-long path segment (414) is refused
 * before routing, and Fastify's own answer would echo the path outside our envelope. No hook has run, so
 * the security headers are set here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  void reply
    .status(status)
    .headers(headersBeforeRouting(request.server.config.publicUrl))
    .send({ success: false, message: status >= 500 ? serverErrorMessage : 'Geçersiz adres' });
}

/** What the HTTP parser's refusals say: a timeout, headers over Node's limit, anything else malformed. */
const clientErrors: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'İstek zaman aşımına uğradı' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'İstek başlıkları çok büyük' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (a malformed line or header, headers
 * too large, too slow) never becomes a request; the answer is written to the socket as Fastify's default
 * does, in our envelope and with the security headers every answer carries.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
  // A connection reset has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrors[error.code ?? ''] ?? { status: 400, message: 'Geçersiz istek' };
  const body = JSON.stringify({ success: false, message });
  const headers = {
    ...headersBeforeRouting(this.config.publicUrl),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  this.log.debug({ err: error }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
