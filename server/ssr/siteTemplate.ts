import fs from 'node:fs';
import path from 'node:path';
import { scriptSafeJson } from '../../shared/pageState.js';

/*
 * The public site's HTML as the build wrote it (dist/site/index.html), made into the template every page is
 * rendered from, once per build. Its CSP admits scripts by hash (issue 31: the page must be the same bytes
 * for every visitor, which rules out a nonce per response), and under 'strict-dynamic' a script tag the
 * parser meets without a nonce or a hash does not run: the build's entry module and its preloads are
 * therefore inserted by one small inline loader, whose hash the policy names, and the scripts a trusted
 * script inserts run (server/http/securityHeaders.ts).
 */

/**
 * The public site's stylesheet (7 kB compressed) goes into its pages: a first visit then paints without waiting
 * for a second request (issue 11's Lighthouse targets; the page is cached compressed, so this costs no work).
 */
function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      try {
        const css = fs.readFileSync(path.join(distDir, file), 'utf8');
        return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      } catch {
        return tag; // not there: the browser asks for it as it would anyway
      }
    },
  );
}

const entryScript = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload"[^>]*>\s*/g;
const attribute = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** A start tag's attributes as written (a bare one is ''), its name left out. */
function attributesOf(tag: string): Record<string, string> {
  const inside = tag.slice(tag.indexOf(' '), tag.indexOf('>'));
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of inside.matchAll(attribute)) {
    attributes[name.toLowerCase()] = double ?? single ?? bare ?? '';
  }
  return attributes;
}

/**
 * The loader's text: it preloads the entry and its chunks at once (as the preload scanner did with the
 * build's tags) and runs the entry once the document is parsed, as a deferred module would: hydration must
 * find the whole page and its state.
 */
function loaderScript(entry: Record<string, string>, preloads: Array<Record<string, string>>): string {
  const shared = Object.entries(entry).filter(([name]) => name !== 'src' && name !== 'type');
  const links = [{ rel: 'modulepreload', ...Object.fromEntries(shared), href: entry.src }, ...preloads];
  return (
    '(()=>{const d=document,add=(n,a)=>{const e=d.createElement(n);for(const k in a)e.setAttribute(k,a[k]);' +
    `d.head.append(e)};for(const a of ${scriptSafeJson(links)})add("link",a);` +
    `const run=()=>add("script",${scriptSafeJson(entry)});` +
    'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",run):run()})()'
  );
}

/**
 * The build's module tags replaced by the loader, where the entry stood. A nonce the build may still carry
 * (Vite's `html.cspNonce` and its `<meta property="csp-nonce">`) is taken out: no response has one.
 */
export function withScriptLoader(html: string): string {
  const plain = html
    .replace(/<meta property="csp-nonce"[^>]*>\s*/g, '')
    .replace(/(<(?:script|link|style)\b[^>]*?)\s+nonce="[^"]*"/g, '$1');
  const entries = plain.match(entryScript) ?? [];
  if (entries.length !== 1) return plain; // not a build of the site's entry: left as it is
  const preloads = (plain.match(modulePreload) ?? []).map(attributesOf);
  const loader = `<script>${loaderScript(attributesOf(entries[0]), preloads)}</script>\n`;
  return plain.replace(modulePreload, '').replace(entryScript, () => loader);
}

/** The template of the site's pages, from the built HTML. */
export const siteTemplate = (html: string, distDir: string): string =>
  withScriptLoader(inlineStylesheets(html, distDir));
