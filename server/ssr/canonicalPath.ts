import { matchPublicRoute, secretAddressRoutes, splitLanguagePrefix } from '../../shared/routes.js';

/**
 * The canonical address of a public page asked for in another spelling (`/Biz-Kimiz`, `/biz-kimiz/`), for a
 * 301; null when the address is canonical already or is no page at all. Seo names are lower-case slugs, so
 * lower-casing a whole path never moves a visitor to another page. A secret address's token (a waiting-list
 * offer's link) is case-sensitive: only its trailing slash goes, or the e-mailed link would lead nowhere.
 */
export function canonicalRedirect(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const route = matchPublicRoute(splitLanguagePrefix(trimmed).path);
  const candidate = route && secretAddressRoutes.has(route.name) ? trimmed : trimmed.toLowerCase();
  if (candidate === pathname) return null;
  return matchPublicRoute(splitLanguagePrefix(candidate).path) ? candidate : null;
}
