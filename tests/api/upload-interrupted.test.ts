import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, signInByApi } from '../../scripts/signInByApi.mjs';
import { freePort, waitForHttp } from '../bench/net.js';
import { jobApplicant } from '../helpers/formVisitors.js';
import { productionEnv } from '../helpers/productionEnv.js';
import { sampleFiles } from '../helpers/publicApi.js';
import { createPostgresDatabase, engine } from '../helpers/testApp.js';

/*
 * Issue 12: "SIGKILL mid-upload leaves no orphan after restart". The real server runs as a child process and
 * is killed with SIGKILL in the middle of an upload, at the points that matter (./holdUploads.mjs stops the
 * upload there, so the kill lands in the same place every run): files written but their row not committed,
 * and row committed but files not yet moved into place. After each restart there is no temporary file, no
 * file that nothing refers to, no row that refers to a missing file, and every file from before is there.
 */

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-interrupted-'));
const admin = { email: 'kill@akademi.test', password: 'Kesik-Yukleme-47' };
let database: { url: string; drop: () => Promise<void> } | undefined;

beforeAll(async () => {
  if (engine === 'postgres') database = await createPostgresDatabase();
});
afterAll(async () => {
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
}

/** Starts the server (from TypeScript, as `npm run dev` does); `hold` is a HOLD_UPLOAD point. */
async function startServer(hold = ''): Promise<Server> {
  const port = await freePort();
  const adminPort = await freePort();
  const hook = path.join(import.meta.dirname, 'holdUploads.mjs');
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', hook, 'server/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      ...productionEnv({ port, adminPort, dataDir }, admin),
      DIST_DIR: path.join(dataDir, 'no-dist'),
      DATABASE_URL: database?.url ?? '',
      HOLD_UPLOAD: hold,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The back office's own port: its API answers only there, and the public API (the careers form) too.
  const base = `http://127.0.0.1:${adminPort}`;
  try {
    await waitForHttp(`${base}/readyz`, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { base, child, output: () => output };
}

async function kill(server: Server, signal: NodeJS.Signals) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

/** Signs in as the back office does: CSRF, the bearer token and the session cookie. */
const signIn = async (base: string) => (await signInByApi(base, admin)).headers;

async function adminJson(
  base: string,
  auth: Record<string, string>,
  method: string,
  url: string,
  body?: object,
) {
  const res = await fetch(`${base}/api/admin${url}`, {
    method,
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: { id: number } & Record<string, unknown> };
  expect(res.ok, JSON.stringify(json)).toBe(true);
  return json.data;
}

/** Every file under the data directory's upload folders, relative to it. */
function filesOnDisk(): string[] {
  return ['uploads', 'private']
    .filter((folder) => fs.existsSync(path.join(dataDir, folder)))
    .flatMap((folder) =>
      (fs.readdirSync(path.join(dataDir, folder), { recursive: true }) as string[])
        .map((name) => path.join(folder, name))
        .filter((name) => fs.statSync(path.join(dataDir, name)).isFile()),
    )
    .sort();
}
const temporaryFiles = () => filesOnDisk().filter((file) => path.basename(file).startsWith('.tmp-'));

/** Waits until the server reports the upload held (./holdUploads.mjs), or the upload ends first. */
async function uploadHeld(server: Server, upload: Promise<unknown>): Promise<void> {
  let settled = false;
  void upload.finally(() => (settled = true));
  const deadline = Date.now() + 30_000;
  while (!server.output().includes('upload held')) {
    if (settled) throw new Error('the upload finished before it was held');
    if (Date.now() > deadline) throw new Error('the upload was not held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Starts `upload`, SIGKILLs the server once the upload is held, and starts the server again with `nextHold`.
 * Answers the restarted server, what was on disk before the upload and the temporary files at the kill.
 */
async function killDuringUpload(
  server: Server,
  nextHold: string,
  upload: (base: string) => Promise<Response>,
) {
  const before = filesOnDisk();
  // The killed server never answers: the request fails, and that is expected.
  const request = upload(server.base).catch(() => undefined);
  await uploadHeld(server, request);
  await kill(server, 'SIGKILL');
  const leftBehind = temporaryFiles();
  const restarted = await startServer(nextHold);
  return { before, leftBehind, restarted };
}

function multipartBody(
  fields: Record<string, string>,
  files: { field: string; name: string; content: Buffer }[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.content)]), file.name);
  return form;
}

const images = () =>
  Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      sharp({ create: { width: 900, height: 600, channels: 3, background: `#${i}0${i}0a0` } })
        .jpeg()
        .toBuffer(),
    ),
  );
const galleryUpload = (base: string, auth: Record<string, string>, productId: number, photos: Buffer[]) =>
  fetch(`${base}/api/admin/products/${productId}/files`, {
    method: 'POST',
    headers: auth,
    body: multipartBody(
      {},
      photos.map((content, i) => ({ field: 'files', name: `foto-${i}.jpg`, content })),
    ),
  });
const cvUpload = async (base: string) =>
  fetch(`${base}/api/human-resources`, {
    method: 'POST',
    headers: await csrfHeaders(base),
    body: multipartBody(jobApplicant, [{ field: 'cv', name: 'özgeçmiş.pdf', content: sampleFiles.pdf() }]),
  });

describe('an upload interrupted by SIGKILL', () => {
  it('leaves no orphan once the server has started again', { timeout: 300_000 }, async () => {
    // Six images are twelve files: the first kill comes once all twelve are written.
    let server = await startServer('write:12');
    try {
      let auth = await signIn(server.base);
      const category = await adminJson(server.base, auth, 'POST', '/categories', { name: { tr: 'Kesinti' } });
      const product = await adminJson(server.base, auth, 'POST', '/products', {
        title: { tr: 'Kesintili Kurs' },
        category_id: category.id,
      });
      const gallery = async () => {
        auth = await signIn(server.base);
        return (await adminJson(server.base, auth, 'GET', `/products/${product.id}`)).files as {
          url: string;
        }[];
      };
      const photos = await images();

      // Killed with every file written and the row not committed: the upload never happened.
      const uncommitted = await killDuringUpload(server, 'rename:3', (base) =>
        galleryUpload(base, auth, product.id, photos),
      );
      server = uncommitted.restarted;
      expect(uncommitted.leftBehind).toHaveLength(12);
      expect(temporaryFiles()).toEqual([]);
      expect(filesOnDisk()).toEqual(uncommitted.before);
      expect(server.output()).toContain('settled the files of uploads interrupted');
      expect(await gallery()).toEqual([]);

      // Killed with the row committed and two of twelve files moved into place: the upload is completed.
      const committed = await killDuringUpload(server, 'write:1', (base) =>
        galleryUpload(base, auth, product.id, photos),
      );
      server = committed.restarted;
      expect(committed.leftBehind).toHaveLength(10);
      expect(temporaryFiles()).toEqual([]);
      const files = await gallery();
      expect(files).toHaveLength(6);
      const expected = files.flatMap((file) => [file.url, file.url.replace(/\.webp$/, '-thumb.webp')]);
      expect(filesOnDisk()).toEqual([...committed.before, ...expected.map((url) => url.slice(1))].sort());

      // A CV on the careers form, killed once written: no file, no application.
      const cv = await killDuringUpload(server, '', cvUpload);
      server = cv.restarted;
      expect(cv.leftBehind).toEqual([expect.stringMatching(/^private\/cv\/\.tmp-[a-f0-9]{32}\.pdf$/)]);
      expect(temporaryFiles()).toEqual([]);
      expect(filesOnDisk()).toEqual(cv.before);
      auth = await signIn(server.base);
      expect((await adminJson(server.base, auth, 'GET', '/human-resources')).total).toBe(0);

      // And the same uploads go through afterwards.
      expect((await galleryUpload(server.base, auth, product.id, photos.slice(0, 1))).status).toBe(201);
      expect((await cvUpload(server.base)).status).toBe(200);
      expect(temporaryFiles()).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output()}`, {
        cause: error,
      });
    } finally {
      await kill(server, 'SIGTERM');
    }
  });
});
