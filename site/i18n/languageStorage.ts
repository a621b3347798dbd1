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

/** The language the server will answer in, when the cookie is readable; the default otherwise. */
export function readCookieLanguage(): string {
  const match = /(?:^|;\s*)_lang=([^;]+)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return match ? decodeURIComponent(match[1]) : defaultLanguage;
}
