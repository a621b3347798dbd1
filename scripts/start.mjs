// `npm start`: builds the front end and the server when they are missing or older than their sources, then
// runs the compiled server with plain node (API + built site on one origin). Signals are passed on so the
// server can shut down gracefully.
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

const server = spawn(process.execPath, ['--enable-source-maps', ...serverNodeArgs, serverEntry], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
