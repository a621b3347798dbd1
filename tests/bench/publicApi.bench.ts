// `npm run bench`: throughput and latency of the hot public API answers, through the whole Fastify stack
// (app.inject, no socket), on a fresh seeded database: SQLite by default, PostgreSQL when DATABASE_URL is set.
// "cold" clears the public cache before every request, so it measures the database path; "cached" is what
// visitors normally get.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { seedDemoContent } from '../../server/db/seed/index.js';

const endpoints = [
  '/api/pages/static-languages',
  '/api/pages/categories',
  '/api/pages/products',
  '/api/pages/products/upcoming',
  '/api/pages/search-products?search=egitim',
  '/api/pages/contact-information',
];
const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-bench-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir });
const app = await buildApp(config);
await seedDemoContent(app.db, { uploadsDir: path.join(dataDir, 'uploads') });
await app.ready();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function measure(url: string, cold: boolean) {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    if (cold) app.publicCache.clear();
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  return {
    rps: Math.round((iterations / total) * 1000),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
  };
}

console.log(
  `engine: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${iterations} requests per row, node ${process.version}\n`,
);
console.log('endpoint'.padEnd(44), 'mode  ', 'req/s'.padStart(7), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
for (const url of endpoints) {
  for (const cold of [true, false]) {
    const r = await measure(url, cold);
    console.log(
      url.padEnd(44),
      (cold ? 'cold' : 'cached').padEnd(6),
      String(r.rps).padStart(7),
      r.p50.toFixed(2).padStart(8),
      r.p95.toFixed(2).padStart(8),
    );
  }
}
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
