import polyglotI18nProvider from 'ra-i18n-polyglot';
import { tr } from './tr';

export const adminLocales = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];

/** Turkish by default (SPEC §1); English is a separate chunk, fetched only when someone switches to it. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('./en').then((module) => module.en) : tr),
  'tr',
  adminLocales,
);
