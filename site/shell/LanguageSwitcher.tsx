import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  localizedPath,
  matchPublicRoute,
  slugPerLanguageRoutes,
  splitLanguagePrefix,
} from '../../shared/routes';
import { storeLanguage } from '../i18n/languageStorage';
import { loadPage } from './loadPage';
import { useLanguages } from '../data/useSiteMeta';
import { useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';

/** The active languages (from /api/pages/all-languages) as a button group; the current one is pressed. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  const { lang, changeLanguage } = useLanguage();
  const { data: languages } = useLanguages();
  const [busy, setBusy] = useState(false);
  const { pathname, search } = useLocation();
  if (!languages || languages.length < 2) return null;

  const choose = async (abbr: string) => {
    if (abbr === lang || busy) return;
    // A record's address may have another slug in that language: the server knows it and moves there.
    const { path } = splitLanguagePrefix(pathname);
    const route = matchPublicRoute(path);
    if (route && slugPerLanguageRoutes.has(route.name)) {
      storeLanguage(abbr);
      loadPage(`${localizedPath(abbr, path)}${search}`);
      return;
    }
    setBusy(true);
    try {
      await changeLanguage(abbr);
    } catch {
      // The server refused (language just deactivated): stay in the current language.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`lang-switch ${className}`} role="group" aria-label={t('navbar.language')}>
      {languages.map((item) => (
        <button
          key={item.abbr}
          type="button"
          lang={item.abbr}
          className="lang-switch__option"
          aria-pressed={item.abbr === lang}
          // The accessible name starts with the visible "EN" (WCAG label in name) and says the language in full.
          aria-label={`${item.abbr.toLocaleUpperCase('en')} – ${item.lang}`}
          title={item.lang}
          disabled={busy}
          onClick={() => void choose(item.abbr)}
        >
          {item.abbr.toLocaleUpperCase('en')}
        </button>
      ))}
      {/* Without JavaScript the buttons do nothing: links to the same page in each language take their place
          (the stylesheet hides the buttons when these exist). The address names the language (issue 30). */}
      <noscript>
        {languages.map((item) => (
          <a
            key={item.abbr}
            href={`${localizedPath(item.abbr, splitLanguagePrefix(pathname).path)}${search}`}
            hrefLang={item.abbr}
            lang={item.abbr}
            className="lang-switch__option lang-switch__link"
            aria-current={item.abbr === lang ? 'true' : undefined}
            aria-label={`${item.abbr.toLocaleUpperCase('en')} – ${item.lang}`}
          >
            {item.abbr.toLocaleUpperCase('en')}
          </a>
        ))}
      </noscript>
    </div>
  );
}
