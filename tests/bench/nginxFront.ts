import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './net.js';

/**
 * The shipped deploy/nginx.conf run locally in front of a started server, for the tests and `npm run bench`:
 * only what names the compose network and the image's paths is replaced (the upstream block, the ports, the
 * cache directory, the refresh secret the image's template step fills in), so what is measured and tested is
 * the file compose.yaml ships, not a copy of it.
 */

const shippedConfig = path.resolve(import.meta.dirname, '../../deploy/nginx.conf');

export const nginxBinary = (): string | undefined =>
  ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/** Replaces a piece of the shipped file, failing loudly when it is no longer there (the file changed). */
function replaceIn(text: string, pattern: RegExp | string, replacement: string): string {
  const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer holds ${String(pattern)}: update nginxFront.ts`);
  return typeof pattern === 'string'
    ? text.replaceAll(pattern, () => replacement)
    : text.replace(pattern, () => replacement);
}

interface TlsCheck {
  cert: string;
  key: string;
  /** The ports the public and the back office servers' `listen 443 ssl` lines get here. */
  ports: [number, number];
}

/** The shipped file with each server's commented TLS lines uncommented, on this machine's certificate. */
function withTls(text: string, tls: TlsCheck): string {
  let server = 0;
  const lines = text.split('\n').map((line) => {
    if (line.trim() === '# listen 443 ssl;') return `  listen 127.0.0.1:${tls.ports[server++]} ssl;`;
    if (/^\s*# ssl_certificate_key \S+;$/.test(line)) return `  ssl_certificate_key ${tls.key};`;
    if (/^\s*# ssl_certificate \S+;$/.test(line)) return `  ssl_certificate ${tls.cert};`;
    return line;
  });
  if (server !== 2) throw new Error('deploy/nginx.conf no longer holds two `# listen 443 ssl;` lines');
  return lines.join('\n');
}

interface FrontOptions {
  /** The started server's address, host:port. */
  upstream: string;
  /** EDGE_REFRESH_SECRET, as the image's template step would fill it in. */
  secret: string;
  ports: { public: number; admin: number };
  tls?: TlsCheck;
}

/** A main configuration of its own holding the shipped file, adapted to run in `dir`. */
function frontConfig(dir: string, options: FrontOptions): string {
  let text = fs.readFileSync(shippedConfig, 'utf8');
  if (options.tls) text = withTls(text, options.tls);
  text = replaceIn(
    text,
    /upstream akademi \{[^}]*\}/,
    `upstream akademi { server ${options.upstream}; keepalive 8; }`,
  );
  text = replaceIn(text, 'listen 80;', `listen 127.0.0.1:${options.ports.public};`);
  text = replaceIn(text, 'listen 81;', `listen 127.0.0.1:${options.ports.admin};`);
  text = replaceIn(text, '/var/cache/nginx/akademi', path.join(dir, 'cache'));
  text = replaceIn(text, '${EDGE_REFRESH_SECRET}', options.secret);
  return `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off; server_tokens off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${text}
}
`;
}

/** A folder nginx's workers can use whoever they run as (root starts them as an unprivileged user). */
function workingDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-front-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** `nginx -t` on the adapted file: the error text, or undefined when it is valid. */
export function checkFrontConfig(options: Omit<FrontOptions, 'ports'> & { ports?: FrontOptions['ports'] }) {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed');
  const dir = workingDir();
  try {
    const file = path.join(dir, 'nginx.conf');
    fs.writeFileSync(file, frontConfig(dir, { ports: { public: 1, admin: 2 }, ...options }));
    const test = spawnSync(binary, ['-t', '-q', '-c', file, '-p', dir], { encoding: 'utf8' });
    return test.status === 0 ? undefined : test.stderr.trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface Front {
  /** The public site through nginx (its port 80 in compose.yaml). */
  publicUrl: string;
  /** The back office's origin through nginx (its port 81). */
  adminUrl: string;
  stop: () => Promise<void>;
}

/** Starts the shipped front before a server listening at `upstream`; undefined when nginx is not installed. */
export async function startNginxFront(
  upstream: string,
  secret: string,
  ports: FrontOptions['ports'] = { public: 0, admin: 0 },
): Promise<Front | undefined> {
  const binary = nginxBinary();
  if (!binary) return undefined;
  const dir = workingDir();
  ports = { public: ports.public || (await freePort()), admin: ports.admin || (await freePort()) };
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, frontConfig(dir, { upstream, secret, ports }));
  const test = spawnSync(binary, ['-t', '-q', '-c', file, '-p', dir], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`the shipped nginx.conf does not load: ${test.stderr.trim()}`);
  const child: ChildProcess = spawn(binary, ['-c', file, '-p', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const publicUrl = `http://127.0.0.1:${ports.public}`;
  await waitForHttp(`${publicUrl}/api/pages/categories`);
  return {
    publicUrl,
    adminUrl: `http://127.0.0.1:${ports.admin}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
