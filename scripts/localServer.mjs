// A throw-away instance of the compiled server (what `npm start` runs) on a free port, with its own data
// directory and the demo content: used by `npm run test:e2e` and `npm run lighthouse`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer, serverBuildIsStale, serverEntry, serverNodeArgs } from './buildServer.mjs';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the server and resolves once it answers. `stop({ keepData })` ends it and removes its data
 * directory unless asked to keep it (the server log is in it, for a failed run).
 */
export async function startLocalServer({
  name = 'local',
  env: extraEnv = {},
  adminHost,
  largeCatalogue = false,
} = {}) {
  // The compiled server, as `npm start` runs it (compiled here when only the server changed).
  if (serverBuildIsStale() && buildServer() !== 0) throw new Error('the server did not compile');
  const port = await freePort();
  const adminPort = await freePort();
  // `adminHost` ('localhost'): the back office on a host of its own on the same port (ADMIN_ORIGIN, as
  // compose.yaml runs it behind its proxy), instead of its own port (ADMIN_PORT, the default).
  const extra = adminHost ? { ...extraEnv, ADMIN_ORIGIN: `http://${adminHost}:${port}` } : extraEnv;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `akademi-${name}-`));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    ...(extra.ADMIN_ORIGIN ? {} : { ADMIN_PORT: String(adminPort) }),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ...extra,
  };
  // A bigger company's catalogue (npm run db:seed:large) before the server starts: the demo, then 500 courses.
  if (largeCatalogue) {
    for (const command of ['seed', 'seedLarge']) {
      const cli = path.join(path.dirname(serverEntry), 'cli', `${command}.js`);
      const seeded = spawnSync(process.execPath, [cli], { env, stdio: 'ignore' });
      if (seeded.status !== 0) throw new Error(`npm run db:${command} failed for the local server`);
    }
  }
  const server = spawn(process.execPath, ['--enable-source-maps', ...serverNodeArgs, serverEntry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.createWriteStream(logFile);
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const baseURL = `http://127.0.0.1:${port}`;
  // The back office on its own origin (ADMIN_PORT), as `npm start` serves it; ADMIN_ORIGIN in `extra` replaces it.
  const adminURL = extra.ADMIN_ORIGIN ?? `http://127.0.0.1:${adminPort}`;

  const stop = async ({ keepData = false } = {}) => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    if (keepData) console.error(`server log kept at ${logFile}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) break;
    try {
      const res = await fetch(`${baseURL}/api/pages/all-languages`);
      if (res.ok) return { baseURL, adminURL, dataDir, env, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const reason = server.exitCode !== null ? 'exited during start-up' : 'did not answer within 60 s';
  console.error(fs.readFileSync(logFile, 'utf8').slice(-4000));
  await stop({ keepData: true });
  throw new Error(`the server ${reason}`);
}
