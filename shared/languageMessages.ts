/**
 * The languages screen's refusals (server/routes/admin/languages.ts) in Turkish, and in English for the
 * panel's English view (admin/i18n/serverMessagesEnglish.ts looks a refusal up by its Turkish text).
 */
export const languageMessages = {
  exists: { tr: 'Bu dil sistemde zaten var', en: 'This language already exists' },
  defaultInactive: { tr: 'Varsayılan dil pasif yapılamaz', en: 'The default language cannot be deactivated' },
  defaultDelete: { tr: 'Varsayılan dil silinemez', en: 'The default language cannot be deleted' },
  unknown: { tr: 'Bu kod bilinen bir dilin kodu değil', en: 'This is not the code of a known language' },
  reserved: {
    tr: 'Bu kod sitenin başka bir adresine ayrılmış',
    en: 'This code is reserved for another address of the site',
  },
} as const;

/** A language's long code ("deu") where a short one ("de") exists: the short one, in the message. */
export const shortCodeMessage = {
  tr: (short: string) => `Bu dilin kısa kodu "${short}": onu yazın`,
  en: (short: string) => `This language's short code is "${short}": use that`,
};

export const languageMessagesEnglish: Record<string, string> = Object.fromEntries(
  Object.values(languageMessages).map(({ tr, en }) => [tr, en]),
);
