import { describe, expect, it } from 'vitest';
import { cspNoncePlaceholder as mark } from '../../shared/cspNonce.js';
import { markScriptsWithNonce } from './scriptNonces.js';

describe('markScriptsWithNonce', () => {
  it('marks every script tag of a pasted snippet, whatever its case and attributes', () => {
    const snippet =
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>\n' +
      "<SCRIPT>window.dataLayer=[];</SCRIPT><noscript><img src='https://x/p.gif'></noscript><script\nsrc=a.js></script>";
    expect(markScriptsWithNonce(snippet)).toBe(
      `<script nonce="${mark}" async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>\n` +
        `<script nonce="${mark}">window.dataLayer=[];</SCRIPT><noscript><img src='https://x/p.gif'></noscript>` +
        `<script nonce="${mark}"\nsrc=a.js></script>`,
    );
  });

  it('replaces a nonce the snippet brought, and leaves a script’s own text alone', () => {
    const snippet = `<script nonce="abc">document.write('<script src="x.js"><\\/script>')</script>`;
    expect(markScriptsWithNonce(snippet)).toBe(
      `<script nonce="${mark}">document.write('<script src="x.js"><\\/script>')</script>`,
    );
  });

  it('removes the placeholder from the snippet’s text, so it cannot reveal a response’s nonce', () => {
    expect(markScriptsWithNonce(`<p>${mark}</p><scripts>`)).toBe('<p></p><scripts>');
  });
});
