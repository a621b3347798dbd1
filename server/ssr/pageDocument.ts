import { htmlLanguageAttributes } from '../../shared/languageDirection.js';
import { type PageState, pageStateElementId, scriptSafeJson } from '../../shared/pageState.js';
import { inlineScriptHashes, scriptHash } from './scriptHashes.js';
import { escapeHtml } from './text.js';

/** Marks in site/index.html that the server fills. */
const headMark = /<!--ssr:head-->[\s\S]*?<!--\/ssr:head-->/;
/** With the template's indentation around it: a text node before the page would not match on hydration. */
const bodyMark = /\s*<!--ssr:body-->[\s\S]*?<!--\/ssr:body-->\s*/;
const leadingResourceHints = /^(?:<link [^>]*>)+/;

/**
 * The renderer's pre-paint script (the code's own text, never content; a `</script` in it could not be
 * written as JavaScript anyway, so it is refused). Anywhere in the head it runs before the body is parsed.
 */
const prePaintText = (script: string | undefined) =>
  script && !/<\/script/i.test(script) ? script : undefined;

/**
 * The whole page: the template (site/index.html) with the page's language, head, body and state, and the
 * hashes of its inline scripts for its CSP (server/http/securityHeaders.ts sitePolicy).
 */
export function pageDocument(input: {
  template: string;
  lang: string;
  /** The head's tags (pageHead.ts). */
  head: string;
  /** Extra head HTML (keywords, integration scripts): trusted, its inline scripts are admitted by hash. */
  headExtras: string;
  prePaintScript: string | undefined;
  /** What React rendered. */
  body: string;
  state: PageState;
}): { html: string; scriptHashes: string[] } {
  // React puts the resource hints it collected (preloaded images) before the page; outside <html> rendering
  // they would land inside the root element, which must hold exactly what the browser's React renders.
  const hints = leadingResourceHints.exec(input.body)?.[0] ?? '';
  const body = input.body.slice(hints.length);
  // The head is filled in the template alone; the page's body and state (most of its ~200 kB) are put in
  // once, at the template's own marks, so the whole page is never searched or copied again here.
  const prePaint = prePaintText(input.prePaintScript);
  const shell = input.template
    // The page's language and writing direction (an added right-to-left language mirrors the page).
    .replace(/<html lang="[^"]*"(?: dir="[^"]*")?/, () => {
      const { lang: tag, dir } = htmlLanguageAttributes(input.lang);
      return `<html lang="${escapeHtml(tag)}" dir="${dir}"`;
    })
    .replace(
      headMark,
      () => `${input.head}\n${hints}${input.headExtras}${prePaint ? `<script>${prePaint}</script>\n` : ''}`,
    );
  const bodyAt = bodyMark.exec(shell);
  const bodyEnd = shell.lastIndexOf('</body>');
  if (!bodyAt || bodyEnd < bodyAt.index) throw new Error('site/index.html has lost its body marks');
  const html =
    shell.slice(0, bodyAt.index) +
    body +
    shell.slice(bodyAt.index + bodyAt[0].length, bodyEnd) +
    // Outside the root element, which must hold exactly what React renders.
    `<script id="${pageStateElementId}" type="application/json">${scriptSafeJson(input.state)}</script>` +
    shell.slice(bodyEnd);
  // Only what the server trusts is hashed (the template, its extras, its own script), never the rendered
  // content: a script injected there matches no hash and does not run.
  const scriptHashes = [
    ...inlineScriptHashes(input.template),
    ...inlineScriptHashes(input.headExtras),
    ...(prePaint ? [scriptHash(prePaint)] : []),
  ];
  return { html, scriptHashes };
}
