import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../ui/Icon';

export interface MenuLink {
  to: string;
  label: string;
}

const canHover = () => window.matchMedia?.('(hover: hover) and (min-width: 1024px)').matches === true;
/** The desktop bar shows submenus as dropdowns; below it they are accordion sections of the menu panel. */
const isDropdown = () => window.matchMedia?.('(min-width: 1024px)').matches === true;

/**
 * A disclosure submenu (button + list): click or Enter toggles it, ArrowDown opens it on its first link,
 * arrows move inside, Escape closes it and gives focus back to the button; it opens on hover where there is
 * a mouse, and closes when focus or the pointer leaves or the route changes.
 */
export function Submenu({ label, items, also = [] }: { label: string; items: MenuLink[]; also?: string[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Highlighted on its own pages and on the detail pages under them (`also`: '/kurs/', '/egitmen/').
  const active =
    items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)) ||
    also.some((prefix) => pathname.startsWith(prefix));

  useEffect(() => setOpen(false), [pathname]);

  // A dropdown closes on a click elsewhere (after that click, so nothing moves under the pointer); an
  // accordion section in the mobile panel stays open until toggled.
  useEffect(() => {
    if (!open || !isDropdown()) return;
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('.submenu a') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    // Wait for the list to be visible before moving focus into it.
    requestAnimationFrame(() => {
      const list = links();
      const index = list.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? index + 1 : index <= 0 ? list.length - 1 : index - 1;
      list[next % list.length]?.focus();
    });
  };

  return (
    <li
      ref={root}
      className={`navbar__item navbar__item--submenu${open ? ' is-open' : ''}`}
      onKeyDown={onKeyDown}
      onMouseEnter={() => canHover() && setOpen(true)}
      onMouseLeave={() => canHover() && setOpen(false)}
      onBlur={(event) => {
        if (isDropdown() && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`navbar__link${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        // With a mouse the hover has opened it already: that click must not close it again. Keyboard
        // activation (detail 0) and touch toggle.
        onClick={(event) => (event.detail > 0 && canHover() ? setOpen(true) : setOpen((value) => !value))}
      >
        {label}
        <Icon name="chevronDown" size={16} className="navbar__chevron" />
      </button>
      <ul id={id} className="submenu">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="submenu__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
