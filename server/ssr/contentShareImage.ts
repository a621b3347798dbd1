import type { ContentSection, ImageAlt, PageContents, PublicRouteName } from '../../shared/publicApi.js';
import { altText } from '../../shared/imageAltText.js';

/** The answers a page was rendered from, by API path (as pageHead.ts reads them). */
type PageData = (apiPath: string) => unknown;

interface ImageSection {
  title: string;
  image: string;
  image_alt?: ImageAlt;
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
 * A content page's share image (og:image) and its alt text (issue 28): the alt given in the back office in
 * the page's language, '' for a decorative image, else the page's title. Undefined when the page has none.
 */
export function contentShareImage(
  route: PublicRouteName,
  data: PageData,
  fallbackTitle: string | null,
): { image: string; imageAlt: string } | undefined {
  const found = sections[route]?.(data);
  if (typeof found?.image !== 'string' || found.image === '') return undefined;
  return { image: found.image, imageAlt: altText(found.image_alt, found.title || fallbackTitle || '') };
}
