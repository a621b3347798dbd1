// `npm run test:e2e`: builds the front end if needed, starts the real server (`npm start`'s server) on a free
// port with a throw-away data directory and demo content, runs the browser tests in tests/e2e against it
// with Debian's Chromium, then stops the server and removes the data.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale } from './buildState.mjs';
import { startLocalServer } from './localServer.mjs';
import { startMailSink } from './mailSink.mjs';

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

let code = 1;
let local;
let mail;
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-e2e-mail-'));
try {
  // The server's e-mails go to a local sink whose messages the specs read (tests/e2e/mail.spec.ts).
  mail = await startMailSink(mailDir);
  local = await startLocalServer({
    name: 'e2e',
    env: {
      ADMIN_EMAIL: 'e2e-admin@akademi.test',
      ADMIN_PASSWORD: 'E2e-pass-123',
      SMTP_URL: mail.url,
      MAIL_FROM: 'Akademi <bildirim@akademi.test>',
      MAIL_TO: 'ofis@akademi.test',
      // Every spec's forms come from one address (127.0.0.1): the per-address limit is tested in tests/api.
      FORM_RATE_LIMIT: '1000',
    },
  });
  // Not spawnSync: this process keeps answering SMTP while the specs run.
  const run = spawn(
    path.join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: local.baseURL,
        E2E_ADMIN_URL: local.adminURL,
        E2E_ADMIN_EMAIL: local.env.ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: local.env.ADMIN_PASSWORD,
        E2E_DATA_DIR: local.dataDir,
        E2E_MAIL_DIR: mailDir,
        CHROMIUM_PATH: chromium,
      },
    },
  );
  code = await new Promise((resolve) => run.on('exit', (status) => resolve(status ?? 1)));
} catch (error) {
  console.error(`e2e: ${error.message}`);
} finally {
  await local?.stop({ keepData: code !== 0 });
  await mail?.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
}
process.exit(code);
