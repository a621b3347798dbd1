import { type FocusEvent, useEffect, useRef } from 'react';

/**
 * A <details> that opens a small list over the page (the language list, "Takvime ekle") closes as a menu does:
 * on a click elsewhere, on Escape (focus back on its summary) and when focus moves on past it. Left open, it
 * covered what lies under it (on a phone, the next session's "Ön Kayıt"). Without JavaScript it still opens
 * and closes by its summary. Spread the result on the <details>.
 */
export function usePopupDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      if (ref.current?.open && !ref.current.contains(event.target as Node)) ref.current.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !ref.current?.open) return;
      ref.current.open = false;
      ref.current.querySelector('summary')?.focus();
    };
    document.addEventListener('click', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (ref.current && !ref.current.contains(event.relatedTarget as Node | null)) ref.current.open = false;
  };
  return { ref, onBlur };
}

/** Closes the <details> around a chosen item of its list. */
export function closeDetailsAround(element: Element) {
  const details = element.closest('details');
  if (details) details.open = false;
}
