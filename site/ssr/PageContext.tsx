import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type Middleware, unstable_serialize } from 'swr';
import type { RefusedForm } from '../../shared/plainForms';

export interface PageContextValue {
  /** The page on screen at start came from the server (no preloader over it, no scroll reset). */
  serverRendered: boolean;
  /** The site's origin (`https://akademi.example`), the same on the server and in the browser. */
  origin: string;
  /** When the server rendered the page (ISO); undefined in a page the browser rendered. */
  renderedAt?: string;
  /** The address the server rendered, until the visitor leaves it (see useOnServerRenderedPath). */
  firstAddress?: { current: string | null };
  /** A plain form post the server refused: the page shows that form again with its messages (plainPost.tsx). */
  refusedForm?: RefusedForm;
}

export const PageContext = createContext<PageContextValue>({ serverRendered: false, origin: '' });

export const usePageContext = () => useContext(PageContext);

/** The page's absolute address, for share links: equal on the server and in the browser, so hydration matches. */
export function useAbsoluteUrl(): string {
  const { origin } = usePageContext();
  const { pathname, search } = useLocation();
  return `${origin}${pathname}${search}`;
}

/** True while the browser is still at the address the server rendered; false for good once it has left. */
function stillAtFirstAddress(firstAddress: PageContextValue['firstAddress']): boolean {
  if (!firstAddress?.current) return false;
  if (firstAddress.current === globalThis.location?.pathname) return true;
  firstAddress.current = null;
  return false;
}

/**
 * True while the address is still the one the server rendered: the route-change effects (preloader, scroll
 * reset, document title) skip it, as that page is on screen already. Once the address changes (a new page,
 * or the same page in another language under /en) it stays false.
 */
export function useOnServerRenderedPath(): () => boolean {
  const { firstAddress } = usePageContext();
  useLocation(); // run again on every route change
  return () => stillAtFirstAddress(firstAddress);
}

/**
 * SWR middleware: an answer the server embedded in the page is not fetched again while the visitor is still on
 * that page (SWR would otherwise revalidate every key on mount, right after hydration). Later mounts, on
 * other pages, revalidate as usual.
 */
export const keepServerAnswers =
  (serverKeys: ReadonlySet<string>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const { firstAddress } = usePageContext();
    const fromServer = serverKeys.has(unstable_serialize(key)) && stillAtFirstAddress(firstAddress);
    return useSWRNext(key, fetcher, fromServer ? { ...config, revalidateIfStale: false } : config);
  };

/**
 * The current time for texts such as "3 gün önce": the server's render time while hydrating (a cached page
 * may be hours old, and hydration needs the same text), the browser's clock from then on.
 */
export function useNow(): Date {
  const { renderedAt } = usePageContext();
  const [now, setNow] = useState(() => (renderedAt ? new Date(renderedAt) : new Date()));
  useEffect(() => {
    if (renderedAt) setNow(new Date());
  }, [renderedAt]);
  return now;
}
