import type { TitledText } from '../../shared/publicApi';
import { Icon, type IconName } from './Icon';

/**
 * Short titled texts as tiles (values, services, the features of distance learning and of the home page):
 * each with the item's own image, or else the given icon, or nothing.
 */
export function FeatureGrid({
  items,
  icon,
  headingLevel = 3,
}: {
  items: (TitledText & { file_img?: string })[];
  icon?: IconName;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <ul className="feature-grid">
      {items.map((item) => (
        <li key={item.title} className="feature">
          {item.file_img ? (
            <img className="feature__icon" src={item.file_img} alt="" loading="lazy" />
          ) : (
            icon && (
              <span className="feature__badge">
                <Icon name={icon} />
              </span>
            )
          )}
          <Heading className="feature__title">{item.title}</Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
