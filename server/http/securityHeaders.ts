import type { FastifyHelmetOptions } from '@fastify/helmet';

/*
 * The Content-Security-Policy of each kind of answer (issue 12). Styles allow 'unsafe-inline' everywhere:
 * React writes style attributes, MUI injects <style> elements, and the public pages inline their
 * stylesheet; scripts are what a CSP must hold, and no policy here lets an injected script run.
 */

const directives = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join('; ');

/** JSON, files, assets and error answers: nothing in them may load or run anything, nor be framed. */
export const resourcePolicy = directives({
  'default-src': "'none'",
  'frame-ancestors': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
});

/** The back office and its login: our own origin only, no third-party host at all, never framed. */
export const backOfficePolicy = directives({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'frame-src': "'none'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
});

/**
 * The public site. Scripts run only by the hash of their text: ours (the loader the server writes into the
 * template, the head's pre-paint script) and the integration scripts the admin pasted, each page listing
 * the hashes of its own (server/ssr/scriptHashes.ts); 'strict-dynamic' lets those load what they load (our
 * loader the build's modules, Google's tag more tags). With no nonce a page is the same bytes for every
 * visitor, so a shared cache can keep it (issue 31). No `https:` or 'unsafe-inline' fallback for browsers
 * without CSP 3: every browser since 2022 knows 'strict-dynamic', and a fallback would let the policy read
 * as unsafe to scanners and auditors. Images, frames (YouTube, Vimeo) and beacons of the integrations come
 * from other hosts, over HTTPS.
 */
export function sitePolicy(scriptHashes: readonly string[], overHttps: boolean): string {
  return directives({
    'default-src': "'self'",
    'script-src': [...new Set(scriptHashes), "'strict-dynamic'"].join(' '),
    'style-src': "'self' 'unsafe-inline' https:",
    'img-src': "'self' data: blob: https:",
    'font-src': "'self' data: https:",
    'connect-src': "'self' https:",
    'frame-src': "'self' https:",
    'media-src': "'self' https:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
    ...(overHttps ? { 'upgrade-insecure-requests': '' } : {}),
  });
}

/**
 * @fastify/helmet's headers on every answer that goes through Fastify (the fast lane repeats the ones an
 * answer went out with). The CSP is ours: one per kind of answer, set above. HSTS only when the site's
 * public address is HTTPS: behind a TLS-terminating proxy every visitor's request is then over TLS, while
 * a plain-HTTP install (development, an intranet) must not pin browsers to HTTPS.
 */
const referrerPolicy = 'strict-origin-when-cross-origin';
const resourceSharing = 'same-site';
const hsts = { maxAge: 31_536_000, includeSubDomains: true };
const publishedOverHttps = (publicUrl: string | undefined) => publicUrl?.startsWith('https://') ?? false;

export function helmetOptions(publicUrl: string | undefined): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: false,
    // Cross-origin isolation would block the integrations' images and YouTube frames on the public site.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: resourceSharing },
    referrerPolicy: { policy: referrerPolicy },
    // Headers for browsers long gone (IE's X-Download-Options and X-XSS-Protection, Flash's cross-domain
    // policies) or with no effect here: each costs every answer, the cached ones included.
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
    strictTransportSecurity: publishedOverHttps(publicUrl) ? hsts : false,
  };
}

/**
 * The headers helmet (with the options above) and the resource policy put on an answer, for the answers
 * sent before any hook runs: an address refused before routing (a malformed %-escape) and a request the
 * HTTP parser refused (plugins/errorHandler.ts). tests/api/security-headers.test.ts holds them equal to
 * what helmet sets on an ordinary error.
 */
export function headersBeforeRouting(publicUrl: string | undefined): Record<string, string> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': resourceSharing,
    'referrer-policy': referrerPolicy,
    ...(publishedOverHttps(publicUrl)
      ? { 'strict-transport-security': `max-age=${hsts.maxAge}; includeSubDomains` }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'content-security-policy': resourcePolicy,
  };
}
