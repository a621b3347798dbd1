import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptTexts } from './scriptHashes.js';
import { siteTemplate, withScriptLoader } from './siteTemplate.js';

/** The site's HTML as Vite writes it (with the nonces an older build still carries). */
const built =
  '<!doctype html><html lang="tr"><head><meta charset="UTF-8" />\n' +
  '<style nonce="n">.boot{}</style>\n' +
  '<meta property="csp-nonce" content="" nonce="n">\n' +
  '<script type="module" fetchpriority="low" crossorigin src="/assets/site-A.js" nonce="n"></script>\n' +
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk-B.js" nonce="n">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/style-C.css" nonce="n">\n' +
  '</head><body><div id="root"></div></body></html>';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-template-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets/style-C.css'), 'a{color:red}');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** Runs a loader's text against a recording document, as a browser would. */
function runLoader(text: string, readyState: 'loading' | 'interactive') {
  type Made = { tag: string; attributes: Record<string, string> };
  const added: Made[] = [];
  let onParsed: (() => void) | undefined;
  const document = {
    readyState,
    head: { append: ({ tag, attributes }: Made) => added.push({ tag, attributes }) },
    createElement: (tag: string) => {
      const attributes: Record<string, string> = {};
      return { tag, attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    },
    addEventListener: (event: string, listener: () => void) => {
      if (event === 'DOMContentLoaded') onParsed = listener;
    },
  };
  new Function('document', text)(document);
  return { added, parsed: () => onParsed?.() };
}

describe('the site’s template', () => {
  const template = siteTemplate(built, dist);

  it('has no nonce left, its stylesheet inlined, and one inline script: the loader, where the entry was', () => {
    expect(template).not.toContain('nonce');
    expect(template).toContain('<style>.boot{}</style>');
    expect(template).toContain('<style>a{color:red}</style>');
    expect(template).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(inlineScriptTexts(template)).toHaveLength(1);
    expect(template.indexOf('<script>')).toBeLessThan(template.indexOf('<style>a{'));
  });

  it('preloads the entry and its chunks at once, and runs the entry once the document is parsed', () => {
    const [loader] = inlineScriptTexts(template);
    const { added, parsed } = runLoader(loader, 'loading');
    const preload = { rel: 'modulepreload', fetchpriority: 'low', crossorigin: '' };
    expect(added).toEqual([
      { tag: 'link', attributes: { ...preload, href: '/assets/site-A.js' } },
      { tag: 'link', attributes: { ...preload, href: '/assets/chunk-B.js' } },
    ]);
    parsed();
    expect(added[2]).toEqual({
      tag: 'script',
      attributes: { type: 'module', fetchpriority: 'low', crossorigin: '', src: '/assets/site-A.js' },
    });
    // Already parsed (a late run): the entry goes in at once.
    expect(runLoader(loader, 'interactive').added.at(-1)?.tag).toBe('script');
  });

  it('leaves HTML without one entry module as it is, its nonces taken out', () => {
    expect(withScriptLoader('<head><script nonce="n" src="/a.js"></script></head>')).toBe(
      '<head><script src="/a.js"></script></head>',
    );
  });
});
