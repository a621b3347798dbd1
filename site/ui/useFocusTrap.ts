import { type RefObject, useEffect, useRef } from 'react';

const focusable =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusable)).filter(
    (el) => !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While `active`: focus moves into the container, Tab and Shift+Tab cycle inside it, Escape calls `onEscape`,
 * and on release focus returns to whatever had it before (the button that opened the dialog). When that
 * element cannot take focus any more (a submit button that was disabled while sending, a menu that closed),
 * focus goes to `returnFocus` instead of being dropped on the page body.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  // The latest handler, so a parent re-render (a new arrow function) does not re-run the trap and steal focus.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = document.activeElement as HTMLElement | null;
    const fallback = returnFocus?.current ?? null;
    const initial = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      // A hidden, disabled or removed element silently refuses focus: then the fallback gets it.
      if (previous && previous !== document.body) previous.focus();
      if (document.activeElement !== previous || previous === document.body) fallback?.focus();
    };
  }, [ref, active, returnFocus]);
}
