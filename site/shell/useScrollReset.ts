import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useOnServerRenderedPath } from '../ssr/PageContext';
import { scrollResetMs } from './timings';

/** SPEC §2/§9: after a route change the page scrolls to the top, 320 ms later (under the preloader). */
export function useScrollReset() {
  const { pathname } = useLocation();
  const onServerRenderedPath = useOnServerRenderedPath();
  useEffect(() => {
    if (onServerRenderedPath()) return; // the visitor may be scrolling the page the server sent already
    const timer = setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), scrollResetMs);
    return () => clearTimeout(timer);
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- the check is per path
}
