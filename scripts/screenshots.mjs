// `npm run screenshots`: the README's pictures of the public site. Builds the front end if needed, starts a
// fresh instance of the compiled server with the demo content (as `npm run test:e2e` does), and photographs
// home, the calendar, a course, an instructor and the contact page at 390 and 1366 px wide, in Turkish and
// English, into docs/screenshots/<page>-<lang>-<width>.png. SCREENSHOTS_BASE_URL=http://… photographs a
// running server instead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { buildIsStale } from './buildState.mjs';
import { startLocalServer } from './localServer.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const outDir = path.join(root, 'docs', 'screenshots');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(executablePath)) {
  console.error(`Chromium not found at ${executablePath}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

/** Demo records by seo name (server/db/seed/data): the same course and instructor on every run. */
const pages = [
  ['home', '/'],
  ['calendar', '/egitim-takvimi'],
  ['course', '/kurs/python-ile-veri-analizi'],
  ['instructor', '/egitmen/ayse-kaya'],
  ['contact', '/iletisim'],
];
const languages = [
  { lang: 'tr', prefix: '', reject: 'Reddet' },
  { lang: 'en', prefix: '/en', reject: 'Reject' },
];
/**
 * A phone (390 × 844) and a laptop (1366 × 768). Pages are taken from the top down to `maxHeight` CSS pixels:
 * the top of a long page is what a README reader looks at, and the files stay small.
 */
const viewports = [
  { width: 390, height: 844, maxHeight: 2400 },
  { width: 1366, height: 768, maxHeight: 2000 },
];

if (!process.env.SCREENSHOTS_BASE_URL && buildIsStale()) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Scrolls to the bottom in steps so lazy images load, then back to the top, and waits for the images. */
async function settle(page) {
  await page.evaluate(async () => {
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause(60);
    }
    window.scrollTo(0, 0);
    const loading = [...document.images].filter((image) => !image.complete);
    await Promise.race([
      pause(5000),
      Promise.all(
        loading.map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        ),
      ),
    ]);
  });
  await page.waitForLoadState('networkidle');
  // The scroll-to-top button and the page-change announcement react to scrolling; let them settle.
  await page.waitForTimeout(400);
}

/** The cookie banner, answered as a visitor would: "Reject" (the first page of each language and size). */
async function answerCookieBanner(page, label) {
  const reject = page.getByRole('button', { name: label, exact: true });
  if (await reject.isVisible().catch(() => false)) {
    await reject.click();
    await reject.waitFor({ state: 'hidden' });
  }
}

async function photograph(browser, baseURL) {
  fs.mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const { lang, prefix, reject } of languages) {
    for (const { width, height, maxHeight } of viewports) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: lang === 'tr' ? 'tr-TR' : 'en-GB',
        timezoneId: 'Europe/Istanbul',
      });
      const page = await context.newPage();
      for (const [name, pagePath] of pages) {
        const url = `${baseURL}${prefix}${pagePath === '/' && prefix ? '' : pagePath}`;
        console.log(`${name} ${lang} ${width}: ${url}`);
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
        await answerCookieBanner(page, reject);
        await settle(page);
        // A long page is taken in a window as tall as the picture, rather than as a full-page capture:
        // fixed bars (the course's price bar on a phone) then sit at the bottom edge, where a visitor sees
        // them, not over the content. A short page is taken whole (a taller window would stretch its 60vh main).
        const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        const long = fullHeight > maxHeight;
        if (long) {
          await page.setViewportSize({ width, height: maxHeight });
          await page.waitForTimeout(300);
        }
        const png = await page.screenshot({ fullPage: !long, animations: 'disabled', caret: 'hide' });
        if (long) await page.setViewportSize({ width, height });
        // A 256-colour palette: flat UI colours survive, and each picture is a fraction of its raw size.
        const file = path.join(outDir, `${name}-${lang}-${width}.png`);
        await sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(file);
        written.push(file);
      }
      await context.close();
    }
  }
  return written;
}

const local = process.env.SCREENSHOTS_BASE_URL ? null : await startLocalServer({ name: 'screenshots' });
const baseURL = process.env.SCREENSHOTS_BASE_URL ?? local.baseURL;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
let code = 0;
try {
  const files = await photograph(browser, baseURL);
  for (const file of files) {
    console.log(`${path.relative(root, file)}  ${(fs.statSync(file).size / 1024).toFixed(0)} kB`);
  }
} catch (error) {
  console.error(`screenshots: ${error.message}`);
  code = 1;
} finally {
  await browser.close();
  await local?.stop({ keepData: code !== 0 });
}
process.exit(code);
