import type { RefusedForm } from './plainForms.js';

/**
 * What a server-rendered public page hands to the browser so the app hydrates without fetching again: the
 * language it was rendered in, the origin it is served from and every API answer it used, keyed as SWR keys
 * them. Written by the server into a JSON script tag, read by site/main.tsx.
 */
export interface PageState {
  lang: string;
  origin: string;
  /** SWR fallback: serialized key → the answer's `data`. */
  fallback: Record<string, unknown>;
  /** When the page was rendered: times such as "3 gün önce" hydrate as they were written, then move on. */
  renderedAt: string;
  /** The address was unknown: the page shown is the 404 page (SPEC §2 sends such visitors to /404). */
  notFound: boolean;
  /**
   * The dates and sorted lists as the page shows them, by the site's format key (site/ui/format.ts): the
   * browser takes them before hydrating and formats none.
   */
  formatted?: Record<string, unknown>;
  /** A form post the server refused, shown again on this page with its messages (a no-JavaScript post). */
  refusedForm?: RefusedForm;
}

export const pageStateElementId = 'page-state';

/** JSON safe inside <script>: no '</script>', no HTML comment openers, no line separators JavaScript rejects. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
