import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { tr } from './tr';

export const adminLocales = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];

/**
 * The English of the server's worded messages: it comes with the English chunk, so that the table of every
 * server message (issue 30) stays out of the Turkish panel's first load.
 */
let englishOfWorded: ((message: string) => string | undefined) | undefined;

/** Turkish by default (SPEC §1); English is a separate chunk, fetched only when someone switches to it. */
const polyglot = polyglotI18nProvider(
  (locale) =>
    locale === 'en'
      ? import('./en').then((module) => {
          englishOfWorded = module.englishOfWorded;
          return module.en;
        })
      : tr,
  'tr',
  adminLocales,
);

/** A message key (`app.notification.updated`, `ra.action.save`), as opposed to a sentence shown as it is. */
const isMessageKey = (key: string) => /^[\w-]+(\.[\w-]+)+$/.test(key);

/**
 * Polyglot, and for the English panel the server's refusals that carry a number or record ids (a message
 * looked up as a key: the seat floor's "Bu oturumda 3 kişi kayıtlı…"), which no fixed key can match.
 * A sentence without a translation (the server's "Güncellendi!" on the Turkish panel, a notice composed of
 * two) is shown as it is, without polyglot's "Missing translation" warning (development builds and tests),
 * which stays for message keys: there a missing one is a mistake.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    if (polyglot.getLocale() === 'en' && key.includes(' ')) {
      const english = englishOfWorded?.(key);
      if (english) return english;
    }
    return polyglot.translate(key, isMessageKey(key) ? options : { _: key, ...options });
  },
};
