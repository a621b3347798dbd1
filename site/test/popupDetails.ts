import { fireEvent } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Checks that an open <details> pop-up closes as a menu does (ui/usePopupDetails): on a click on `outside`,
 * on Escape with focus back on its summary, and when focus moves on past it, not while it moves within it.
 */
export function expectClosesAsMenu(menu: HTMLDetailsElement, outside: HTMLElement) {
  menu.open = true;
  fireEvent.click(outside);
  expect(menu.open).toBe(false);
  menu.open = true;
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(menu.open).toBe(false);
  expect(document.activeElement).toBe(menu.querySelector('summary'));
  menu.open = true;
  const [first, second] = menu.querySelectorAll('a, button');
  fireEvent.blur(first, { relatedTarget: second });
  expect(menu.open).toBe(true);
  fireEvent.blur(second, { relatedTarget: outside });
  expect(menu.open).toBe(false);
}
