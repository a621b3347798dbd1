import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { LanguageItem } from '../../shared/publicApi';
import {
  localizedPath,
  matchPublicRoute,
  slugPerLanguageRoutes,
  splitLanguagePrefix,
} from '../../shared/routes';
import { storeLanguage } from '../i18n/languageStorage';
import { Icon } from '../ui/Icon';
import { usePopupDetails } from '../ui/usePopupDetails';
import { loadPage } from './loadPage';
import { useLanguages } from '../data/useSiteMeta';
import { useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';

/** More languages than this make the phone header's switch one button that opens the list. */
const pillsAtMost = 2;

const upper = (abbr: string) => abbr.toLocaleUpperCase('en');

/**
 * The active languages (from /api/pages/all-languages) as a button group; the current one is pressed.
 * `collapsible` (the phone header, where the logo, the call button and the menu button share the row): with
 * more than two languages, one button with the current language opens the list instead, since five pills
 * ran over the logo on a 320 px screen.
 */
export function LanguageSwitcher({
  className = '',
  collapsible = false,
}: {
  className?: string;
  collapsible?: boolean;
}) {
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

  const collapsed = collapsible && languages.length > pillsAtMost;
  const options = (
    <LanguageOptions
      languages={languages}
      current={lang}
      busy={busy}
      onChoose={(abbr) => void choose(abbr)}
      hrefOf={(abbr) => `${localizedPath(abbr, splitLanguagePrefix(pathname).path)}${search}`}
      withNames={collapsed}
    />
  );
  if (collapsed) {
    return (
      <LanguageMenu className={className} current={lang} label={t('navbar.language')}>
        {options}
      </LanguageMenu>
    );
  }
  return (
    <div className={`lang-switch ${className}`} role="group" aria-label={t('navbar.language')}>
      {options}
    </div>
  );
}

/** One button per language (`withNames`: "TR Türkçe" rather than "TR"), and their links for a page without JavaScript. */
function LanguageOptions({
  languages,
  current,
  busy,
  onChoose,
  hrefOf,
  withNames,
}: {
  languages: LanguageItem[];
  current: string;
  busy: boolean;
  onChoose: (abbr: string) => void;
  hrefOf: (abbr: string) => string;
  withNames: boolean;
}) {
  const text = (item: LanguageItem) =>
    withNames ? (
      <>
        <span className="lang-switch__abbr">{upper(item.abbr)}</span> {item.lang}
      </>
    ) : (
      upper(item.abbr)
    );
  return (
    <>
      {languages.map((item) => (
        <button
          key={item.abbr}
          type="button"
          lang={item.abbr}
          className="lang-switch__option"
          aria-pressed={item.abbr === current}
          // The accessible name starts with the visible "EN" (WCAG label in name) and says the language in full.
          aria-label={`${upper(item.abbr)} – ${item.lang}`}
          title={item.lang}
          disabled={busy}
          onClick={() => onChoose(item.abbr)}
        >
          {text(item)}
        </button>
      ))}
      {/* Without JavaScript the buttons do nothing: links to the same page in each language take their place
          (the stylesheet hides the buttons when these exist). The address names the language (issue 30). */}
      <noscript>
        {languages.map((item) => (
          <a
            key={item.abbr}
            href={hrefOf(item.abbr)}
            hrefLang={item.abbr}
            lang={item.abbr}
            className="lang-switch__option lang-switch__link"
            aria-current={item.abbr === current ? 'true' : undefined}
            aria-label={`${upper(item.abbr)} – ${item.lang}`}
          >
            {text(item)}
          </a>
        ))}
      </noscript>
    </>
  );
}

/**
 * The current language as one button that opens the list under it: a <details>, so it opens without
 * JavaScript too. With it, a choice, a click elsewhere, focus moving on or Escape closes the list.
 */
function LanguageMenu({
  className,
  current,
  label,
  children,
}: {
  className: string;
  current: string;
  label: string;
  children: ReactNode;
}) {
  const popup = usePopupDetails();
  return (
    <details className={`lang-menu ${className}`} {...popup}>
      <summary className="lang-menu__current" aria-label={`${upper(current)} – ${label}`}>
        {upper(current)}
        <Icon name="chevronDown" size={14} />
      </summary>
      <div className="lang-switch lang-menu__list" role="group" aria-label={label}>
        {children}
      </div>
    </details>
  );
}
