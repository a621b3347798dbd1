import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useOnServerRenderedPath, usePageContext } from '../ssr/PageContext';
import { preloaderCloseMs, preloaderMs, prefersReducedMotion } from './timings';

type Phase = 'open' | 'closing' | 'closed';

/**
 * SPEC §2/§9: on each route change a preloader shows for about 860 ms and then closes over 300 ms. It is an
 * overlay that lets clicks through: the new page renders underneath the whole time. The first visit also
 * waits while `holding` (the dictionary is loading). With reduced motion it only covers the first load (no
 * flash on every click) and disappears without fading. A page the server rendered is shown at once: the
 * preloader belongs to the route changes after it.
 */
export function Preloader({ logo, holding }: { logo?: string; holding: boolean }) {
  const { pathname } = useLocation();
  const { serverRendered } = usePageContext();
  const [phase, setPhase] = useState<Phase>(serverRendered ? 'closed' : 'open');
  const shownOnce = useRef(serverRendered);
  const onServerRenderedPath = useOnServerRenderedPath();

  useEffect(() => {
    if (holding || onServerRenderedPath()) return;
    const reduced = prefersReducedMotion();
    if (reduced && shownOnce.current) return;
    setPhase('open');
    const closeTimer = setTimeout(() => setPhase(reduced ? 'closed' : 'closing'), preloaderMs);
    const doneTimer = setTimeout(
      () => {
        shownOnce.current = true;
        setPhase('closed');
      },
      preloaderMs + (reduced ? 0 : preloaderCloseMs),
    );
    return () => {
      clearTimeout(closeTimer);
      clearTimeout(doneTimer);
    };
  }, [pathname, holding]); // eslint-disable-line react-hooks/exhaustive-deps -- the check is per path

  if (phase === 'closed') return null;
  return (
    <div className={`preloader preloader--${phase}`} data-testid="preloader" aria-hidden="true">
      {logo ? <img className="preloader__logo" src={logo} alt="" /> : null}
      <span className="preloader__spinner" />
    </div>
  );
}
