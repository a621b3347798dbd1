// Prints what each area (site, login, admin) loads on first paint, gzip-compressed, and fails the build when
// a budget is exceeded. "Initial" = the area's entry chunk and everything it imports statically; lazy routes
// and dynamic imports are listed separately.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildStamp } from './buildState.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// scripts/build.mjs writes one manifest per area.
const manifests = Object.fromEntries(
  ['site', 'login', 'admin'].map((area) => [
    area,
    JSON.parse(fs.readFileSync(path.join(dist, '.vite', `manifest-${area}.json`), 'utf8')),
  ]),
);
let manifest = {};

const kB = 1024;
/** Budgets in gzip bytes (issue 4 sets the site's; the login screen must stay small too). */
const budgets = {
  site: { js: 110 * kB, css: 20 * kB },
  login: { js: 80 * kB, css: 10 * kB },
  admin: { js: 600 * kB, css: 60 * kB },
};
const entries = {
  site: 'site/index.html',
  login: 'admin/login/index.html',
  admin: 'admin/index.html',
};

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const format = (bytes) => `${(bytes / kB).toFixed(1).padStart(7)} kB`;

function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(imported, seen);
  return seen;
}

let failed = false;
const rows = [];
for (const [area, entry] of Object.entries(entries)) {
  manifest = manifests[area];
  if (!manifest[entry]) {
    console.error(`No build output for the ${area} area (${entry})`);
    failed = true;
    continue;
  }
  const initial = collect(entry);
  const jsFiles = new Set();
  const cssFiles = new Set();
  for (const key of initial) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) jsFiles.add(chunk.file);
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  const lazy = new Set();
  for (const key of initial) for (const dyn of manifest[key].dynamicImports ?? []) lazy.add(dyn);
  const lazyChunks = new Set();
  for (const key of lazy) for (const k of collect(key)) if (!initial.has(k)) lazyChunks.add(manifest[k].file);
  const lazyBytes = [...lazyChunks].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);

  const js = [...jsFiles].reduce((sum, f) => sum + gzipSize(f), 0);
  const css = [...cssFiles].reduce((sum, f) => sum + gzipSize(f), 0);
  const budget = budgets[area];
  const over = js > budget.js || css > budget.css;
  failed ||= over;
  rows.push(
    `${area.padEnd(6)} initial JS ${format(js)} (budget ${format(budget.js)})   CSS ${format(css)} (budget ${format(budget.css)})   lazy JS ${format(lazyBytes)}${over ? '   OVER BUDGET' : ''}`,
  );
}

console.log('\nBundle sizes (gzip):');
for (const row of rows) console.log(`  ${row}`);
if (failed) {
  console.error('\nA bundle budget was exceeded (see scripts/report-bundle-size.mjs).');
  process.exit(1);
}
fs.writeFileSync(buildStamp, new Date().toISOString());
