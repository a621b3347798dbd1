// `npm run db:seed`, `npm run user:create`: runs a command of server/cli/ from the compiled server
// (compiling it first when it is missing or older than its sources), with plain node like `npm start`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServer, serverBuildIsStale, serverOutDir } from './buildServer.mjs';

const [name, ...args] = process.argv.slice(2);
if (!name) {
  console.error('usage: node scripts/serverCli.mjs <command in server/cli> [arguments]');
  process.exit(2);
}
if (serverBuildIsStale()) {
  const status = buildServer();
  if (status !== 0) process.exit(status);
}
const result = spawnSync(
  process.execPath,
  [path.join(serverOutDir, 'server', 'cli', `${name}.js`), ...args],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
