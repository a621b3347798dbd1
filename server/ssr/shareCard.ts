import { createHash } from 'node:crypto';
import type { CompanyConfig, PublicRouteName } from '../../shared/publicApi.js';
import { isHexColor } from '../../shared/colors.js';
import { type RouteMatch, paths } from '../../shared/routes.js';

/*
 * What a page's share image (og:image) shows, and the address it is served at (issue 32). Facebook, LinkedIn
 * and X read neither SVG nor reliably WebP, and a picture without the title says little in a feed: each page
 * gets a 1200×630 JPEG of its own picture with its title over it in the company's colours
 * (services/shareImages.ts draws it, routes/public/shareImages.ts serves it).
 */

export const shareImageSize = { width: 1200, height: 630 } as const;
export const shareImageType = 'image/jpeg';
export const shareImagePrefix = '/paylasim-gorseli';
/** The home page's name in a share image's address (its own path, `/`, has no segment to name it by). */
export const homeSegment = 'ana-sayfa';

/** Raised whenever the drawing changes: every address and file then changes with it. */
const layoutVersion = 1;

export interface ShareCard {
  title: string;
  /** The company's name, shown small above the title. */
  caption: string;
  /** The page's own picture (its URL path), null for a page without one: it then shows the company colours. */
  picture: string | null;
  /** A photo fills the frame; a logo is shown whole on white. */
  fit: 'cover' | 'contain';
  mainColor: string;
  secondColor: string;
}

/** The routes whose picture is a logo: cropping it to fill the frame would cut it. */
const logoRoutes: ReadonlySet<PublicRouteName> = new Set(['brand']);

/** The demo company's colours, for a configuration that names none (or an invalid one). */
const fallbackColors = { main: '#0A3D62', second: '#F39C12' };

export function shareCardOf(
  route: PublicRouteName,
  facts: { title: string | null; image: string | null },
  company: CompanyConfig | undefined,
): ShareCard {
  const caption = company?.companyName?.trim() ?? '';
  return {
    title: facts.title?.trim() || caption,
    caption,
    // Only a picture of our own: an absolute address elsewhere is not fetched by the server.
    picture: facts.image && facts.image.startsWith('/') ? facts.image : null,
    fit: logoRoutes.has(route) ? 'contain' : 'cover',
    mainColor: isHexColor(company?.mainColor) ? company.mainColor : fallbackColors.main,
    secondColor: isHexColor(company?.secondColor) ? company.secondColor : fallbackColors.second,
  };
}

/** A short digest of everything the image is drawn from: its file name, ETag and the address's version. */
export const shareCardHash = (card: ShareCard) =>
  createHash('sha256')
    .update(JSON.stringify([layoutVersion, card]))
    .digest('base64url')
    .slice(0, 20);

/**
 * The share image's address for a page: `/paylasim-gorseli/<lang>/<the page's path>.jpg`, the calendar's
 * category kept (it changes the title), and `v` the card's digest, so an edited title or picture is a new
 * address that crawlers fetch again while an unchanged one may be kept for a year.
 */
export function shareImagePath(lang: string, route: RouteMatch, pageQuery: string, card: ShareCard): string {
  const pagePath = route.name === 'home' ? `/${homeSegment}` : pathOf(route);
  const search = new URLSearchParams();
  const category = new URLSearchParams(pageQuery).get('category');
  if (route.name === 'products' && category) search.set('category', category);
  search.set('v', shareCardHash(card));
  return `${shareImagePrefix}/${lang}${pagePath}.jpg?${search.toString()}`;
}

function pathOf(route: RouteMatch): string {
  const seoName = route.params.seo_name ?? route.params.contract_seo_name ?? route.params.token ?? '';
  const path = paths[route.name as keyof typeof paths];
  return typeof path === 'function' ? path(seoName) : path;
}
