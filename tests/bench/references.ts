import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './net.js';

/** An answer captured from the server: the bytes as sent and the headers that describe them. */
export interface Answer {
  body: Buffer;
  contentType: string;
  contentEncoding?: string;
  /**
   * The rest of the headers the server sent (security headers, cache validators, Vary…), which the references
   * send too: the same bytes on the wire, not only the same body. Connection-level headers are left to each.
   */
  headers: Array<[string, string]>;
}

/** Headers every server writes for itself per response or per connection. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The headers of a captured response that a reference repeats (content type and encoding are kept apart). */
export function repeatableHeaders(headers: Record<string, string | string[] | undefined>) {
  const repeated: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || ownHeaders.has(name) || name === 'content-type' || name === 'content-encoding')
      continue;
    for (const item of Array.isArray(value) ? value : [value]) repeated.push([name, item]);
  }
  return repeated;
}

export interface Reference {
  name: string;
  urlOf: (index: number) => string;
  /** The serving process (nginx: its master; the one worker is its only child), for CPU time per request. */
  pid: number | undefined;
  stop: () => void;
}

/**
 * A started reference once it answers: the answers at /e<index> on `port`; stopping signals the process and
 * removes its folder (`signal` left out: the default SIGTERM).
 */
async function answering(
  name: string,
  port: number,
  child: ChildProcess,
  dir: string,
  signal?: NodeJS.Signals,
): Promise<Reference> {
  await waitForHttp(`http://127.0.0.1:${port}/e0`);
  return {
    name,
    urlOf: (index) => `http://127.0.0.1:${port}/e${index}`,
    pid: child.pid,
    stop: () => {
      child.kill(signal);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A minimal node:http server (its own process, like ours) answering each captured answer from memory: the
 * ceiling for Node itself on this machine.
 */
export async function startNodeReference(answers: Answer[]): Promise<Reference> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-ref-'));
  answers.forEach((answer, index) => fs.writeFileSync(path.join(dir, `${index}.body`), answer.body));
  const headers = answers.map((answer) => [
    ...answer.headers.flat(),
    'content-type',
    answer.contentType,
    ...(answer.contentEncoding ? ['content-encoding', answer.contentEncoding] : []),
  ]);
  fs.writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers));
  const script = `
    const http = require('node:http'); const fs = require('node:fs'); const path = require('node:path');
    const dir = ${JSON.stringify(dir)};
    const headers = JSON.parse(fs.readFileSync(path.join(dir, 'headers.json'), 'utf8'));
    const bodies = headers.map((_, i) => fs.readFileSync(path.join(dir, i + '.body')));
    http.createServer((req, res) => {
      const i = Number(req.url.slice(2));
      if (!bodies[i]) { res.statusCode = 404; return res.end(); }
      res.writeHead(200, [...headers[i], 'content-length', String(bodies[i].length)]);
      res.end(bodies[i]);
    }).listen(Number(process.env.PORT), '127.0.0.1');
  `;
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  return answering('node:http', port, child, dir);
}

/** nginx with one worker serving the same bytes from files, when nginx is installed; undefined otherwise. */
export async function startNginx(answers: Answer[]): Promise<Reference | undefined> {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (!binary) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-nginx-'));
  const port = await freePort();
  const locations = answers
    .map((answer, index) => {
      fs.writeFileSync(path.join(dir, `${index}.body`), answer.body);
      const added = [
        ...(answer.contentEncoding ? [['content-encoding', answer.contentEncoding]] : []),
        ...answer.headers,
      ]
        .map(([name, value]) => `add_header ${name} ${nginxString(value)};`)
        .join(' ');
      return `location = /e${index} { default_type ${nginxString(answer.contentType)}; ${added} alias ${dir}/${index}.body; }`;
    })
    .join('\n');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
     events { worker_connections 1024; }
     http { access_log off; etag off; server_tokens off; types {}
       client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
       server { listen 127.0.0.1:${port}; ${locations} } }`,
  );
  const test = spawnSync(binary, ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir], { encoding: 'utf8' });
  if (test.status !== 0) {
    console.warn(`nginx reference skipped: ${test.stderr.trim().split('\n').pop()}`);
    return undefined;
  }
  const child: ChildProcess = spawn(binary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: 'inherit',
  });
  // SIGQUIT: nginx's graceful stop, which takes its worker down with it.
  return answering('nginx', port, child, dir, 'SIGQUIT');
}

/** A value as an nginx quoted string. nginx expands `$name` in it and has no escape for `$`: refuse those. */
function nginxString(value: string) {
  if (value.includes('$')) throw new Error(`a header value nginx would expand: ${value}`);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}
