import { languageAbbrPattern } from './languageAbbr.js';
import type { PublicRouteName } from './publicApi.js';

/**
 * The public site's addresses (SPEC §2), written once: the site's router, the server renderer, the sitemap,
 * the back office's page-meta screens and every link read them from here. A `:param` segment is a record's
 * seo name. Every other language's pages live at the same path under `/<abbr>` (see localizedPath).
 */
export const publicRoutePatterns = {
  home: '/',
  about_us: '/biz-kimiz',
  products: '/egitim-takvimi',
  course: '/kurs/:seo_name',
  distance_learning: '/uzaktan-egitim',
  training_videos: '/egitim-videolari',
  instructors: '/egitmenlerimiz',
  instructor: '/egitmen/:seo_name',
  consultancy_service: '/danismanlik-hizmeti',
  brand: '/marka/:seo_name',
  classroom_rental: '/sinif-kiralama',
  search_products: '/egitim-ara',
  news: '/haber/:seo_name',
  news_archive: '/haberler',
  contact: '/iletisim',
  corporate_request: '/kurumsal-egitim-talebi',
  human_resources: '/kariyer',
  contract: '/sozlesme/:contract_seo_name',
  not_found: '/404',
  waitlist_offer: '/bekleme-listesi/:token',
} as const satisfies Record<PublicRouteName, string>;

/**
 * Pages whose address carries a secret (a waiting-list offer's token, issue 29): each is rendered for its
 * request alone, never kept in a cache, never indexed, and sent without the integration scripts, so the
 * address does not travel to an analytics service.
 */
export const secretAddressRoutes: ReadonlySet<PublicRouteName> = new Set(['waitlist_offer']);

/**
 * Pages of records whose address has a slug per language (issue 30, server/services/seoSlugs.ts): the same
 * path under another prefix may be no page there, so switching language on one loads the page from the
 * server, which answers 301 to the record's address in that language.
 */
export const slugPerLanguageRoutes: ReadonlySet<PublicRouteName> = new Set([
  'course',
  'news',
  'instructor',
  'brand',
  'contract',
]);

const seg = encodeURIComponent;

/** Paths by route name, for links: `paths.contract('kvkk')`. Turkish addresses; see localizedPath. */
export const paths = {
  home: publicRoutePatterns.home,
  about_us: publicRoutePatterns.about_us,
  products: publicRoutePatterns.products,
  course: (seoName: string) => `/kurs/${seg(seoName)}`,
  distance_learning: publicRoutePatterns.distance_learning,
  training_videos: publicRoutePatterns.training_videos,
  instructors: publicRoutePatterns.instructors,
  instructor: (seoName: string) => `/egitmen/${seg(seoName)}`,
  consultancy_service: publicRoutePatterns.consultancy_service,
  brand: (seoName: string) => `/marka/${seg(seoName)}`,
  classroom_rental: publicRoutePatterns.classroom_rental,
  search_products: publicRoutePatterns.search_products,
  news: (seoName: string) => `/haber/${seg(seoName)}`,
  news_archive: publicRoutePatterns.news_archive,
  contact: publicRoutePatterns.contact,
  corporate_request: publicRoutePatterns.corporate_request,
  human_resources: publicRoutePatterns.human_resources,
  contract: (contractSeoName: string) => `/sozlesme/${seg(contractSeoName)}`,
  not_found: publicRoutePatterns.not_found,
  waitlist_offer: (token: string) => `/bekleme-listesi/${seg(token)}`,
  login: '/giris-yap',
} as const;

/** The language whose pages have no prefix; every other language's pages live under `/<abbr>`. */
export const unprefixedLanguage = 'tr';

/** First path segments shaped like a language abbr that are something else. */
const reservedSegments: ReadonlySet<string> = new Set(['api']);

/**
 * Whether a first path segment is a language prefix, by its shape alone: any language the office adds gets
 * its addresses without this list knowing it (issue 30). Whether the language exists and is active is the
 * server's to decide (server/plugins/frontend.ts). No page path starts with such a segment (tested).
 */
export function isLanguagePrefix(segment: string): boolean {
  return languageAbbrPattern.test(segment) && !reservedSegments.has(segment);
}

/** The address of a (Turkish) path in a language: `/kurs/x` → `/en/kurs/x`; Turkish stays unprefixed. */
export function localizedPath(lang: string, path: string): string {
  if (lang === unprefixedLanguage || !isLanguagePrefix(lang)) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/**
 * Splits an address into its language prefix (if any) and the route path: `/en/kurs/x` → en, `/kurs/x`.
 * `/tr/kurs/x` gives `tr` too: the server moves it to the unprefixed address.
 */
export function splitLanguagePrefix(pathname: string): { lang: string | null; path: string } {
  const found = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!found || !isLanguagePrefix(found[1])) return { lang: null, path: pathname };
  return { lang: found[1], path: found[2] && found[2] !== '/' ? found[2] : '/' };
}

export interface RouteMatch {
  name: PublicRouteName;
  params: Record<string, string>;
}

const compiled = Object.entries(publicRoutePatterns).map(([name, pattern]) => {
  const keys: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { name: name as PublicRouteName, keys, regex: new RegExp(`^${source}/?$`) };
});

/** The route a (prefix-free) path belongs to, with its decoded params; null for an unknown path. */
export function matchPublicRoute(path: string): RouteMatch | null {
  for (const { name, keys, regex } of compiled) {
    const found = regex.exec(path);
    if (!found) continue;
    try {
      const params = Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(found[i + 1])]));
      return { name, params };
    } catch {
      return null; // a malformed %-escape is no page
    }
  }
  return null;
}
