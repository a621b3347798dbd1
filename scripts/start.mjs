// `npm start`: builds the front end and the server when they are missing or older than their sources, then
// runs the compiled server with plain node (the site and API on PORT, the back office on its own origin). Signals
// are passed on so the server can shut down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale } from './buildState.mjs';
import { buildServer, serverBuildIsStale, serverEntry, serverNodeArgs } from './buildServer.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

if (buildIsStale()) {
  console.log('Building the front end (first start or sources changed)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (serverBuildIsStale()) {
  const status = buildServer();
  if (status !== 0) process.exit(status);
}

// Production needs PUBLIC_URL (every absolute link is written with it). The README's quick start (nothing
// set) is someone trying the site on their own machine: there it is this machine's address, and the console
// says so. A deployment names its HOST (the Docker image does) and must name PUBLIC_URL too.
const env = { NODE_ENV: 'production', ...process.env };
if (!env.PUBLIC_URL && !env.HOST && env.NODE_ENV === 'production') {
  env.PUBLIC_URL = `http://localhost:${env.PORT || 3000}`;
  console.log(
    `PUBLIC_URL is not set: using ${env.PUBLIC_URL} (set it to the site's address on a real server).`,
  );
}
const server = spawn(process.execPath, ['--enable-source-maps', ...serverNodeArgs, serverEntry], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
