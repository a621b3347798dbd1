import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { englishOfWorded } from './serverMessagesEnglish';
import { tr } from './tr';

export const adminLocales = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];

/** Turkish by default (SPEC §1); English is a separate chunk, fetched only when someone switches to it. */
const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('./en').then((module) => module.en) : tr),
  'tr',
  adminLocales,
);

/**
 * Polyglot, and for the English panel the server's refusals that carry a number or record ids (a message
 * looked up as a key: the seat floor's "Bu oturumda 3 kişi kayıtlı…"), which no fixed key can match.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    if (polyglot.getLocale() === 'en' && key.includes(' ')) {
      const english = englishOfWorded(key);
      if (english) return english;
    }
    return polyglot.translate(key, options);
  },
};
