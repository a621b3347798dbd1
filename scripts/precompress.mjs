// Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, at the strongest settings
// (done once here, so the server sends them as they are: server/plugins/assets.ts). A twin that would not be
// smaller than the file is not written.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest|ico|map)$/i;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The build's manifests are for the scripts, never served.
      if (entry.name !== '.vite') yield* filesUnder(full);
    } else if (compressible.test(entry.name)) {
      yield full;
    }
  }
}

/** Returns the number of files compressed. */
export function precompress(dir) {
  let count = 0;
  for (const file of filesUnder(dir)) {
    const body = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    for (const [suffix, bytes] of [
      ['.br', br],
      ['.gz', gz],
    ]) {
      if (bytes.length < body.length) fs.writeFileSync(`${file}${suffix}`, bytes);
      else fs.rmSync(`${file}${suffix}`, { force: true });
    }
    count++;
  }
  return count;
}
