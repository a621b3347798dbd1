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
import { defaultLanguage } from '../../shared/types';
import { readCookieLanguage, readStoredLanguage, storeLanguage } from './languageStorage';

export interface LanguageState {
  /** The current language abbr ('tr', 'en'). */
  lang: string;
  /** False until the server's `_lang` cookie agrees with the stored choice: no content is fetched before. */
  ready: boolean;
  /** SPEC §4: only when different; stores the choice, tells the server, then every language-keyed fetch reloads. */
  changeLanguage: (abbr: string) => Promise<void>;
  /** Re-sends the current choice to the server (its cookie was lost) without changing the language. */
  resync: () => Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

const changeOnServer = (abbr: string) => http.get(`/api/pages/change-language/${encodeURIComponent(abbr)}`);

/** The language a server-rendered page was rendered in, and whether its address named it (`/en/…`). */
export interface RenderedLanguage {
  lang: string;
  fromAddress: boolean;
}

/**
 * The current language. A server-rendered page starts in the language it was rendered in (ready at once,
 * so hydration matches); then the browser catches up: the server's cookie follows the page, and on an
 * address without a language prefix the visitor's stored choice (SPEC §9) still wins.
 */
export function LanguageProvider({
  children,
  rendered,
}: {
  children: ReactNode;
  rendered?: RenderedLanguage;
}) {
  const [lang, setLang] = useState(() => rendered?.lang ?? readStoredLanguage() ?? defaultLanguage);
  const [ready, setReady] = useState(() => Boolean(rendered) || lang === readCookieLanguage());
  const current = useRef(lang);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // A stored choice the server does not know yet (new cookie jar, cleared cookies): tell it first.
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    changeOnServer(current.current)
      .catch(() => {
        // Unknown or deactivated language: fall back to the default.
        current.current = defaultLanguage;
        storeLanguage(defaultLanguage);
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
    if (!rendered) return;
    const stored = readStoredLanguage();
    if (!rendered.fromAddress && stored && stored !== rendered.lang) {
      void changeLanguage(stored).catch(() => undefined); // a deactivated stored language keeps the page's
    } else if (readCookieLanguage() !== rendered.lang) {
      // The page's own later requests (search, forms) are answered in the cookie's language.
      void changeOnServer(rendered.lang).catch(() => undefined);
    }
  }, [rendered, changeLanguage]);

  const resync = useCallback(async () => {
    try {
      await changeOnServer(current.current);
    } catch {
      // The stored language was deactivated meanwhile: go back to the default, which needs no cookie.
      current.current = defaultLanguage;
      storeLanguage(defaultLanguage);
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
