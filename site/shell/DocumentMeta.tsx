import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PublicRouteName } from '../../shared/publicApi';
import { useCompanyConfig, usePageMeta } from '../data/useSiteMeta';
import { useOnServerRenderedPath } from '../ssr/PageContext';
import { composeTitle } from '../../shared/pageTitle';
import { setMetaDescription } from './documentMeta';

interface Override {
  path: string;
  title: string | null;
  description: string | null;
}

const SetOverrideContext = createContext<(override: Override) => void>(() => undefined);

/**
 * Keeps document.title and the meta description in step with the route (SPEC §2): the route's page meta in
 * the current language, which a detail page may replace with its own record's SEO title and description.
 */
export function DocumentMetaProvider({
  routeName,
  children,
}: {
  routeName: PublicRouteName;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [override, setOverride] = useState<Override | null>(null);
  const { data: meta } = usePageMeta();
  const { data: company } = useCompanyConfig();

  const own = override?.path === pathname ? override : null;
  const entry = meta?.[routeName];
  const title = own?.title || entry?.title || null;
  const description = own?.description || entry?.description || null;
  const companyName = company?.companyName;

  const onServerRenderedPath = useOnServerRenderedPath();
  useEffect(() => {
    // The server's <head> already names this page; writing the route's page meta first would flash it
    // before a detail page's own title arrives.
    if (onServerRenderedPath()) return;
    document.title = composeTitle(title, companyName);
    setMetaDescription(description);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the check is read when the meta changes
  }, [title, description, companyName]);

  return <SetOverrideContext.Provider value={setOverride}>{children}</SetOverrideContext.Provider>;
}

/** A detail page names itself: its record's SEO title and description replace the route's page meta. */
export function usePageMetaOverride(title: string | null | undefined, description?: string | null) {
  const setOverride = useContext(SetOverrideContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === undefined) return;
    setOverride({ path: pathname, title: title || null, description: description || null });
  }, [setOverride, pathname, title, description]);
}
