import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentLanguage } from '../i18n/contentLanguage';

/**
 * A card's title as a link to the record's page; the link's ::after covers the card, so the whole card is
 * clickable (cards.css .card__link). `language` marks a title not written in the page's language (issue 30).
 */
export function CardTitle({
  to,
  level = 3,
  className,
  language,
  children,
}: {
  to: string;
  /** h3 under a section's h2, h2 straight under the page's h1. */
  level?: 2 | 3;
  className?: string;
  language?: ContentLanguage;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className={className ? `card__title ${className}` : 'card__title'} {...language}>
      <Link to={to} className="card__link">
        {children}
      </Link>
    </Heading>
  );
}
