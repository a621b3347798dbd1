import { type ReactNode, useMemo, useRef } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { PageState } from '../shared/pageState';
import { localizedPath, paths, splitLanguagePrefix } from '../shared/routes';
import { NavigationPreload } from './data/navigationPreload';
import { DictionaryProvider } from './i18n/DictionaryContext';
import { LanguageProvider, useLanguage } from './i18n/LanguageContext';
import { siteRoutes } from './routes';
import { Layout } from './shell/Layout';
import { keepServerAnswers, PageContext } from './ssr/PageContext';

/** No refetch on window focus: public content changes rarely and each page offers its own retry. */
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 10_000 };

/** The router's base for a language: English pages live under /en (shared/routes.ts). */
export const basenameFor = (lang: string) => localizedPath(lang, '/').replace(/\/$/, '');

/** The site's pages inside the shell; any other path goes to /404 (SPEC §2). */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {siteRoutes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<Navigate to={paths.not_found} replace />} />
      </Route>
    </Routes>
  );
}

/** Everything around the router, the same on the server and in the browser. */
export function SiteProviders({
  state,
  swr,
  children,
}: {
  state?: PageState;
  swr?: SWRConfiguration;
  children: ReactNode;
}) {
  const fallback = state?.fallback;
  const swrValue = useMemo(() => {
    const use = [...(swr?.use ?? [])];
    if (fallback && globalThis.window) use.push(keepServerAnswers(new Set(Object.keys(fallback))));
    return { ...swrOptions, ...swr, fallback, use };
  }, [swr, fallback]);
  const firstAddress = useRef(state ? (globalThis.location?.pathname ?? null) : null);
  const page = useMemo(
    () => ({
      serverRendered: Boolean(state),
      origin: state?.origin ?? globalThis.location?.origin ?? '',
      renderedAt: state?.renderedAt,
      firstAddress,
      refusedForm: state?.refusedForm,
    }),
    [state],
  );
  const rendered = useMemo(() => (state ? { lang: state.lang } : undefined), [state]);
  return (
    <PageContext.Provider value={page}>
      <SWRConfig value={swrValue}>
        <LanguageProvider rendered={rendered}>
          <DictionaryProvider>{children}</DictionaryProvider>
        </LanguageProvider>
      </SWRConfig>
    </PageContext.Provider>
  );
}

/**
 * The browser's router, based at the current language's prefix. When the language changes the address moves
 * with it (`/kurs/x` ⇄ `/en/kurs/x`, replacing the history entry) and the router starts again at the new base.
 */
function LocalizedRouter({ children }: { children: ReactNode }) {
  const { lang } = useLanguage();
  const basename = basenameFor(lang);
  const { lang: addressLang, path } = splitLanguagePrefix(window.location.pathname);
  if ((addressLang ? basenameFor(addressLang) : '') !== basename) {
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${localizedPath(lang, path)}${search}${hash}`);
  }
  return (
    <BrowserRouter key={basename} basename={basename || undefined}>
      {children}
    </BrowserRouter>
  );
}

export function App({ state }: { state?: PageState }) {
  return (
    <SiteProviders state={state}>
      <LocalizedRouter>
        <NavigationPreload />
        <SiteRoutes />
      </LocalizedRouter>
    </SiteProviders>
  );
}
