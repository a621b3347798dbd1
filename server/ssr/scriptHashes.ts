import { createHash } from 'node:crypto';

/*
 * The public site's CSP admits inline scripts by the hash of their text (server/http/securityHeaders.ts), so
 * that a page is the same bytes for every visitor and a shared cache can keep it (issue 31). Only HTML the
 * server trusts is hashed: the build's template, the server's own scripts and the admin's integration
 * snippets, never what was rendered from content; a script injected into content matches no hash.
 */

/** The CSP source for an inline script: SHA-256 of its text as the browser reads it (CR LF and CR are LF). */
export function scriptHash(text: string): string {
  const parsed = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}

/** A `<script …>` start tag, its attributes quoted or not (a `>` inside a quoted value does not end it). */
const scriptStartTag = /<script(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const hasSource = /(?:^|\s)src\s*=/i;

/**
 * The text of every inline script in a piece of trusted HTML (those with a `src` run by that address, which
 * 'strict-dynamic' admits when a trusted script inserts them). A script ends at its first `</script`.
 */
export function inlineScriptTexts(html: string): string[] {
  const lower = html.toLowerCase();
  const startTag = new RegExp(scriptStartTag);
  const texts: string[] = [];
  for (let tag = startTag.exec(html); tag; tag = startTag.exec(html)) {
    const start = tag.index + tag[0].length;
    const close = lower.indexOf('</script', start);
    const end = close === -1 ? html.length : close;
    if (!hasSource.test(tag[1])) texts.push(html.slice(start, end));
    startTag.lastIndex = end;
  }
  return texts;
}

/** The hashes of a trusted piece of HTML's inline scripts, for the page's policy. */
export const inlineScriptHashes = (html: string): string[] => inlineScriptTexts(html).map(scriptHash);
