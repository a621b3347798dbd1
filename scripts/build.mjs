// `npm run build`: builds the three areas one after another, each as its own bundle (see vite.config.ts),
// then reports their sizes against the budgets.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

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
const report = spawnSync(process.execPath, [path.join(root, 'scripts', 'report-bundle-size.mjs')], {
  stdio: 'inherit',
});
process.exit(report.status ?? 1);
