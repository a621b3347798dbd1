import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type Cache, preload, unstable_serialize, useSWRConfig } from 'swr';
import { fetchData } from '../api/client';
import { useLanguage } from '../i18n/LanguageContext';
import type { DataKey } from './apiKeys';
import { type LoaderContext, loadRouteData } from './routeLoaders';

/**
 * A route loader's `get` in the browser: an answer SWR holds already (or the server embedded) is used as it
 * is, any other is started with SWR's `preload`, which the page's hook then takes over instead of asking
 * again.
 */
export function preloadingGet(cache: Cache, fallback: Record<string, unknown> | undefined): LoaderContext['get'] {
  return <T>(key: DataKey<T>) => {
    const serialized = unstable_serialize(key);
    const known = (cache.get(serialized)?.data ?? fallback?.[serialized]) as T | undefined;
    if (known !== undefined) return Promise.resolve(known);
    return preload(key, fetchData<T>);
  };
}

/**
 * Starts a page's requests when the address changes (issue 31): the route's loader (and the shell's) runs at
 * navigation, so the page's answers load side by side while its code loads, rather than one after another
 * as its components mount (a course, then its testimonials). A layout effect placed before the routes: it
 * runs before the new page's hooks fetch, which then take the preloaded requests.
 */
export function NavigationPreload() {
  const { pathname, search } = useLocation();
  const { lang, ready } = useLanguage();
  const { cache, fallback } = useSWRConfig();
  useLayoutEffect(() => {
    if (!ready) return;
    void loadRouteData(pathname, new URLSearchParams(search), lang, preloadingGet(cache, fallback));
  }, [pathname, search, lang, ready, cache, fallback]);
  return null;
}
