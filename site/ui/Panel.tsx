import { type ReactNode, useId } from 'react';

/** A boxed part of a page with its title (the contact details, the contact and application forms). */
export function Panel({
  title,
  className,
  landmark = true,
  children,
}: {
  title: string;
  className: string;
  /** False when another region of the page already bears the same name (axe: landmark-unique). */
  landmark?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    // Named, a section is a region landmark; unnamed, it is a plain group under its heading.
    <section className={`panel ${className}`} aria-labelledby={landmark ? id : undefined}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
