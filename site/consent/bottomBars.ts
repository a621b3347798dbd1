import { type RefObject, useLayoutEffect } from 'react';

/*
 * The bars fixed to the bottom of the screen: the cookie banner and, on a phone, the course page's enrolment bar
 * (site/enrolment/EnrolBar.tsx). Each publishes its height as a variable on <html>, so CSS stacks them (the
 * banner sits right above the bar, which never moves) and the body's bottom padding makes room for both: the
 * footer's last line can still be scrolled into view. A bar hidden by CSS measures 0.
 */
export const consentHeightVariable = '--consent-height';
export const enrolBarHeightVariable = '--enrol-bar-height';

/**
 * Keeps `variable` equal to the element's height (border box, in px) while it is mounted. Set during the
 * commit, before the browser paints, so a bar that appears is placed right in its first frame.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, variable: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(variable, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(variable);
    };
  }, [ref, variable]);
}

/**
 * Publishes the enrolment bar's height from the page as the server drew it, when its own component has not
 * yet: the shell (with the banner) can hydrate before the course page's code has, and a banner placed at the
 * bottom in its first frame and lifted above the bar in the next is a layout shift. Called in the banner's
 * layout effect, before its first paint.
 */
export function publishServerEnrolBarHeight(): void {
  const root = document.documentElement.style;
  if (root.getPropertyValue(enrolBarHeightVariable)) return;
  const bar = document.querySelector<HTMLElement>('.enrol-bar');
  if (bar) root.setProperty(enrolBarHeightVariable, `${bar.offsetHeight}px`);
}
