import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollResetMs } from './timings';

/** SPEC §2/§9: after a route change the page scrolls to the top, 320 ms later (under the preloader). */
export function useScrollReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), scrollResetMs);
    return () => clearTimeout(timer);
  }, [pathname]);
}
