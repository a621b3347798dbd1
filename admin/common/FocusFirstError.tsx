import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';

/** How long to wait for a tab that was just opened to show its fields (a busy phone can take a while). */
const patienceMs = 3000;
/** How long a click on a hidden panel's header may take to show it before it is clicked again. */
const retryClickMs = 300;

/**
 * After a save that validation stopped, brings the first field in error into view and gives it focus, opening
 * its tab first when it sits on a tab the user is not looking at. react-hook-form focuses the field itself, but
 * a field on a hidden tab cannot take focus: the save then did nothing visible (issue 14). The tab is opened by
 * clicking its header, so react-admin's own tab routing decides the address.
 */
export function FocusFirstError() {
  const marker = useRef<HTMLSpanElement>(null);
  const { submitCount, errors, isSubmitSuccessful } = useFormState();
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful || !hasErrors) return;
    const deadline = performance.now() + patienceMs;
    let handle = 0;
    let clickedAt = -Infinity;
    const retry = () => {
      if (performance.now() < deadline) handle = requestAnimationFrame(reveal);
    };
    const reveal = () => {
      const form = marker.current?.closest('form');
      const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!form || !field) return retry();
      // The outermost hidden panel around the field: react-admin's form tab (aria-hidden) first, then a
      // language tab inside it (hidden); each is opened through its header (aria-controls). A click made
      // while the save is still settling can be lost, so it is repeated until the panel shows.
      let hiddenPanel: HTMLElement | undefined;
      for (let node = field.parentElement; node && node !== form; node = node.parentElement) {
        if (node.id && (node.hidden || node.getAttribute('aria-hidden') === 'true')) hiddenPanel = node;
      }
      if (hiddenPanel) {
        if (performance.now() - clickedAt > retryClickMs) {
          clickedAt = performance.now();
          form.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(hiddenPanel.id)}"]`)?.click();
        }
        return retry();
      }
      if (field.offsetParent === null) return retry();
      field.focus();
      field.scrollIntoView({ block: 'center' });
    };
    handle = requestAnimationFrame(reveal);
    return () => cancelAnimationFrame(handle);
    // Once per failed save: a new submit count, not every change of the errors while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  return <span ref={marker} hidden />;
}
