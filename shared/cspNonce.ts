/**
 * Written by the build into the public site's HTML wherever a script needs the page's CSP nonce (Vite's
 * `html.cspNonce`, which also puts it in a `<meta property="csp-nonce">` its lazy-chunk loader reads), and
 * replaced by the server with a fresh nonce for every response (server/http/noncedBody.ts).
 */
export const cspNoncePlaceholder = 'akademi-csp-nonce-placeholder';
