import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.js';
import { type PreviewResource, isPreviewResource, previewLifetimeMs } from '../../shared/preview.js';
import { serverSecret } from './serverSecrets.js';

/*
 * The token of a preview address: `<resource>.<id>.<expiry, Unix seconds>.<signature>`, the signature an
 * HMAC-SHA256 of the first three under the server's preview key (services/serverSecrets.ts). It names one
 * record and holds no session: whoever has the address sees that page until it expires, as with a shared
 * draft link elsewhere, and nothing more.
 */

export interface PreviewGrant {
  resource: PreviewResource;
  id: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const keyName = 'preview-token';
/** Tokens longer than this are not even looked at (a query string can be long). */
const maxTokenLength = 200;

const previewKey = (db: Db) => serverSecret(db, keyName);

const signatureOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`preview|${payload}`).digest();

/** Signs a preview of one record, good for 30 minutes from `now`. */
export async function signPreview(
  db: Db,
  resource: PreviewResource,
  id: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = Math.floor((now + previewLifetimeMs) / 1000) * 1000;
  const payload = `${resource}.${id}.${expiresAt / 1000}`;
  const signature = signatureOf(await previewKey(db), payload).toString('base64url');
  return { token: `${payload}.${signature}`, expiresAt };
}

/** What a token grants, or undefined when it is malformed, forged, altered or expired. */
export async function verifyPreview(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<PreviewGrant | undefined> {
  if (token.length > maxTokenLength) return undefined;
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [resource, id, expiry, signature] = parts;
  if (!isPreviewResource(resource) || !/^[1-9]\d{0,9}$/.test(id) || !/^\d{1,12}$/.test(expiry)) {
    return undefined;
  }
  // Compared as text (base64url decoding skips stray characters, so one token would have many spellings),
  // in constant time; lengths first, as timingSafeEqual refuses buffers of different sizes.
  const expected = Buffer.from(
    signatureOf(await previewKey(db), `${resource}.${id}.${expiry}`).toString('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const expiresAt = Number(expiry) * 1000;
  if (expiresAt <= now) return undefined;
  return { resource, id: Number(id), expiresAt };
}
