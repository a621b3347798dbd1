import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from '../tests/bench/net.js';
import { productionEnv } from '../tests/helpers/productionEnv.js';

/*
 * Issue 10: `npm start` runs the server as plain JavaScript. This compiles the server the way `npm run build`
 * does (tsconfig.server.json) into a temporary folder and starts it with node alone: no tsx, no TypeScript at
 * run time, on a fresh data directory (migrations and demo content included).
 */
const root = path.resolve(import.meta.dirname, '..');
// Inside the project, so the compiled files find node_modules the way dist-server/ does.
fs.mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
const outDir = fs.mkdtempSync(path.join(root, 'node_modules', '.cache', 'akademi-compiled-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-compiled-data-'));
afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('compiles, starts with plain node and answers', { timeout: 300_000 }, async () => {
    const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const compile = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.server.json', '--outDir', outDir], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(compile.stdout + compile.stderr).toBe('');
    expect(compile.status).toBe(0);
    const entry = path.join(outDir, 'server', 'server.js');
    expect(fs.existsSync(entry)).toBe(true);

    const port = await freePort();
    const adminPort = await freePort();
    const server = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        ...productionEnv(
          { port, adminPort, dataDir },
          { email: 'compiled@akademi.test', password: 'Derleme-Kutu-58' },
        ),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitForHttp(`http://127.0.0.1:${port}/api/pages/categories`, 60_000);
      const res = await fetch(`http://127.0.0.1:${port}/api/pages/products`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      const body = (await res.json()) as { success: boolean; data: unknown[] };
      expect(body.success).toBe(true);
      expect(body.data.length).toBeGreaterThan(0);
      // A course brochure (issue 32): pdfkit, its font data and the DejaVu fonts resolve at run time.
      const [course] = body.data as Array<{ seo_name: string }>;
      const brochure = await fetch(`http://127.0.0.1:${port}/kurs/${course.seo_name}/brosur.pdf`);
      expect(brochure.status).toBe(200);
      expect(
        Buffer.from(await brochure.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // No TypeScript loader in the process: it was started as `node server.js` and nothing else.
      expect(server.spawnargs).toEqual([process.execPath, entry]);
      expect(output).toContain('First administrator created');
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
    } finally {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
    }
    expect(output).not.toMatch(/Error|tsx/);
  });
});
