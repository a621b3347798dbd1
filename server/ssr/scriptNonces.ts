import { cspNoncePlaceholder } from '../../shared/cspNonce.js';

/**
 * Content written into a page (texts, the admin's snippets) must not carry the nonce placeholder: the
 * server would turn it into the response's nonce wherever it stands.
 */
export const withoutNoncePlaceholder = (text: string): string => text.replaceAll(cspNoncePlaceholder, '');

/**
 * Gives every <script> element of an HTML snippet the nonce placeholder (replacing a nonce it had), so that
 * it runs under the public site's CSP. Only real tags: a script's own text is skipped, so a
 * `document.write('<script …>')` inside one is left as written.
 */
export function markScriptsWithNonce(html: string): string {
  const source = withoutNoncePlaceholder(html);
  const lower = source.toLowerCase();
  let out = '';
  let at = 0;
  for (;;) {
    const start = lower.indexOf('<script', at);
    if (start === -1) break;
    const after = lower[start + 7];
    const tagEnd = lower.indexOf('>', start);
    if (tagEnd === -1) break;
    if (after !== undefined && !/[\s/>]/.test(after)) {
      out += source.slice(at, start + 7); // <scripts…>, not a script tag
      at = start + 7;
      continue;
    }
    const attributes = source
      .slice(start + 7, tagEnd)
      .replace(/\snonce\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '');
    const close = lower.indexOf('</script', tagEnd);
    const end = close === -1 ? source.length : close;
    out += `${source.slice(at, start)}<script nonce="${cspNoncePlaceholder}"${attributes}>${source.slice(tagEnd + 1, end)}`;
    at = end;
  }
  return out + source.slice(at);
}
