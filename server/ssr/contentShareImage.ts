import type { ContentSection, PageContents, PublicRouteName } from '../../shared/publicApi.js';

/** The answers a page was rendered from, by API path (as pageHead.ts reads them). */
type PageData = (apiPath: string) => unknown;

interface ImageSection {
  image: string;
}

type SectionOf = (data: PageData) => ImageSection | undefined;

const section =
  (apiPath: string): SectionOf =>
  (data) =>
    (data(apiPath) as ContentSection<ImageSection> | undefined)?.data;

/**
 * The content pages whose own picture (the image beside their text, edited in the back office) is what a
 * shared link shows. `/api/pages/content` answers every section of one page: only the corporate page's
 * answer has `about_us`, so another page's answer under the same path is never taken for it.
 */
const sections: Partial<Record<PublicRouteName, SectionOf>> = {
  about_us: (data) =>
    (data('/api/pages/content') as Partial<PageContents['corporate']> | undefined)?.about_us?.data,
  distance_learning: section('/api/pages/distance-learning'),
  consultancy_service: section('/api/pages/consultancy-service'),
  classroom_rental: section('/api/pages/classroom-rental'),
};

/**
 * A content page's picture, drawn into its share image (ssr/shareCard.ts) under the page's title.
 * Undefined when the page has none.
 */
export function contentShareImage(route: PublicRouteName, data: PageData): string | undefined {
  const found = sections[route]?.(data);
  return typeof found?.image === 'string' && found.image !== '' ? found.image : undefined;
}
