import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { BoundedMap } from '../../shared/boundedMap.js';

/** The content encodings the server produces, best first. */
export type Encoding = 'br' | 'gzip';
export const encodings: readonly Encoding[] = ['br', 'gzip'];

/** Settings shared by the per-response compression and the cache, so both produce the same bytes. */
export const brotliQuality = 5;
export const gzipLevel = 6;
/** Below this size compression saves less than its headers cost. */
export const compressionThreshold = 1024;

/**
 * Accept-Encoding values repeat (every browser sends one of a handful), so each negotiation's result is kept per
 * value; bounded, because the header is the client's to invent.
 */
const negotiator = new Negotiator<Encoding>({
  supportedValues: [...encodings],
  cache: new BoundedMap<string, string>(256),
});

/** The best encoding the client accepts (q-values honoured), or undefined for identity. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiator.negotiate(acceptEncoding) ?? undefined;
}

/** zlib's options for a body, at the settings above: one place for the synchronous and the threaded form. */
function zlibOptions(body: Buffer, encoding: Encoding): zlib.BrotliOptions | zlib.ZlibOptions {
  return encoding === 'br'
    ? {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }
    : { level: gzipLevel };
}

/** Compresses a body with node's zlib, at the settings above. */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, zlibOptions(body, encoding))
    : zlib.gzipSync(body, zlibOptions(body, encoding));
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The same bytes as compressBody, made on libuv's threads so the main thread keeps answering meanwhile. */
export function compressBodyOffThread(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompress(body, zlibOptions(body, encoding))
    : gzip(body, zlibOptions(body, encoding));
}
