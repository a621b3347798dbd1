import { type ReactNode, useId } from 'react';
import { SectionHeading } from './SectionHeading';

/** A full-width band of a page with its heading (eyebrow, title, "see all" link) and content. */
export function PageSection({
  title,
  eyebrow,
  link,
  tinted = false,
  compact = false,
  children,
}: {
  title: string;
  eyebrow?: string;
  link?: { to: string; label: string };
  tinted?: boolean;
  compact?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const className = `section${tinted ? ' section--tinted' : ''}${compact ? ' section--compact' : ''}`;
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} link={link} />
        {children}
      </div>
    </section>
  );
}
