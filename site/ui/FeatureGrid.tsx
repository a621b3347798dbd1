import type { TablerIcon } from '@tabler/icons-react';
import { type FeatureIconKey, isFeatureIconKey } from '../../shared/featureIcons';
import { altText } from '../../shared/imageAltText';
import type { ImageAlt, TitledText } from '../../shared/publicApi';
import { featureIcons } from './icons/featureIcons';

type FeatureItem = TitledText & { file_img?: string; file_img_alt?: ImageAlt };

/** Used when a caller gives no theme of its own: generic icons that fit most lists. */
const generalIcons: FeatureIconKey[] = ['target', 'idea', 'award', 'handshake', 'rocket', 'growth'];

/**
 * The icon of an item without an image of its own: the one chosen in the back office, or else the next of
 * the page's `fallback` list in turn, so a list saved before icons existed still shows a different icon per item.
 */
export function featureIconFor(item: FeatureItem, index: number, fallback: FeatureIconKey[]): TablerIcon {
  const key = isFeatureIconKey(item.icon) ? item.icon : fallback[index % fallback.length];
  return featureIcons[key];
}

/**
 * Short titled texts as tiles (values, services, the features of distance learning and of the home page):
 * each with the item's uploaded image, or else its icon (see featureIconFor).
 */
export function FeatureGrid({
  items,
  fallbackIcons = generalIcons,
  headingLevel = 3,
}: {
  items: FeatureItem[];
  /** Icons in the theme of the page, for items that have none. */
  fallbackIcons?: FeatureIconKey[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <ul className="feature-grid">
      {items.map((item, index) => {
        const FeatureIcon = featureIconFor(item, index, fallbackIcons);
        return (
          <li key={item.title} className="feature">
            {item.file_img ? (
              <img
                className="feature__icon"
                src={item.file_img}
                alt={altText(item.file_img_alt, '')}
                width={56}
                height={56}
                loading="lazy"
              />
            ) : (
              <span className="feature__badge">
                <FeatureIcon size={26} stroke={1.75} aria-hidden="true" focusable="false" />
              </span>
            )}
            <Heading className="feature__title">{item.title}</Heading>
            <p>{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
