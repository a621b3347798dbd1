import type { PublicRouteName } from './publicApi.js';
import { paths } from './routes.js';

/*
 * Preview addresses (issue 28): a record's own public address with a signed, expiring `?preview=` token, so
 * whoever edits a course, news item or instructor sees its page as visitors will, draft or not. Minted by
 * POST /api/admin/preview (server/routes/admin/preview.ts), honoured by the page renderer
 * (server/ssr/previewPage.ts).
 */

/** The resources (admin API paths) whose records have a page of their own to preview. */
export const previewResources = ['products', 'news', 'instructors'] as const;
export type PreviewResource = (typeof previewResources)[number];

export const isPreviewResource = (value: unknown): value is PreviewResource =>
  (previewResources as readonly unknown[]).includes(value);

/** The query parameter carrying the token. */
export const previewParam = 'preview';

/** How long a preview address works. */
export const previewLifetimeMs = 30 * 60 * 1000;

/** Each resource's public page: its route and its (Turkish) address by seo name. */
export const previewPages: Readonly<
  Record<PreviewResource, { route: PublicRouteName; path: (seoName: string) => string }>
> = {
  products: { route: 'course', path: paths.course },
  news: { route: 'news', path: paths.news },
  instructors: { route: 'instructor', path: paths.instructor },
};

/** POST /api/admin/preview's `data`. */
export interface PreviewAddress {
  /** The page's absolute address on the public site, with the token. */
  url: string;
  /** When the token stops working (ISO). */
  expires_at: string;
}

/** GET /api/admin/preview/origin's `data`: where the public site lives, for "Sitede gör" links. */
export interface PublicOrigin {
  origin: string;
}
