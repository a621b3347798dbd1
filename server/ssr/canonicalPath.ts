import { matchPublicRoute, splitLanguagePrefix } from '../../shared/routes.js';

/**
 * The canonical address of a public page asked for in another spelling (`/Biz-Kimiz`, `/biz-kimiz/`), for a
 * 301; null when the address is canonical already or is no page at all. Seo names are lower-case slugs, so
 * lower-casing a whole path never moves a visitor to another page.
 */
export function canonicalRedirect(pathname: string): string | null {
  let candidate = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (candidate !== candidate.toLowerCase()) candidate = candidate.toLowerCase();
  if (candidate === pathname) return null;
  return matchPublicRoute(splitLanguagePrefix(candidate).path) ? candidate : null;
}
