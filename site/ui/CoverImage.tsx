import { altText } from '../../shared/imageAltText';
import type { ImageAlt } from '../../shared/publicApi';

/**
 * The cover at the top of a detail page (a course, a news item), fetched first as the page's largest
 * picture. The title stands right above it, so a cover without an alt text of its own has an empty one.
 */
export function CoverImage({ src, alt }: { src: string | null | undefined; alt: ImageAlt | undefined }) {
  if (!src) return null;
  return <img className="detail__cover" src={src} alt={altText(alt, '')} fetchPriority="high" />;
}
