import { Link } from 'react-router-dom';
import { Icon } from './Icon';

/** A section title with an optional eyebrow line and a "see all" link. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  link,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="section-heading">
      <div>
        {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
        <h2 id={id} className="section-heading__title">
          {title}
        </h2>
      </div>
      {link && (
        <Link to={link.to} className="section-heading__link">
          {link.label}
          <Icon name="arrowRight" size={16} />
        </Link>
      )}
    </div>
  );
}
