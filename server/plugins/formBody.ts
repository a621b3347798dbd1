import formbody from '@fastify/formbody';
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.js';
import { inheritedKeyMessage, nulCharacterMessage, refuseMalformedBody } from '../http/validate.js';

export { nulCharacterMessage };

/** A file from a multipart body, read into memory (uploads are small and checked by content before saving). */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  /** What the client claimed; never trusted, see server/services/fileTypes.ts. */
  claimedType: string;
  buffer: Buffer;
}

export const limits = {
  /** The largest upload we accept, in bytes (CVs and images). */
  fileSize: 5 * 1024 * 1024,
  files: 20,
  /** The longest text field: rich text contents and contracts. */
  fieldSize: 1024 * 1024,
  fields: 200,
} as const;

export const fileTooLargeMessage = 'Dosya çok büyük (en fazla 5 MB)';
const fieldTooLargeMessage = 'Gönderilen alan çok uzun';
export const invalidFormMessage = 'Geçersiz form verisi';
export const fileNameMissingMessage = 'Gönderilen dosyanın adı yok';

function isFile(part: Multipart): part is MultipartFile {
  return part.type === 'file';
}

/**
 * What a failed multipart read answers. busboy throws plain errors (no boundary, a malformed header, a body
 * cut short) that would otherwise be a 500; only the size limits keep their own 413 (errorHandler words them).
 */
function multipartFailure(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (statusCode === 413) return error;
  if (code === 'FST_PROTO_VIOLATION') return new HttpError(400, inheritedKeyMessage);
  return new HttpError(400, invalidFormMessage);
}

/** Reads every part of a multipart body: text fields as strings (a repeated name as a list), files apart. */
async function readMultipart(request: FastifyRequest) {
  const body: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts(request.routeOptions.config.multipartOptions)) {
    if (isFile(part)) {
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, fileTooLargeMessage);
      if (!part.filename) {
        // An empty file input comes without a name: nothing was chosen. Content without a name (busboy
        // reads a nameless application/octet-stream part as a file) is refused here, once for every route,
        // rather than reaching the upload services, which name what they store after it.
        if (buffer.length === 0) continue;
        throw new HttpError(400, fileNameMissingMessage);
      }
      files.push({ fieldname: part.fieldname, filename: part.filename, claimedType: part.mimetype, buffer });
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, fieldTooLargeMessage);
    // A part sent as application/json arrives parsed; handlers read every field as text.
    const text = typeof part.value === 'string' ? part.value : JSON.stringify(part.value ?? '');
    const existing = body[part.fieldname];
    if (existing === undefined) body[part.fieldname] = text;
    else body[part.fieldname] = Array.isArray(existing) ? [...existing, text] : [existing, text];
  }
  return { body, files };
}

/**
 * Accepts JSON, urlencoded and multipart bodies, and hands handlers the same plain object for all three:
 * text fields as strings (repeated names as arrays) and files under `request.uploads`. Any other content
 * type (text/plain included, which Fastify would otherwise read as a bare string) is a 415.
 * @fastify/multipart truncates an over-long field silently and still answers 200; this refuses it with 413.
 */
export const formBodyPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('text/plain');
    await app.register(formbody, { bodyLimit: limits.fieldSize });
    await app.register(multipart, { limits });
    app.decorateRequest('uploads', null);

    app.addHook('preValidation', async (request) => {
      // The path and query too: `%00` there would reach a query as a parameter. Checked after the admin
      // guard (onRequest), so an anonymous caller still gets 401 first.
      if (/%00/.test(request.url)) throw new HttpError(400, nulCharacterMessage);
      if (request.isMultipart()) {
        const { body, files } = await readMultipart(request).catch((error: unknown) => {
          throw multipartFailure(error);
        });
        request.body = body;
        request.uploads = files;
      }
      refuseMalformedBody(request.body);
    });
  },
  { name: 'form-body' },
);

declare module 'fastify' {
  interface FastifyRequest {
    uploads: UploadedFile[] | null;
  }
}
