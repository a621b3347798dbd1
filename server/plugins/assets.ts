import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Encoding } from '../http/encoding.js';
import { CachedAnswer } from '../http/cachedAnswer.js';
import { sendAnswer } from './publicCache.js';

/** What browsers are told the built files are; the build emits nothing else under assets/. */
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};
const twins: Array<[Encoding, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
/** Hashed names as the build writes them: no path separators, no dot files. */
const assetName = /^[\w-][\w.-]*$/;
const immutable = 'public, max-age=31536000, immutable';

/**
 * The built assets (`dist/assets/*`, hashed names, never changed in place) kept in memory with the .br/.gz
 * twins the build wrote, and sent like cached answers: the encoding the browser accepts, an ETag, a one-year
 * immutable cache, and repeats through the fast lane. Reading each file from disk per request (as a static
 * file server does) made the site's first script 10× slower than the same bytes from nginx.
 */
export const assetsPlugin = fp<{ dir: string; maxBytes?: number }>(
  async (app: FastifyInstance, { dir, maxBytes = 64 * 1024 * 1024 }) => {
    const answers = new Map<string, Promise<CachedAnswer | undefined>>();
    let keptBytes = 0;

    async function load(name: string): Promise<CachedAnswer | undefined> {
      const file = path.join(dir, name);
      let body: Buffer;
      try {
        body = await fs.readFile(file);
      } catch {
        return undefined;
      }
      const precompressed: Partial<Record<Encoding, Buffer>> = {};
      for (const [encoding, suffix] of twins) {
        const twin = await fs.readFile(`${file}${suffix}`).catch(() => undefined);
        if (twin) precompressed[encoding] = twin;
      }
      const type = contentTypes[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
      const answer = new CachedAnswer(body, type, 'immutable', precompressed);
      keptBytes += body.length + Object.values(precompressed).reduce((sum, bytes) => sum + bytes.length, 0);
      return answer;
    }

    app.get('/assets/*', async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (!assetName.test(name) || name.endsWith('.br') || name.endsWith('.gz')) {
        return reply.status(404).send({ success: false, message: 'Adres bulunamadı' });
      }
      let answer = answers.get(name);
      if (!answer) {
        answer = load(name);
        // A missing file is not remembered (a build may add it), and past the bound nothing more is kept.
        if (keptBytes < maxBytes) answers.set(name, answer);
      }
      const entry = await answer;
      if (!entry) {
        answers.delete(name);
        return reply.status(404).send({ success: false, message: 'Adres bulunamadı' });
      }
      return sendAnswer(request, reply, entry, '', immutable);
    });
  },
  { name: 'assets' },
);
