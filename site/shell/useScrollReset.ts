import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useOnServerRenderedPath } from '../ssr/PageContext';
import { scrollResetMs } from './timings';

/**
 * Where the visitor was on each page of this tab's history (react-router's location key), so that "back" to
 * the calendar from a course returns to the course they came from, not to the top (issue 32). In memory
 * only: a reload starts at the top anyway, and the browser restores a real page load itself.
 */
const positions = new Map<string, number>();
/** Enough for a long visit; the oldest entries go first. */
const maxPositions = 50;

function remember(key: string, top: number) {
  positions.delete(key);
  positions.set(key, top);
  if (positions.size > maxPositions) positions.delete(positions.keys().next().value!);
}

/**
 * SPEC §2/§9: after a route change the page scrolls to the top, 320 ms later (under the preloader); going
 * back or forward returns to where the visitor was on that page.
 */
export function useScrollReset() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const onServerRenderedPath = useOnServerRenderedPath();
  const currentKey = useRef(key);

  useEffect(() => {
    const onScroll = () => remember(currentKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    currentKey.current = key;
    if (onServerRenderedPath()) return; // the visitor may be scrolling the page the server sent already
    const top = navigationType === 'POP' ? (positions.get(key) ?? 0) : 0;
    const timer = setTimeout(() => window.scrollTo({ top, left: 0, behavior: 'instant' }), scrollResetMs);
    return () => clearTimeout(timer);
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- the check is per path
}
