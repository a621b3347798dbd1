import { type FocusEvent, type MouseEvent, useEffect, useRef } from 'react';

/**
 * A <details> that opens a small list over the page (the language list, "Takvime ekle") closes as a menu does:
 * on a click elsewhere, on Escape (focus back on its summary), when focus moves on past it, and once one of its
 * choices (a link or button of the list) is clicked, which still does what it does. Left open, it
 * covered what lies under it (on a phone, the next session's "Ön Kayıt"). Without JavaScript it still opens
 * and closes by its summary. Spread the result on the <details>.
 */
export function usePopupDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const closeOutside = (event: globalThis.MouseEvent) => {
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
  const onClick = (event: MouseEvent<HTMLDetailsElement>) => {
    const choice = (event.target as Element).closest('a, button');
    if (choice && ref.current?.contains(choice) && !choice.closest('summary')) ref.current.open = false;
  };
  return { ref, onBlur, onClick };
}
