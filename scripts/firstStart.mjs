// The newcomer's first `npm start` (issue 33), as CI walks it on its fresh clone: runs the README's command,
// waits for the public site and the back office's sign-in page to answer, signs in with the password the
// console printed once, checks that the demo content is there, then stops the server. It prints the seconds
// from the command to a working sign-in, so the first start's cost (build, database, demo content) is in the
// log. Only the ports are chosen (free ones, so nothing already on 3000 is hit); everything else is the
// default a newcomer has: no database URL, no Redis, no e-mail server, no administrator from the environment.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './localServer.mjs';
import { signInByApi } from './signInByApi.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);

const port = await freePort();
const adminPort = await freePort();
// A first start makes ./data; where it exists already (a developer's checkout) a throw-away folder stands in,
// so their data is neither used nor touched and the start is still a first one.
const dataExisted = fs.existsSync(path.join(root, 'data'));
const dataDir = dataExisted ? fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-first-start-')) : undefined;
const env = { ...process.env, PORT: String(port), ADMIN_PORT: String(adminPort) };
for (const name of [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'PUBLIC_URL',
  'HOST',
])
  delete env[name];
if (dataDir) env.DATA_DIR = dataDir;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const server = spawn(npm, ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let output = '';
for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.once('exit', resolve));

const site = `http://localhost:${port}`;
const backOffice = `http://localhost:${adminPort}`;

try {
  const credentials = await until('the console prints the first administrator', () => {
    const email = /e-mail:\s+(\S+)/.exec(output)?.[1];
    const password = /password:\s+(\S+)\s+\(shown only this once/.exec(output)?.[1];
    return email && password ? { email, password } : undefined;
  });
  const home = await until('the site answers', () => pageText(`${site}/`));
  check(home.includes('<html lang="tr"'), 'the home page is in Turkish');
  check((await pageText(`${site}/en`))?.includes('<html lang="en"'), 'the English home page answers');
  check(await pageText(`${backOffice}/giris-yap`), 'the sign-in page answers on the back office origin');
  const courses = await signedInCourseCount(credentials);
  check(courses > 0, 'the demo courses are in the back office');
  console.log(`first start: the site, the sign-in page and ${courses} demo courses after ${seconds()} s`);
} catch (error) {
  console.error(output.slice(-4000));
  console.error(`first start failed after ${seconds()} s: ${error.message}`);
  process.exitCode = 1;
} finally {
  // npm start runs the server as its child: the whole group gets the signal, as Ctrl+C would send it.
  if (server.exitCode === null) process.kill(-server.pid, 'SIGINT');
  await exited;
  fs.rmSync(dataDir ?? path.join(root, 'data'), { recursive: true, force: true });
}

async function pageText(url) {
  try {
    const res = await fetch(url, { redirect: 'manual' });
    return res.ok ? await res.text() : undefined;
  } catch {
    return undefined; // not listening yet
  }
}

async function signedInCourseCount(credentials) {
  const { headers } = await signInByApi(backOffice, credentials);
  const list = await fetch(`${backOffice}/api/admin/products`, { headers });
  check(list.ok, `listing the courses signed in (HTTP ${list.status})`);
  return (await list.json()).data.total;
}

/** Polls `probe` until it gives a value; fails when the server exits or five minutes pass (a slow first build). */
async function until(what, probe) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (server.exitCode !== null) throw new Error(`npm start exited before ${what}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Fails the walk with what was expected (a plain script: no test runner here). */
function check(condition, what) {
  if (!condition) throw new Error(`expected: ${what}`);
}
