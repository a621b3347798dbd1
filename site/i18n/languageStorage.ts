import { defaultLanguage } from '../../shared/types';

/** SPEC §4/§9: the chosen language is kept in local storage (default tr) and, for the server, in the `_lang` cookie. */
export const languageStorageKey = 'lang';

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

export function storeLanguage(abbr: string): void {
  try {
    localStorage.setItem(languageStorageKey, abbr);
  } catch {
    /* private mode or storage full: the cookie still carries the choice for this visit */
  }
}

/**
 * The `_lang` cookie: the language of the last page this browser read here (it follows the page), or null
 * for a browser that has none yet.
 */
export function readCookieLanguage(): string | null {
  const match = /(?:^|;\s*)_lang=([^;]+)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return match ? decodeURIComponent(match[1]) : null;
}

/** The language the server will answer in: the cookie's, else the default (what the server assumes without one). */
export const serverLanguage = (): string => readCookieLanguage() ?? defaultLanguage;
