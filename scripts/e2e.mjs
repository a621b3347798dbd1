// `npm run test:e2e`: builds the front end if needed, starts the real server (`npm start`'s server) on a free
// port with a throw-away data directory and demo content, runs the browser tests in tests/e2e against it
// with Debian's Chromium, then stops the server and removes the data.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale } from './buildState.mjs';
import { buildServer, serverBuildIsStale, serverEntry } from './buildServer.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

// E2E_SKIP_BUILD=1 tests the dist/ as it is (useful while other work keeps the sources changing).
if (!process.env.E2E_SKIP_BUILD && buildIsStale()) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_EMAIL: 'e2e-admin@akademi.test',
  ADMIN_PASSWORD: 'E2e-pass-123',
};
// The compiled server, as `npm start` runs it (compiled here when only the server changed).
if (serverBuildIsStale() && buildServer() !== 0) process.exit(1);
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
const serverLog = fs.createWriteStream(path.join(dataDir, 'server.log'));
server.stdout.pipe(serverLog);
server.stderr.pipe(serverLog);

const baseURL = `http://127.0.0.1:${port}`;
async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      const res = await fetch(`${baseURL}/api/pages/all-languages`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer within 60 s');
}

let code = 1;
try {
  await waitForServer();
  const run = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseURL,
        E2E_ADMIN_EMAIL: env.ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: env.ADMIN_PASSWORD,
        E2E_DATA_DIR: dataDir,
        CHROMIUM_PATH: chromium,
      },
    },
  );
  code = run.status ?? 1;
} catch (error) {
  console.error(`e2e: ${error.message}`);
  console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-4000));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  if (code !== 0) console.error(`server log kept at ${path.join(dataDir, 'server.log')}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
