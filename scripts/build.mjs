// `npm run build`: builds the three areas one after another, each as its own bundle (see vite.config.ts),
// writes the .br/.gz twin of every text file (scripts/precompress.mjs), reports the sizes the browser receives
// against the budgets, builds the site's server renderer (dist-ssr/), then compiles the server to JavaScript (scripts/buildServer.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServer } from './buildServer.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules', '.bin', 'vite');
for (const area of ['site', 'login', 'admin']) {
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_AREA: area },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The public site's server renderer (server/ssr/pageRenderer.ts loads dist-ssr/entry-server.js).
const ssr = spawnSync(vite, ['build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BUILD_SSR: '1' },
});
if (ssr.status !== 0) process.exit(ssr.status ?? 1);
precompress(path.join(root, 'dist'));
const report = spawnSync(process.execPath, [path.join(root, 'scripts', 'report-bundle-size.mjs')], {
  stdio: 'inherit',
});
if (report.status !== 0) process.exit(report.status ?? 1);
process.exit(buildServer());
