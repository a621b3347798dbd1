import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './startAfterFirstPaint.js';

const built = (head: string) =>
  `<!doctype html><html><head>${head}<link rel="modulepreload" crossorigin href="/assets/routes-1.js" nonce="N">` +
  '</head><body><div id="root"><p>page</p></div>' +
  '<script id="page-state" type="application/json">{}</script></body></html>';
const viteEntry = '<script type="module" crossorigin src="/assets/site-abc.js" nonce="N"></script>';

const entryScripts = (dom: JSDOM) =>
  [...dom.window.document.querySelectorAll('script[type="module"]')] as HTMLScriptElement[];
const nextFrame = (dom: JSDOM) =>
  new Promise<void>((resolve) => dom.window.requestAnimationFrame(() => setTimeout(resolve, 20)));

describe('startAfterFirstPaint', () => {
  it('preloads the entry at once and replaces its parser-inserted tag with a loader under the same nonce', () => {
    const html = startAfterFirstPaint(built(viteEntry));
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/site-abc.js" nonce="N">');
    expect(html).toMatch(/<script nonce="N" data-entry="\/assets\/site-abc.js">\(\(\)=>/);
    // The other preloads and the page state are left as they were.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/routes-1.js" nonce="N">');
    expect(html).toContain('<script id="page-state" type="application/json">{}</script>');
  });

  it('leaves a page without the build entry as it is', () => {
    const html = built('<script src="/other.js"></script>');
    expect(startAfterFirstPaint(html)).toBe(html);
  });

  it('starts the entry only after the page has parsed and a frame has gone by', async () => {
    const dom = new JSDOM(startAfterFirstPaint(built(viteEntry)), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    // The loader ran in the head; parsing has finished, but no frame has been painted yet.
    expect(entryScripts(dom)).toHaveLength(0);
    await nextFrame(dom);
    const [entry] = entryScripts(dom);
    expect(entry.getAttribute('src')).toBe('/assets/site-abc.js');
    expect(entry.getAttribute('crossorigin')).toBe('');
    expect(entry.parentElement?.tagName).toBe('HEAD');
    // Once only, however many frames follow.
    await nextFrame(dom);
    expect(entryScripts(dom)).toHaveLength(1);
    dom.window.close();
  });

  it('starts at once in a tab that is not visible, which paints no frame to wait for', async () => {
    const dom = new JSDOM(startAfterFirstPaint(built(viteEntry)), { runScripts: 'dangerously' });
    expect(dom.window.document.visibilityState).not.toBe('visible');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(entryScripts(dom)).toHaveLength(1);
    dom.window.close();
  });
});
