// Prints what each area (site, login, admin) loads on first paint, as the browser receives it (the build's
// brotli twins, which the server sends to every browser that accepts br; gzip shown beside), and fails the
// build when a budget is exceeded. "Initial" = the area's entry chunk and everything it imports statically;
// lazy routes and dynamic imports are listed separately.
import fs from 'node:fs';
import path from 'node:path';
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
/** Budgets in bytes on the wire (brotli), for the first load of each area. */
const budgets = {
  site: { js: 100 * kB, css: 20 * kB },
  login: { js: 80 * kB, css: 10 * kB },
  admin: { js: 350 * kB, css: 60 * kB },
};
const entries = {
  site: 'site/index.html',
  login: 'admin/login/index.html',
  admin: 'admin/index.html',
};
/**
 * Chunks an area imports dynamically but always, before its first screen can show: the back office's entry
 * fetches react-admin (App) and its table of screens while the status check runs. Counted as initial; the
 * screens themselves (admin/navigation/lazyScreen.ts) load when first opened and are listed as lazy.
 */
const alwaysLoaded = {
  site: [],
  login: [],
  admin: ['admin/App.tsx', 'admin/screens.ts'],
};

/** The bytes sent for a file in an encoding: its pre-compressed twin, or the file itself when there is none. */
const sentSize = (file, suffix) => {
  const full = path.join(dist, file);
  return fs.existsSync(full + suffix) ? fs.statSync(full + suffix).size : fs.statSync(full).size;
};
const brSize = (file) => sentSize(file, '.br');
const gzipSize = (file) => sentSize(file, '.gz');
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
  for (const key of alwaysLoaded[area]) {
    if (!manifest[key]) {
      console.error(`The ${area} area no longer has ${key}: update alwaysLoaded in this script`);
      failed = true;
    } else collect(key, initial);
  }
  const jsFiles = new Set();
  const cssFiles = new Set();
  for (const key of initial) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) jsFiles.add(chunk.file);
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  // Built as one stylesheet (the site: cssCodeSplit off), the CSS is its own manifest entry the HTML links.
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) cssFiles.add(chunk.file);
  const lazy = new Set();
  for (const key of initial) for (const dyn of manifest[key].dynamicImports ?? []) lazy.add(dyn);
  const lazyChunks = new Set();
  for (const key of lazy) for (const k of collect(key)) if (!initial.has(k)) lazyChunks.add(manifest[k].file);
  const total = (files, size) => [...files].reduce((sum, f) => sum + size(f), 0);
  const lazyJs = [...lazyChunks].filter((f) => f.endsWith('.js'));

  const js = total(jsFiles, brSize);
  const css = total(cssFiles, brSize);
  const budget = budgets[area];
  const over = js > budget.js || css > budget.css;
  failed ||= over;
  rows.push(
    `${area.padEnd(6)} initial JS ${format(js)} (gzip ${format(total(jsFiles, gzipSize))}, budget ${format(budget.js)}, ${jsFiles.size} files)   CSS ${format(css)} (budget ${format(budget.css)})   lazy JS ${format(total(lazyJs, brSize))} in ${lazyJs.length} chunks${over ? '   OVER BUDGET' : ''}`,
  );
}

console.log('\nBundle sizes on the wire (brotli, as the server sends them):');
for (const row of rows) console.log(`  ${row}`);
if (failed) {
  console.error('\nA bundle budget was exceeded (see scripts/report-bundle-size.mjs).');
  process.exit(1);
}
fs.writeFileSync(buildStamp, new Date().toISOString());
