import { randomFillSync } from 'node:crypto';
import zlib from 'node:zlib';
import { crc32Combine, crc32ShiftOperator } from './crc32Combine.js';
import { gzipLevel } from './encoding.js';

/**
 * 128 random bits per response, as CSP asks of a nonce; base64url is valid nonce syntax. Drawn from a pool
 * filled by the CSPRNG 256 nonces at a time: one randomBytes call per response cost ~10 µs on the cached
 * page's path, a third of its own work.
 */
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;
export function newNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64url', poolOffset, poolOffset + 16);
  poolOffset += 16;
  return nonce;
}
const nonceLength = newNonce().length;

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final deflate block: ends the stream after the last part. */
const finalBlock = Buffer.from([1, 0, 0, 0xff, 0xff]);

/**
 * A page that must carry a new CSP nonce in every response, kept so that a response costs no compression.
 *
 * The page is cut at each nonce placeholder. Each part is deflated once, ending with a full flush: the
 * stream is then byte-aligned and no later part refers back into it. A response is the parts' deflate
 * blocks with the nonce between them as a stored (uncompressed) block, wrapped as gzip; the CRC-32 of the
 * whole is combined from the parts' CRCs (http/crc32Combine.ts). Brotli streams cannot be joined like
 * this, so these pages go out as gzip (a few percent larger than brotli) or plain.
 */
export class NoncedBody {
  private readonly parts: Buffer[];
  private readonly deflatedParts: Buffer[];
  private readonly partCrcs: number[];
  private readonly partShifts: number[];
  private readonly nonceShift = crc32ShiftOperator(nonceLength);
  private readonly identityLength: number;

  constructor(body: Buffer, placeholder: string) {
    this.parts = split(body, Buffer.from(placeholder));
    this.deflatedParts = this.parts.map((part) =>
      zlib.deflateRawSync(part, { level: gzipLevel, finishFlush: zlib.constants.Z_FULL_FLUSH }),
    );
    this.partCrcs = this.parts.map((part) => zlib.crc32(part));
    this.partShifts = this.parts.map((part) => crc32ShiftOperator(part.length));
    this.identityLength = this.parts.reduce((sum, part) => sum + part.length, 0);
  }

  /** How many places the nonce goes into. */
  get nonceCount() {
    return this.parts.length - 1;
  }

  /** The page with this nonce in every placeholder, as plain bytes. */
  identity(nonce: string): Buffer {
    const { chunks, length } = this.identityChunks(nonce);
    return Buffer.concat(chunks, length);
  }

  /** The page with this nonce in every placeholder, gzip-compressed. */
  gzip(nonce: string): Buffer {
    const { chunks, length } = this.gzipChunks(nonce);
    return Buffer.concat(chunks, length);
  }

  /**
   * The plain page as chunks to write one after the other: the kept parts themselves with the nonce between
   * them. Joining them into one buffer per response (a 30 kB allocation and copy) halved the fast lane's
   * throughput; written corked, the chunks leave in one writev.
   */
  identityChunks(nonce: string): { chunks: Buffer[]; length: number } {
    const nonceBytes = Buffer.from(nonce);
    const chunks: Buffer[] = [this.parts[0]];
    for (let i = 1; i < this.parts.length; i++) chunks.push(nonceBytes, this.parts[i]);
    return { chunks, length: this.identityLength + this.nonceCount * nonceBytes.length };
  }

  /** The gzip-compressed page as chunks (see identityChunks): only the nonce block and trailer are new. */
  gzipChunks(nonce: string): { chunks: Buffer[]; length: number } {
    if (nonce.length !== nonceLength) throw new Error('a nonce from newNonce() is expected');
    const storedNonce = Buffer.allocUnsafe(5 + nonceLength);
    // A stored block: BFINAL 0, BTYPE 00 (the rest of the first byte is padding), LEN and its complement.
    storedNonce[0] = 0;
    storedNonce.writeUInt16LE(nonceLength, 1);
    storedNonce.writeUInt16LE(~nonceLength & 0xffff, 3);
    storedNonce.write(nonce, 5, 'latin1');
    const nonceCrc = zlib.crc32(nonce);

    const chunks: Buffer[] = [gzipHeader, this.deflatedParts[0]];
    let length = gzipHeader.length + this.deflatedParts[0].length;
    let crc = this.partCrcs[0];
    for (let i = 1; i < this.parts.length; i++) {
      chunks.push(storedNonce, this.deflatedParts[i]);
      length += storedNonce.length + this.deflatedParts[i].length;
      crc = crc32Combine(crc, nonceCrc, this.nonceShift);
      crc = crc32Combine(crc, this.partCrcs[i], this.partShifts[i]);
    }
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE((this.identityLength + this.nonceCount * nonceLength) % 2 ** 32, 4);
    chunks.push(finalBlock, trailer);
    return { chunks, length: length + finalBlock.length + trailer.length };
  }
}

function split(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}
