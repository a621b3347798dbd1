import type { ReactNode } from 'react';

/**
 * The column beside a record's text: a boxed, titled list of links to its siblings (the other contracts, other
 * news). `navigation` makes the box a nav landmark, for a list that is the way between the records.
 */
export function SideLinks({
  id,
  title,
  navigation = false,
  children,
}: {
  /** The heading's id, which names the aside. */
  id: string;
  title: string;
  navigation?: boolean;
  /** The list's items. */
  children: ReactNode;
}) {
  const Box = navigation ? 'nav' : 'div';
  return (
    <aside className="detail__aside" aria-labelledby={id}>
      <Box className="panel">
        <h2 id={id} className="panel__title">
          {title}
        </h2>
        <ul className="link-list">{children}</ul>
      </Box>
    </aside>
  );
}
