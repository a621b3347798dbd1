import { type ReactNode, useId } from 'react';
import { type QueryLike, QueryView } from './LoadState';
import { SectionHeading } from './SectionHeading';

interface SectionProps {
  title: string;
  eyebrow?: string;
  link?: { to: string; label: string };
  tinted?: boolean;
  compact?: boolean;
}

/** A full-width band of a page with its heading (eyebrow, title, "see all" link) and content. */
export function PageSection({
  title,
  eyebrow,
  link,
  tinted = false,
  compact = false,
  children,
}: SectionProps & { children: ReactNode }) {
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

/**
 * A band of a page that shows what a query loads (the home page's courses, sessions, categories, news and
 * brands): the heading at once, then the records, or a small error with a retry in their place.
 */
export function QuerySection<T>({
  query,
  loading,
  children,
  ...section
}: SectionProps & { query: QueryLike<T>; loading?: ReactNode; children: (data: T) => ReactNode }) {
  return (
    <PageSection {...section}>
      <QueryView query={query} compact loading={loading}>
        {children}
      </QueryView>
    </PageSection>
  );
}
