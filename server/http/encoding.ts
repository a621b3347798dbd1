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

/** Compresses a body with node's zlib, at the settings above. */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return zlib.gzipSync(body, { level: gzipLevel });
}
