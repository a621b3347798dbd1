import type { ConsentCategory } from './consentCookie';

/*
 * The banner's own texts, in the site's two languages. They live here rather than in the database's
 * dictionary: the banner must work even when the dictionary cannot load, and its wording is part of
 * the consent the visitor gives (`consentVersion` in consentCookie.ts goes up when it changes in substance).
 */

interface CategoryTexts {
  label: string;
  description: string;
}

export interface ConsentTexts {
  /** The language these texts are in: the banner says so (`lang`) on a page in another language (issue 30). */
  lang: 'tr' | 'en';
  title: string;
  intro: string;
  acceptAll: string;
  rejectAll: string;
  preferences: string;
  save: string;
  close: string;
  categoriesLegend: string;
  alwaysOn: string;
  necessary: CategoryTexts;
  categories: Record<ConsentCategory, CategoryTexts>;
  withdrawalNote: string;
  footerLink: string;
}

const tr: ConsentTexts = {
  lang: 'tr',
  title: 'Çerez tercihleri',
  intro:
    'Sitenin çalışması için zorunlu çerezleri kullanırız. İzin verirseniz ziyaretleri ölçmek için istatistik, reklamlarımızı ölçmek için pazarlama çerezleri de kullanırız.',
  acceptAll: 'Tümünü kabul et',
  rejectAll: 'Reddet',
  preferences: 'Tercihler',
  save: 'Seçimi kaydet',
  close: 'Kapat',
  categoriesLegend: 'Çerez kategorileri',
  alwaysOn: 'Her zaman açık',
  necessary: {
    label: 'Zorunlu',
    description: 'Dil seçimi, güvenlik ve formlar için gereklidir; kapatılamaz.',
  },
  categories: {
    analytics: {
      label: 'İstatistik',
      description:
        'Ziyaretleri sayar, sitenin nasıl kullanıldığını ölçer (Google Analytics, Yandex Metrica).',
    },
    marketing: {
      label: 'Pazarlama',
      description: 'Reklamlarımızın etkisini ölçer ve size uygun reklamlar gösterir (Meta pikseli).',
    },
  },
  withdrawalNote:
    'İzni geri çekerseniz betikler bir sonraki sayfa yüklemesinden itibaren çalışmaz; şu anda çalışmakta olanlar sayfa yenilenene kadar durdurulamaz.',
  footerLink: 'Çerez tercihleri',
};

const en: ConsentTexts = {
  lang: 'en',
  title: 'Cookie preferences',
  intro:
    'We use necessary cookies to run this site. With your permission we also use statistics cookies to measure visits and marketing cookies to measure our advertising.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject',
  preferences: 'Preferences',
  save: 'Save my choice',
  close: 'Close',
  categoriesLegend: 'Cookie categories',
  alwaysOn: 'Always on',
  necessary: {
    label: 'Necessary',
    description: 'Needed for the language choice, security and forms; cannot be turned off.',
  },
  categories: {
    analytics: {
      label: 'Statistics',
      description: 'Counts visits and measures how the site is used (Google Analytics, Yandex Metrica).',
    },
    marketing: {
      label: 'Marketing',
      description: 'Measures our advertising and shows you relevant ads (Meta pixel).',
    },
  },
  withdrawalNote:
    'If you withdraw consent, the scripts no longer run from the next page load; those already running cannot be stopped until the page is reloaded.',
  footerLink: 'Cookie preferences',
};

/** Turkish for Turkish pages, English for every other language the site may offer. */
export const consentTexts = (lang: string): ConsentTexts => (lang === 'tr' ? tr : en);
