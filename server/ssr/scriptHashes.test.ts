import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScriptTexts, scriptHash } from './scriptHashes.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hash a script’s text as the browser reads it: UTF-8, line ends made LF', () => {
    expect(scriptHash('a()\r\nb()\rc()')).toBe(sha256('a()\nb()\nc()'));
    expect(scriptHash('ş')).toBe(sha256('ş'));
  });

  it('take every inline script of a snippet, whatever its case and attributes, and none with an address', () => {
    const snippet =
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>\n' +
      "<SCRIPT>window.dataLayer=[];</SCRIPT><noscript><img src='https://x/p.gif'></noscript>" +
      '<script data-x="a>b">one()</script><script\nsrc=a.js></script><scripts>';
    expect(inlineScriptTexts(snippet)).toEqual(['window.dataLayer=[];', 'one()']);
    expect(inlineScriptHashes(snippet)).toEqual([sha256('window.dataLayer=[];'), sha256('one()')]);
  });

  it('end a script at its first closing tag, as the parser does, and read an unclosed one to the end', () => {
    const html = `<script>document.write('<script src="x.js"><\\/script>')</script><script>tail()`;
    expect(inlineScriptTexts(html)).toEqual([`document.write('<script src="x.js"><\\/script>')`, 'tail()']);
  });
});
