// `npm run lighthouse`: Lighthouse 12 (from the npm registry, run with npx) in Debian's Chromium, mobile
// settings, on the pages issue 11 names: home, the calendar, a course and a news item, each on a fresh
// instance of the compiled server with the demo content. Prints the four category scores and the metrics
// behind them. LIGHTHOUSE_BASE_URL=http://… measures a running server instead.
//
// Lighthouse throttles by simulation, scaled from what this machine's CPU did during the run: one run swings
// with whatever else the machine is doing (the first audit after start-up often scores 10–20 lower). Each page
// is audited LIGHTHOUSE_RUNS times (3 by default) and the run with the median Performance score is reported,
// as Lighthouse's own guidance on variability advises.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumFlags } from '../tests/e2e/chromiumFlags.mjs';
import { buildIsStale } from './buildState.mjs';
import { startLocalServer } from './localServer.mjs';
import { startScriptlessProxy } from './scriptlessProxy.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const chromium = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
const chromeFlags = ['--headless=new', ...chromiumFlags].join(' ');

/** A fetch that tries once more: an audit takes longer than the server keeps an idle connection open. */
async function fetchAgain(url) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

async function firstSeoName(baseURL, apiPath) {
  const res = await fetchAgain(`${baseURL}${apiPath}`);
  const { data } = await res.json();
  return data[0].seo_name;
}

/**
 * One Lighthouse run. Lighthouse sometimes fails to record Chrome's trace on this kind of machine (NO_NAVSTART,
 * "Please run Lighthouse again"): such a run is tried again, twice at most, instead of ending the whole audit.
 */
async function audit(url, reportDir, name, attemptsLeft = 3) {
  const output = path.join(reportDir, `${name}.json`);
  // Not spawnSync: the reference's proxy answers from this process while Lighthouse runs.
  const child = spawn(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${chromeFlags}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromium } },
  );
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0) {
    if (attemptsLeft > 1) return audit(url, reportDir, name, attemptsLeft - 1);
    throw new Error(`lighthouse failed on ${url}`);
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  // A run whose page load Lighthouse could not measure has no Performance score: not a result either.
  if (report.categories.performance?.score == null && attemptsLeft > 1) {
    return audit(url, reportDir, name, attemptsLeft - 1);
  }
  return report;
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
const metric = (report, id) => report.audits[id]?.displayValue ?? '-';
/** The audits that cost points, for whoever wants to fix them. */
const failing = (report) =>
  Object.values(report.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .map((ref) => report.audits[ref.id])
    .filter((item) => item.score !== null && item.score < 1)
    .map((item) => item.id);

if (!process.env.LIGHTHOUSE_BASE_URL && buildIsStale()) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const local = process.env.LIGHTHOUSE_BASE_URL
  ? null
  : await startLocalServer({
      name: 'lighthouse',
      // LIGHTHOUSE_CATALOGUE=large: 500 courses and 1,000 sessions (npm run db:seed:large) instead of the demo's 20.
      largeCatalogue: process.env.LIGHTHOUSE_CATALOGUE === 'large',
    });
const baseURL = process.env.LIGHTHOUSE_BASE_URL ?? local.baseURL;
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-lighthouse-'));
// Beside each page, the same page with its scripts taken out (scriptlessProxy.mjs): this machine's ceiling.
const reference = process.env.LIGHTHOUSE_REFERENCE === '0' ? null : await startScriptlessProxy(baseURL);

/** The page audited `runs` times. */
async function auditRuns(url, name) {
  const reports = [];
  for (let run = 1; run <= runs; run++) {
    reports.push(await audit(url, reportDir, runs > 1 ? `${name}-${run}` : name));
  }
  return reports;
}

/** A table row: the run with the median Performance score, and every run's score. */
function medianRow(page, reports) {
  reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const report = reports[Math.floor((reports.length - 1) / 2)];
  return {
    page,
    performance: score(report, 'performance'),
    ...(runs > 1 ? { 'all runs': reports.map((each) => score(each, 'performance')).join('/') } : {}),
    accessibility: score(report, 'accessibility'),
    'best-practices': score(report, 'best-practices'),
    seo: score(report, 'seo'),
    LCP: metric(report, 'largest-contentful-paint'),
    TBT: metric(report, 'total-blocking-time'),
    CLS: metric(report, 'cumulative-layout-shift'),
    'losing points': failing(report).join(', ') || '-',
  };
}
let code = 0;
try {
  const pages = [
    ['home', '/'],
    ['calendar', '/egitim-takvimi'],
    ['course', `/kurs/${await firstSeoName(baseURL, '/api/pages/products')}`],
    ['news', `/haber/${await firstSeoName(baseURL, '/api/pages/news')}`],
  ];
  const rows = [];
  for (const [name, pathName] of pages) {
    // Once to fill the server's page cache, as a visitor after the first one finds it.
    await (await fetchAgain(`${baseURL}${pathName}`)).arrayBuffer();
    rows.push(medianRow(pathName, await auditRuns(`${baseURL}${pathName}`, name)));
    if (reference) {
      rows.push(
        medianRow(
          `${pathName} (no script)`,
          await auditRuns(`${reference.baseURL}${pathName}`, `${name}-no-script`),
        ),
      );
    }
  }
  console.table(rows);
  console.log(`Reports (JSON): ${reportDir}`);
} catch (error) {
  console.error(`lighthouse: ${error.message}`);
  code = 1;
} finally {
  await reference?.stop();
  await local?.stop({ keepData: code !== 0 });
}
process.exit(code);
