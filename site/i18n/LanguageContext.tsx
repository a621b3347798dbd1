import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { http } from '../api/client';
import { htmlLanguageAttributes } from '../../shared/languageDirection';
import { splitLanguagePrefix } from '../../shared/routes';
import { defaultLanguage } from '../../shared/types';
import { serverLanguage, storeLanguage } from './languageStorage';

export interface LanguageState {
  /** The current language abbr ('tr', 'en', any language the office added: 'de', 'ar', 'pt-br'). */
  lang: string;
  /** False until the server's `_lang` cookie agrees with the page's language: no content is fetched before. */
  ready: boolean;
  /** SPEC §4: only when different; stores the choice, tells the server, then every language-keyed fetch reloads. */
  changeLanguage: (abbr: string) => Promise<void>;
  /** Re-sends the current choice to the server (its cookie was lost) without changing the language. */
  resync: () => Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

const changeOnServer = (abbr: string) => http.get(`/api/pages/change-language/${encodeURIComponent(abbr)}`);

/** The language a server-rendered page was rendered in. */
export interface RenderedLanguage {
  lang: string;
}

/** The language the current address names: its prefix (`/en/…`), else the default (issue 30). */
const addressLanguage = () =>
  splitLanguagePrefix(globalThis.location?.pathname ?? '/').lang ?? defaultLanguage;

/**
 * The current language: the address's, never the cookie's or the stored choice's (issue 30: a Turkish
 * address shared or found in a search is read in Turkish). A server-rendered page starts in the language it
 * was rendered in (ready at once, so hydration matches); then the server's cookie follows the page, so the
 * page's own requests (search, forms) are answered in its language. The stored choice (SPEC §9) is offered
 * on the home page (shell/LanguageOffer.tsx) and changes only through the switch.
 */
export function LanguageProvider({
  children,
  rendered,
}: {
  children: ReactNode;
  rendered?: RenderedLanguage;
}) {
  const [lang, setLang] = useState(() => rendered?.lang ?? addressLanguage());
  const [ready, setReady] = useState(() => Boolean(rendered) || lang === serverLanguage());
  const current = useRef(lang);

  // The page's language and writing direction (issue 30: an Arabic page is right to left), as the server
  // wrote them on <html> for the page's first language.
  useEffect(() => {
    const { lang: tag, dir } = htmlLanguageAttributes(lang);
    document.documentElement.lang = tag;
    document.documentElement.dir = dir;
  }, [lang]);

  // A language the server's cookie does not carry yet (new cookie jar, another language's page): tell it first.
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    changeOnServer(current.current)
      .catch(() => {
        // Unknown or deactivated language: fall back to the default.
        current.current = defaultLanguage;
        if (!cancelled) setLang(defaultLanguage);
      })
      .finally(() => {
        if (!cancelled) setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, [ready]);

  const changeLanguage = useCallback(async (abbr: string) => {
    if (abbr === current.current) return;
    await changeOnServer(abbr);
    current.current = abbr;
    storeLanguage(abbr);
    setLang(abbr);
  }, []);

  useEffect(() => {
    // The page's own later requests (search, forms) are answered in the cookie's language.
    if (rendered && serverLanguage() !== rendered.lang) {
      void changeOnServer(rendered.lang).catch(() => undefined);
    }
  }, [rendered]);

  const resync = useCallback(async () => {
    try {
      await changeOnServer(current.current);
    } catch {
      // The page's language was deactivated meanwhile: go back to the default, which needs no cookie.
      current.current = defaultLanguage;
      setLang(defaultLanguage);
    }
  }, []);

  const value = useMemo(
    () => ({ lang, ready, changeLanguage, resync }),
    [lang, ready, changeLanguage, resync],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return state;
}
