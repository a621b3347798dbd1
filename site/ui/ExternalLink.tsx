import type { ReactNode } from 'react';
import { Icon } from './Icon';

/** A link to another site, opened in a new tab (without the opener) and marked with the external-link icon. */
export function ExternalLink({
  href,
  className,
  iconSize,
  children,
}: {
  href: string;
  className: string;
  iconSize: number;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <Icon name="external" size={iconSize} />
    </a>
  );
}
