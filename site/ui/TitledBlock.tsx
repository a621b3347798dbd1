import { type ReactNode, useId } from 'react';

/**
 * A titled part of a page (courses of a brand, rooms, sessions of a course): an h2 that also labels the
 * region. `compact` is the smaller heading of a detail page's main column.
 */
export function TitledBlock({
  title,
  compact = false,
  children,
}: {
  title: string;
  compact?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="detail__block" aria-labelledby={id}>
      <h2 id={id} className={compact ? 'detail__heading' : 'section-heading__title'}>
        {title}
      </h2>
      {children}
    </section>
  );
}
