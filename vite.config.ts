import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { areaHtmlFile, areaOf } from './shared/areas';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** In development, serve each area's HTML for its paths, as the API server does in production. */
function areaHtmlFallback(): Plugin {
  return {
    name: 'akademi-area-html',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const pathname = url.split('?')[0];
        const isAsset =
          /^\/(api|uploads|@|node_modules|src|site|admin|shared)\b/.test(pathname) || /\.\w+$/.test(pathname);
        if (req.method === 'GET' && !isAsset && req.headers.accept?.includes('text/html')) {
          req.url = `/${areaHtmlFile[areaOf(pathname)]}`;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), areaHtmlFallback()],
  publicDir: 'public',
  appType: 'mpa',
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets scripts/report-bundle-size.mjs measure what each area loads first.
    manifest: true,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        site: path.resolve(__dirname, areaHtmlFile.site),
        login: path.resolve(__dirname, areaHtmlFile.login),
        admin: path.resolve(__dirname, areaHtmlFile.admin),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'tests/api/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                environment: 'node',
                include: ['tests/api/**/*.test.ts'],
                env: { TEST_DB_ENGINE: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['site/**/*.test.{ts,tsx}', 'admin/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
    ],
  },
});
