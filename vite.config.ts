import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { type Area, areaHtmlFile, areaOf } from './shared/areas.js';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
// The back office's API answers only on its own port (ADMIN_PORT, PORT + 1 by default: issue 27). In
// development Vite serves both areas on one origin and sends each API to its own port.
const adminApiTarget =
  process.env.ADMIN_API_URL ??
  `http://localhost:${process.env.ADMIN_PORT ?? Number(process.env.PORT ?? 3000) + 1}`;
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * The slow test files (issue 33): whole-server starts, the compiled build, the fuzzers, backups, the four
 * slowest admin screens. `npm test`
 * (TEST_SPLIT=fast) leaves them out, `npm run test:slow` (TEST_SPLIT=slow) runs only them, and CI runs both.
 * Without TEST_SPLIT (`npx vitest run <file>`, .ci/node24.sh, `npm run fuzz`) every project holds every file.
 */
const slowTestFiles = [
  'server/compiledServer.test.ts',
  'server/server.test.ts',
  'server/sbom.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/fuzz-write-watch.test.ts',
  'tests/api/backup.test.ts',
  'tests/api/multi-instance.test.ts',
  'tests/api/nginx-front.test.ts',
  // Starts the real server as a child process three times and kills it mid-upload (10 s of the fast half).
  'tests/api/upload-interrupted.test.ts',
  // A database that stops answering: waits out its timeouts (12 s on PostgreSQL, the slowest API file there).
  'tests/api/db-faults.test.ts',
  // Draws every sitemap page's 1200×630 share image, in each database's project (10 s each).
  'tests/api/share-images.test.ts',
  // The six slowest screens (13–22 s each in jsdom, a quarter of the web project's time): whole react-admin
  // screens against the real API, typed into and saved. On a slow day (Nov 29: `npm test` with PostgreSQL
  // 367 s, over the 6 minutes) the inbox and the pre-registrations joined the first four.
  'admin/common/ListScreens.test.tsx',
  'admin/news/NewsList.test.tsx',
  'admin/contents/TrainingVideosContent.test.tsx',
  'admin/contents/ContentImageAlts.test.tsx',
  'admin/inbox/InboxList.test.tsx',
  'admin/preRegistrations/PreRegistrations.test.tsx',
];
const testSplit = process.env.TEST_SPLIT as 'fast' | 'slow' | undefined;
/** A project's files under the split: its own, less the slow ones (fast) or only those (slow). */
const splitFiles = (include: string[], leaveOut: string[] = []) =>
  testSplit === 'slow'
    ? {
        include: slowTestFiles.filter(
          (file) => !leaveOut.includes(file) && include.some((glob) => file.startsWith(glob.split('**')[0])),
        ),
      }
    : testSplit === 'fast'
      ? { include, exclude: [...configDefaults.exclude, ...slowTestFiles, ...leaveOut] }
      : { include, exclude: [...configDefaults.exclude, ...leaveOut] };

/**
 * The web test files share one module graph and one jsdom per worker (`isolate: false`), as the Node projects
 * below do: importing react-admin, MUI and the screens afresh for every file was half of the web project's
 * time (web alone, on a two-core host: 400 s → 223 s), and isolating the site's files cost another minute.
 * tests/setup/web.ts starts each file with fresh modules of our own, an empty page and no SWR requests left
 * over. Files that cannot share run isolated, in `web-isolated`.
 */
const webTest = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/setup/web.ts'],
  // Admin screens tested against the real API start test apps (admin/testing/realApi.ts).
  globalSetup: ['tests/setup/testAppTemplates.ts'],
  // A react-admin screen in jsdom takes 1–2 s alone, and more than the default 5 s on two cores
  // shared with the API suites: a timeout here would report load, not a defect.
  testTimeout: 15_000,
};
const webProjects = () => {
  const folders = ['admin', 'site', 'tests/setup'];
  const shared = folders.map((folder) => `${folder}/**/*.test.{ts,tsx}`);
  const isolated = webFilesThatNeedTheirOwnPage(folders);
  return [
    {
      extends: true as const,
      test: { name: 'web', isolate: false, ...splitFiles(shared, isolated), ...webTest },
    },
    { extends: true as const, test: { name: 'web-isolated', ...splitFiles(isolated), ...webTest } },
  ];
};

/** The test files under `folders` (by name) whose text matches `content`: found by reading them. */
const testFilesReading = (folders: string[], name: RegExp, content: RegExp) =>
  folders.flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => name.test(file) && content.test(fs.readFileSync(`${folder}/${file}`, 'utf8')))
      .map((file) => `${folder}/${file}`),
  );
const replacesAModule = /\bvi\.(?:doMock|mock)\(/;
const filesThatMockModules = (folders: string[]) => testFilesReading(folders, /\.test\.ts$/, replacesAModule);
/**
 * Web test files that cannot share a worker's jsdom: those that mock a module, and those that load a page's
 * head of their own (`document.head.innerHTML = …`), which would take away the style elements that the style
 * packages, loaded once per worker, keep there.
 */
const webFilesThatNeedTheirOwnPage = (folders: string[]) =>
  testFilesReading(
    folders,
    /\.test\.tsx?$/,
    new RegExp(`${replacesAModule.source}|document\\.head\\.innerHTML\\s*=`),
  );

/**
 * The Node projects' test files share one module graph per worker (`isolate: false`): importing the server
 * afresh for every file took most of the API suites' time (18 API files: 195 s isolated, 53 s shared, import
 * 178 s → 24 s). A file that replaces a module with `vi.mock` would leave its replacement to the files after it
 * in that worker, so such files (found by reading them) run isolated, in a twin project `<name>-isolated`:
 * select both with `--project '<name>*'`. Every API test file builds its own application and database.
 */
function nodeProjects(name: string, folders: string[], test: Record<string, unknown>) {
  const include = folders.map((folder) => `${folder}/**/*.test.ts`);
  const mocking = filesThatMockModules(folders);
  const isolated = splitFiles(mocking);
  return [
    {
      extends: true as const,
      test: { name, environment: 'node' as const, isolate: false, ...splitFiles(include, mocking), ...test },
    },
    ...(isolated.include.length > 0
      ? [
          {
            extends: true as const,
            test: { name: `${name}-isolated`, environment: 'node' as const, ...isolated, ...test },
          },
        ]
      : []),
  ];
}
/**
 * scripts/build.mjs builds each area on its own (BUILD_AREA=site|login|admin, site first): built together,
 * the areas would share chunks holding everything any of them uses (react-router with react-admin's extras),
 * and the public site would download code only the back office needs.
 */
const buildArea = process.env.BUILD_AREA as Area | undefined;
const areas: Area[] = buildArea ? [buildArea] : ['site', 'login', 'admin'];

/** In development, serve each area's HTML for its paths, as the API server does in production. */
function areaHtmlFallback(): Plugin {
  return {
    name: 'akademi-area-html',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const pathname = url.split('?')[0];
        // Module and file requests (/admin/main.tsx, /@vite/client) pass through; page paths get their area's HTML.
        const isAsset = /^\/(api|uploads|@|node_modules)\b/.test(pathname) || /\.\w+$/.test(pathname);
        if (req.method === 'GET' && !isAsset && req.headers.accept?.includes('text/html')) {
          req.url = `/${areaHtmlFile[areaOf(pathname)]}`;
        }
        next();
      });
    },
  };
}

/**
 * The public site's pages arrive rendered: its code only makes them live. Its script and the modules it
 * preloads are fetched at low priority, after what the page shows (the cover or hero image, its fonts),
 * instead of as Chrome's default "high", which also makes Lighthouse's simulated slow phone wait for them
 * before the first paint (first contentful paint 1.9 s → 0.8–0.9 s, side by side, issue 11).
 */
function siteCodeAfterContent(): Plugin {
  return {
    name: 'akademi-site-code-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/**
 * A plain `vite build` would bundle the areas together (see buildArea above): it stops as it starts. Stopped
 * there rather than by throwing while the config loads, so that tools reading the config (knip) still can.
 */
function buildEachAreaAlone(): Plugin {
  return {
    name: 'akademi-build-each-area-alone',
    apply: 'build',
    buildStart() {
      this.error('Build with `npm run build`: it builds each area on its own (scripts/build.mjs).');
    },
  };
}

/**
 * react-router 7's package exports point every import at its development build, warnings and their checks
 * included (remix-run/react-router#14102, still open): what is built, for the browser and for the server's
 * renderer, takes its production build. Both entries share the production build's chunks, so the router's
 * contexts stay one. The dev server and the tests keep the development build and its warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production', file),
}));

export default defineConfig(({ command }) => {
  if (command === 'build' && process.env.BUILD_SSR) {
    // The public site's server half (site/entry-server.tsx), for server/ssr/pageRenderer.ts. Its
    // dependencies (React, react-router, SWR) stay in node_modules, shared with nothing else.
    return {
      plugins: [react()],
      publicDir: false,
      resolve: { alias: reactRouterProduction },
      // Bundled, so that the alias above applies (left in node_modules, Node would load the development build),
      // with the router's own dependencies: the versions it depends on, not the ones hoisted beside it.
      ssr: { noExternal: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] },
      build: {
        ssr: path.resolve(import.meta.dirname, 'site/entry-server.tsx'),
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: true,
        reportCompressedSize: false,
      },
    };
  }
  return {
    plugins: [
      react(),
      areaHtmlFallback(),
      ...(buildArea ? [] : [buildEachAreaAlone()]),
      ...(buildArea === 'site' ? [siteCodeAfterContent()] : []),
    ],
    publicDir: 'public',
    appType: 'mpa',
    ...(command === 'build' ? { resolve: { alias: reactRouterProduction } } : {}),
    server: {
      port: 5173,
      // The first matching key wins: the back office's APIs before the rest.
      proxy: {
        '/api/admin': adminApiTarget,
        '/api/auth': adminApiTarget,
        '/api': apiTarget,
        '/uploads': apiTarget,
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: !buildArea || buildArea === 'site',
      sourcemap: false,
      // The manifest lets scripts/report-bundle-size.mjs measure what each area loads first.
      manifest: buildArea ? `.vite/manifest-${buildArea}.json` : true,
      reportCompressedSize: false,
      // The back office's lazy react-admin/MUI/Tiptap chunk is large by nature; scripts/report-bundle-size.mjs
      // holds every area to its gzip budget instead.
      chunkSizeWarningLimit: buildArea === 'admin' ? 1200 : 500,
      // The site's styles are one stylesheet, which the server puts into every page (server/plugins/frontend.ts).
      // Split per chunk, a route chunk loaded during hydration added it again as a <link>: a second download and
      // a restyle of the whole page, which Lighthouse counted in the blocking time.
      cssCodeSplit: buildArea !== 'site',
      rollupOptions: {
        input: Object.fromEntries(
          areas.map((area) => [area, path.resolve(import.meta.dirname, areaHtmlFile[area])]),
        ),
      },
    },
    test: {
      // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine, which left
      // one core idle (the main process is nearly idle while the workers run) and doubled `npm test` (issue 33).
      maxWorkers: os.availableParallelism(),
      projects: [
        ...nodeProjects('server', ['server', 'shared', 'tests/api'], {
          globalSetup: ['tests/setup/testAppTemplates.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        }),
        ...(withPostgres
          ? nodeProjects('api-postgres', ['tests/api'], {
              env: { TEST_DB_ENGINE: 'postgres' },
              globalSetup: ['tests/setup/testAppTemplates.ts'],
              testTimeout: 20_000,
              hookTimeout: 30_000,
            })
          : []),
        ...webProjects(),
      ],
    },
  };
});
