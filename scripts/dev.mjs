// `npm run dev`: the Vite dev server (hot reload) and the API with reload (tsx watch), in one command. Vite
// serves both areas on one origin and proxies /api and /uploads to the API's ports, so its address is the one
// to open: the API is told it (DEV_SITE_URL) and prints it last, with the first administrator's password.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const vite = await createServer({ root });
await vite.listen();
vite.printUrls();
// Vite moves to the next port when 5173 is taken: the address it really listens on.
const siteUrl = (vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/').replace(/\/+$/, '');

const api = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  ['watch', '--clear-screen=false', 'server/server.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env, DEV_SITE_URL: siteUrl },
  },
);

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
  setTimeout(() => process.exit(code), 500).unref();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
api.on('exit', (code) => stop(code ?? 0));
