import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32ShiftOperator } from './crc32Combine.js';
import { NoncedBody, newNonce } from './noncedBody.js';

const placeholder = 'NONCE-HERE';

describe('crc32Combine', () => {
  it('gives the CRC of a concatenation, as zlib computes it over the whole', () => {
    for (const [a, b] of [
      ['', ''],
      ['abc', ''],
      ['', 'xyz'],
      ['Türkçe ğüşiöç', 'x'.repeat(70_000)],
    ]) {
      const combined = crc32Combine(zlib.crc32(a), zlib.crc32(b), crc32ShiftOperator(Buffer.byteLength(b)));
      expect(combined).toBe(zlib.crc32(a + b));
    }
  });
});

describe('NoncedBody', () => {
  const page = Buffer.from(
    `<head><meta property="csp-nonce" nonce="${placeholder}"><script nonce="${placeholder}" src="/a.js"></script>` +
      `</head><body>${'<p>Eğitim takvimi ve kurslar.</p>'.repeat(2000)}<script nonce="${placeholder}"></script></body>`,
  );
  const body = new NoncedBody(page, placeholder);

  it('puts the nonce in every placeholder, plain and gzip, with a valid gzip trailer', () => {
    const nonce = newNonce();
    const expected = page.toString().replaceAll(placeholder, nonce);
    expect(body.nonceCount).toBe(3);
    expect(body.identity(nonce).toString()).toBe(expected);
    // gunzipSync checks the CRC-32 and the length in the trailer.
    expect(zlib.gunzipSync(body.gzip(nonce)).toString()).toBe(expected);
  });

  it('gives every response its own nonce and stays about as small as compressing the page', () => {
    const first = newNonce();
    const second = newNonce();
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const a = body.gzip(first);
    expect(zlib.gunzipSync(body.gzip(second)).toString()).toContain(`nonce="${second}"`);
    expect(a.length).toBeLessThan(zlib.gzipSync(page).length + 200);
  });

  it('serves a page without placeholders unchanged', () => {
    const plain = new NoncedBody(Buffer.from('<p>merhaba</p>'), placeholder);
    expect(plain.nonceCount).toBe(0);
    expect(zlib.gunzipSync(plain.gzip(newNonce())).toString()).toBe('<p>merhaba</p>');
  });

  it('keeps nonces far apart in windows of their own, and a window longer than a stored block', () => {
    // Three windows: the head's two nonces, one in the middle, and 200 kB of nonces every 500 bytes.
    const spread = Buffer.from(
      `<head><script nonce="${placeholder}"></script><link nonce="${placeholder}"></head>` +
        `${'<p>Kurumsal eğitimler.</p>'.repeat(500)}<script nonce="${placeholder}"></script>` +
        `${'<p>Kurslar.</p>'.repeat(500)}` +
        `${`<i nonce="${placeholder}"></i>${'ş'.repeat(240)}`.repeat(400)}<footer>son</footer>`,
    );
    const nonced = new NoncedBody(spread, placeholder);
    const nonce = newNonce();
    const expected = spread.toString().replaceAll(placeholder, nonce);
    expect(nonced.nonceCount).toBe(403);
    expect(zlib.gunzipSync(nonced.gzip(nonce)).toString()).toBe(expected);
    expect(nonced.identity(nonce).toString()).toBe(expected);
    // A handful of chunks per response, whatever the number of nonces: a write per chunk costs.
    expect(nonced.gzipChunks(nonce).chunks.length).toBeLessThanOrEqual(2 + 2 * 3);
  });

  it('fills a nonce that a stored block’s end cuts in two', () => {
    // One window of placeholders every kilobyte; in the filled page the last nonce starts 5 bytes before the
    // window's first stored block ends (65,535 bytes), so its last 17 characters open the second block.
    const grown = newNonce().length - placeholder.length;
    let text = '';
    for (let i = 0; i < 65; i++) text = `${text.padEnd(i * 1000, 'y')}${placeholder}`;
    const cutAt = 65_530 - 65 * grown;
    text = `${text.padEnd(cutAt, 'x')}${placeholder}${'son'.repeat(10)}`;
    const cut = new NoncedBody(Buffer.from(text, 'latin1'), placeholder);
    const nonce = newNonce();
    const expected = text.replaceAll(placeholder, nonce);
    expect(expected.indexOf(nonce, 65_000)).toBe(65_530);
    expect(zlib.gunzipSync(cut.gzip(nonce)).toString('latin1')).toBe(expected);
    expect(cut.identity(nonce).toString('latin1')).toBe(expected);
  });
});
