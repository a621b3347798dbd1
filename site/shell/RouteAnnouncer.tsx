import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageContext';
import { routeAnnouncerTexts } from './routeAnnouncerTexts';
import { useRouteName } from './useRouteName';

/** How long to wait for a page's heading (its data may still be loading) before giving up on moving focus. */
const headingWaitMs = 10_000;

/**
 * After a client-side route change (never on the first load), focus moves to the new page's main heading (the
 * `#main h1`, focusable with tabIndex=-1) and a polite live region says which page loaded, so a screen-reader
 * or keyboard user is not left on the link they clicked in a page that is gone. The heading appears when the
 * page's data has loaded (skeletons have none), so the main element is watched until it does. Focus does not
 * scroll: the route change scrolls to the top itself 320 ms later (useScrollReset, SPEC §2).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { lang } = useLanguage();
  const routeName = useRouteName();
  const [message, setMessage] = useState('');
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return; // the first load (also StrictMode's second run)
    previousPath.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    setMessage(''); // the same sentence twice in a row (/ → /en) is announced again
    const texts = routeAnnouncerTexts(lang);
    const settle = (): boolean => {
      const heading = main.querySelector('h1');
      const title = heading?.textContent?.trim();
      if (!heading || !title) return false;
      heading.focus({ preventScroll: true });
      setMessage(routeName === 'home' ? texts.homeLoaded : texts.pageLoaded(title));
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    const giveUp = setTimeout(() => observer.disconnect(), headingWaitMs);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- once per route change

  return (
    <p
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      // Read with the rules of the language the sentence is in (English on an Arabic page, issue 30).
      lang={routeAnnouncerTexts(lang).lang}
      data-testid="route-announcer"
    >
      {message}
    </p>
  );
}
