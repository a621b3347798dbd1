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
/** Placeholders closer than this share one window (a page's nonces all sit in its head, a few bytes apart). */
export const nonceWindowGap = 1024;
/** A stored deflate block holds at most this many bytes. */
const maxStoredBlock = 0xffff;

/**
 * A stretch of the page that holds nonces: rebuilt for each response, sent uncompressed. Both of its forms are
 * laid out once with every byte but the nonces; a response copies one and writes the nonce into its slots.
 */
interface NonceWindow {
  /** The window's bytes (plain form) and where each nonce goes in them. */
  plain: FilledIn;
  /** The window as stored deflate blocks, headers included, and where each nonce goes in them. */
  stored: FilledIn;
  /** Where the window's own bytes lie in the stored form (between block headers), for its CRC. */
  storedData: Array<[start: number, end: number]>;
  length: number;
  shift: number;
}

interface FilledIn {
  template: Buffer;
  slots: Slot[];
}

/** Where the nonce's characters `from` to `to` go (a whole nonce, but for one cut by a stored block's header). */
interface Slot {
  at: number;
  from: number;
  to: number;
}

/** A stretch of the page without nonces: compressed once. */
interface StaticSegment {
  plain: Buffer;
  deflated: Buffer;
  crc: number;
  shift: number;
}

/**
 * A page that must carry a new CSP nonce in every response, kept so that a response costs no compression and
 * no copy of the page.
 *
 * The page is cut into static segments and nonce windows (the stretches holding placeholders; on a page the
 * nonces sit a few bytes apart in its head, so there is one window of about a kilobyte). Each static segment
 * is deflated once, ending with a full flush: the stream is then byte-aligned and nothing later refers back
 * into it. A response is the segments' deflate blocks with each window, its nonces filled in, between them as
 * a stored (uncompressed) block, wrapped as gzip; the CRC-32 of the whole is combined from the parts' CRCs
 * (http/crc32Combine.ts). It goes out as a handful of chunks written corked: joining the page into a new
 * 30 kB buffer per response, or writing a chunk per placeholder, halved the fast lane's throughput. Brotli
 * streams cannot be joined like this, so these pages go out as gzip (a few percent larger than brotli) or plain.
 */
export class NoncedBody {
  private readonly segments: StaticSegment[] = [];
  private readonly windows: NonceWindow[] = [];
  /** The gzip header and the first segment's blocks, as one chunk. */
  private readonly gzipStart: Buffer;
  private readonly identityLength: number;
  /** How many places the nonce goes into. */
  readonly nonceCount: number;

  constructor(body: Buffer, placeholder: string) {
    const marker = Buffer.from(placeholder);
    const ranges: Array<{ start: number; end: number }> = [];
    for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, at + marker.length)) {
      const last = ranges.at(-1);
      if (last && at - last.end <= nonceWindowGap) last.end = at + marker.length;
      else ranges.push({ start: at, end: at + marker.length });
    }
    let segmentStart = 0;
    let nonceCount = 0;
    for (const range of ranges) {
      this.segments.push(staticSegment(body.subarray(segmentStart, range.start)));
      const window = nonceWindow(split(body.subarray(range.start, range.end), marker));
      nonceCount += window.plain.slots.length;
      this.windows.push(window);
      segmentStart = range.end;
    }
    this.segments.push(staticSegment(body.subarray(segmentStart)));
    this.nonceCount = nonceCount;
    this.gzipStart = Buffer.concat([gzipHeader, this.segments[0].deflated]);
    this.identityLength =
      this.segments.reduce((sum, segment) => sum + segment.plain.length, 0) +
      this.windows.reduce((sum, window) => sum + window.length, 0);
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

  /** The plain page as chunks to write one after the other: the kept segments and each window filled in. */
  identityChunks(nonce: string): { chunks: Buffer[]; length: number } {
    if (nonce.length !== nonceLength) throw new Error('a nonce from newNonce() is expected');
    const chunks: Buffer[] = [this.segments[0].plain];
    this.windows.forEach((window, i) => {
      chunks.push(filledIn(window.plain, nonce), this.segments[i + 1].plain);
    });
    return { chunks, length: this.identityLength };
  }

  /** The gzip-compressed page as chunks: the kept deflate blocks, each window as a stored block, the trailer. */
  gzipChunks(nonce: string): { chunks: Buffer[]; length: number } {
    if (nonce.length !== nonceLength) throw new Error('a nonce from newNonce() is expected');
    const chunks: Buffer[] = [this.gzipStart];
    let length = this.gzipStart.length;
    let crc = this.segments[0].crc;
    this.windows.forEach((window, i) => {
      const stored = filledIn(window.stored, nonce);
      let windowCrc = 0;
      for (const [start, end] of window.storedData)
        windowCrc = zlib.crc32(stored.subarray(start, end), windowCrc);
      const segment = this.segments[i + 1];
      chunks.push(stored, segment.deflated);
      length += stored.length + segment.deflated.length;
      crc = crc32Combine(crc, windowCrc, window.shift);
      crc = crc32Combine(crc, segment.crc, segment.shift);
    });
    const end = Buffer.allocUnsafe(finalBlock.length + 8);
    finalBlock.copy(end, 0);
    end.writeUInt32LE(crc, finalBlock.length);
    end.writeUInt32LE(this.identityLength % 2 ** 32, finalBlock.length + 4);
    chunks.push(end);
    return { chunks, length: length + end.length };
  }
}

function staticSegment(plain: Buffer): StaticSegment {
  return {
    plain,
    deflated: zlib.deflateRawSync(plain, { level: gzipLevel, finishFlush: zlib.constants.Z_FULL_FLUSH }),
    crc: zlib.crc32(plain),
    shift: crc32ShiftOperator(plain.length),
  };
}

/**
 * A window laid out once, from the page's text around its placeholders: plain, and as stored deflate blocks
 * (BFINAL 0, BTYPE 00, LEN and its complement before each 64 kB), with the nonces' slots in each.
 */
function nonceWindow(parts: Buffer[]): NonceWindow {
  const length = parts.reduce((sum, part) => sum + part.length, 0) + (parts.length - 1) * nonceLength;
  const plain: FilledIn = { template: Buffer.alloc(length), slots: [] };
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      plain.slots.push({ at, from: 0, to: nonceLength });
      at += nonceLength;
    }
    at += part.copy(plain.template, at);
  });
  const blockCount = Math.max(1, Math.ceil(length / maxStoredBlock));
  const stored: FilledIn = { template: Buffer.alloc(length + 5 * blockCount), slots: [] };
  const storedData: NonceWindow['storedData'] = [];
  for (let block = 0; block < blockCount; block++) {
    const dataStart = block * maxStoredBlock;
    const dataEnd = Math.min(dataStart + maxStoredBlock, length);
    const headerAt = dataStart + 5 * block;
    const size = dataEnd - dataStart;
    stored.template[headerAt] = 0;
    stored.template.writeUInt16LE(size, headerAt + 1);
    stored.template.writeUInt16LE(~size & 0xffff, headerAt + 3);
    plain.template.copy(stored.template, headerAt + 5, dataStart, dataEnd);
    storedData.push([headerAt + 5, headerAt + 5 + size]);
    // The part of each nonce that falls in this block (a nonce cut by the block's end goes on in the next).
    for (const slot of plain.slots) {
      const from = Math.max(slot.at, dataStart);
      const to = Math.min(slot.at + nonceLength, dataEnd);
      if (from < to)
        stored.slots.push({ at: headerAt + 5 + from - dataStart, from: from - slot.at, to: to - slot.at });
    }
  }
  return { plain, stored, storedData, length, shift: crc32ShiftOperator(length) };
}

/** A copy of the laid-out window with the nonce in each slot. */
function filledIn({ template, slots }: FilledIn, nonce: string): Buffer {
  const bytes = Buffer.allocUnsafe(template.length);
  template.copy(bytes);
  for (const { at, from, to } of slots) {
    bytes.write(to - from === nonceLength ? nonce : nonce.slice(from, to), at, 'latin1');
  }
  return bytes;
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
