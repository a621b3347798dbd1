import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { ensureCsrfToken } from './csrf.js';
import { areaOf, areaHtmlFile, type Area } from '../../shared/areas.js';

export const uploadsDirOf = (config: Config) => path.join(config.dataDir, 'uploads');

interface FrontendOptions {
  config: Config;
  db: Db;
  /** Extra tags for the <head> of an area's page (the site's integration scripts). */
  headExtras?: (area: Area) => Promise<string>;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built front end from the API's origin: hashed assets with a one-year immutable cache, each
 * area's HTML (chosen by the first path segment) with no-cache and a fresh CSRF meta tag, and public uploads.
 */
export const frontendPlugin = fp<FrontendOptions>(
  async (app, { config, headExtras }) => {
    const uploadsDir = uploadsDirOf(config);
    fs.mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      maxAge: '7d',
    });

    const distDir = config.distDir;
    const built = fs.existsSync(path.join(distDir, areaHtmlFile.site));
    if (built) {
      await app.register(fastifyStatic, {
        root: path.join(distDir, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
      });
      // Files copied from public/ (favicon, robots.txt, demo images) sit at the dist root.
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        decorateReply: false,
        wildcard: false,
        // Without this the per-file routes would include /assets/* and shadow the immutable handler above.
        globIgnore: ['assets/**', '**/*.html'],
        index: false,
        maxAge: '1d',
        allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/assets/'),
      });
    }

    const templates = new Map<Area, { mtimeMs: number; html: string }>();
    const template = (area: Area): string | undefined => {
      const file = path.join(distDir, areaHtmlFile[area]);
      let stat: fs.Stats;
      try {
        stat = fs.statSync(file);
      } catch {
        return undefined;
      }
      const cached = templates.get(area);
      if (cached && cached.mtimeMs === stat.mtimeMs) return cached.html;
      const html = fs.readFileSync(file, 'utf8');
      templates.set(area, { mtimeMs: stat.mtimeMs, html });
      return html;
    };

    const serveHtml = async (request: FastifyRequest, reply: FastifyReply) => {
      const area = areaOf(new URL(request.url, 'http://x').pathname);
      const html = template(area);
      if (!html) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('The front end is not built: run "npm run build".');
      }
      const token = ensureCsrfToken(request, reply);
      const head = `<meta name="csrf-token" content="${escapeAttribute(token)}">${headExtras ? await headExtras(area) : ''}`;
      return reply
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .type('text/html; charset=utf-8')
        .send(html.replace('</head>', () => `${head}</head>`)); // a function: '$&' in a script is not a pattern
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0];
      const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ success: false, message: 'Adres bulunamadı' });
      }
      return serveHtml(request, reply);
    });
  },
  { name: 'frontend' },
);
