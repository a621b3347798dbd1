import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type Cache, mutate, preload, unstable_serialize, useSWRConfig } from 'swr';
import { fetchData } from '../api/client';
import { useLanguage } from '../i18n/LanguageContext';
import type { DataKey } from './apiKeys';
import { type LoaderContext, loadRouteData } from './routeLoaders';

/**
 * One navigation's route loads in the browser: `get` answers with what SWR holds already (or the server
 * embedded), and starts any other with SWR's `preload`, which the page's hook then takes over instead of
 * asking again.
 *
 * SWR keeps a preloaded request in one table for the whole module until a hook asks for its key, however
 * much later. One the page never took (the visitor moved on before the page mounted, or the page left that
 * part out) would answer a later page's first ask with what it was minutes ago: a course's seats, say.
 * `end`, at the next navigation, drops the ones no hook has asked for (the cache has no entry for them), and
 * a load still chained (the course's testimonials) starts nothing more.
 */
function navigationLoads(
  cache: Cache,
  fallback: Record<string, unknown> | undefined,
): { get: LoaderContext['get']; end: () => void } {
  const started = new Map<string, DataKey<unknown>>();
  let ended = false;
  const get = <T>(key: DataKey<T>) => {
    const serialized = unstable_serialize(key);
    const known = (cache.get(serialized)?.data ?? fallback?.[serialized]) as T | undefined;
    if (known !== undefined) return Promise.resolve(known);
    if (ended) return Promise.reject(new Error('the visitor has moved on'));
    started.set(serialized, key);
    return preload(key, fetchData<T>);
  };
  const end = () => {
    ended = true;
    // SWR's table belongs to its default cache, which the global `mutate` clears a key of; with no hook
    // asking, nothing is fetched again.
    for (const [serialized, key] of started) if (cache.get(serialized) === undefined) void mutate(key);
  };
  return { get, end };
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
    const loads = navigationLoads(cache, fallback);
    void loadRouteData(pathname, new URLSearchParams(search), lang, loads.get);
    return loads.end;
  }, [pathname, search, lang, ready, cache, fallback]);
  return null;
}
