import type { ReactNode } from 'react';

/**
 * Records as a list, one `<li>` per record keyed by its id and drawn by `children`: the markup of the site's
 * card grids, strips and lists, written once.
 */
export function ItemList<T extends { id: number }>({
  items,
  className,
  children,
}: {
  items: readonly T[];
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
