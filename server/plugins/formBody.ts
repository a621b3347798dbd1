import formbody from '@fastify/formbody';
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.js';

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
export const nulCharacterMessage = 'Gönderilen veri geçersiz bir karakter içeriyor';

/** A NUL character anywhere in the text of a body: no form sends one, and PostgreSQL cannot store it. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

function isFile(part: Multipart): part is MultipartFile {
  return part.type === 'file';
}

/**
 * Accepts JSON, urlencoded and multipart bodies, and hands handlers the same plain object for all three:
 * text fields as strings (repeated names as arrays) and files under `request.uploads`.
 * @fastify/multipart truncates an over-long field silently and still answers 200; this refuses it with 413.
 */
export const formBodyPlugin = fp(
  async (app) => {
    await app.register(formbody, { bodyLimit: limits.fieldSize });
    await app.register(multipart, { attachFieldsToBody: true, limits });
    app.decorateRequest('uploads', null);

    app.addHook('preValidation', async (request) => {
      // The path and query too: `%00` there would reach a query as a parameter. Checked after the admin
      // guard (onRequest), so an anonymous caller still gets 401 first.
      if (/%00/.test(request.url)) throw new HttpError(400, nulCharacterMessage);
      if (!request.isMultipart()) {
        if (containsNul(request.body)) throw new HttpError(400, nulCharacterMessage);
        return;
      }
      const raw = (request.body ?? {}) as Record<string, Multipart | Multipart[]>;
      const body: Record<string, string | string[]> = {};
      const files: UploadedFile[] = [];
      for (const [name, value] of Object.entries(raw)) {
        for (const part of Array.isArray(value) ? value : [value]) {
          if (isFile(part)) {
            const buffer = await part.toBuffer();
            if (part.file.truncated) throw new HttpError(413, fileTooLargeMessage);
            if (buffer.length === 0 && !part.filename) continue;
            files.push({ fieldname: name, filename: part.filename, claimedType: part.mimetype, buffer });
            continue;
          }
          if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, fieldTooLargeMessage);
          const text = String(part.value ?? '');
          const existing = body[name];
          if (existing === undefined) body[name] = text;
          else body[name] = Array.isArray(existing) ? [...existing, text] : [existing, text];
        }
      }
      if (containsNul(body)) throw new HttpError(400, nulCharacterMessage);
      request.body = body;
      request.uploads = files;
    });
  },
  { name: 'form-body' },
);

declare module 'fastify' {
  interface FastifyRequest {
    uploads: UploadedFile[] | null;
  }
}
