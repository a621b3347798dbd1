import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from './fixtures';

/*
 * Issue 32: every address of the sitemap and the 404 page are valid HTML by the W3C's Nu HTML checker
 * (vnu-jar). The pages are fetched as the built server answers them, written to files and checked by ONE
 * Java process (a start of the checker takes seconds; one per page would take minutes).
 */

const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The checker's own gaps, not the page's: its CSS parser (CSS 2.1 and CSS3 modules of some years ago)
 * does not know container queries (`@container`, the `container*` properties), which every browser the
 * site supports has had since 2023. Only these exact messages are forgiven; any other CSS message (a
 * broken rule, an unknown value) still fails the test.
 */
const checkerCssGaps: RegExp[] = [
  /^CSS: Unrecognized at-rule “@container”\.?$/,
  /^CSS: “container(?:-type|-name)?”: Property “container(?:-type|-name)?” doesn't exist\.?$/,
];

const isCheckerCssGap = (message: string) => checkerCssGaps.some((gap) => gap.test(message));

let dir: string;
/** The checked file's name → the address it was fetched from. */
const addressOf = new Map<string, string>();

/** The sitemap's addresses, on the tested server's origin (the sitemap names PUBLIC_URL's). */
async function sitemapAddresses(): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1].replaceAll('&amp;', '&'),
  );
  return [...new Set(locations.map((location) => new URL(location).pathname + new URL(location).search))];
}

async function save(address: string, expectedStatus: number): Promise<void> {
  const response = await fetch(`${baseURL}${address}`, { headers: { accept: 'text/html' } });
  expect(response.status, address).toBe(expectedStatus);
  expect(response.headers.get('content-type'), address).toContain('text/html');
  const name = `page-${addressOf.size + 1}.html`;
  fs.writeFileSync(path.join(dir, name), await response.text());
  addressOf.set(name, address);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-vnu-'));
  const addresses = await sitemapAddresses();
  for (const address of addresses) await save(address, 200);
  // The 404 page, in both languages: an unknown address and the page's own.
  await save(`/bu-adres-yok-${Date.now()}`, 404);
  await save(`/en/no-such-page-${Date.now()}`, 404);
}, 180_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('HTML validity (Nu HTML checker)', () => {
  it('checks every sitemap address and the 404 page', () => {
    // The demo site has dozens of pages in two languages; a handful would mean the sitemap lost its content.
    expect(addressOf.size).toBeGreaterThan(20);
  });

  it('finds no errors besides the checker’s own CSS gaps', async () => {
    const files = [...addressOf.keys()].map((name) => path.join(dir, name));
    // vnu exits with 1 when it reports errors; the JSON on stderr is read either way.
    const result = await promisify(execFile)(
      'java',
      ['-Xss1024k', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
      if (error.code !== 1) throw error;
      return { stdout: error.stdout ?? '', stderr: error.stderr ?? '' };
    });
    const { messages } = JSON.parse(result.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !isCheckerCssGap(message.message))
      .map((message) => {
        const file = message.url ? path.basename(new URL(message.url).pathname) : '';
        return `${addressOf.get(file) ?? file}:${message.lastLine ?? '?'} ${message.message}${
          message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''
        }`;
      });
    expect(errors, errors.join('\n')).toEqual([]);
  }, 300_000);
});
