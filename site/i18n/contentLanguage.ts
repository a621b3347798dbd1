import { htmlLanguageAttributes } from '../../shared/languageDirection';
import { useLanguage } from './LanguageContext';

/** The `lang` and `dir` of an element whose text is in another language than the page's. */
export type ContentLanguage = { lang: string; dir: 'ltr' | 'rtl' } | undefined;

/**
 * A record not translated into the page's language shows the default language's text (the API's
 * `content_lang`, issue 30): its title and text then carry that language's `lang` (a screen reader reads
 * them in Turkish, not with German rules) and `dir` (Turkish text on an Arabic page runs left to right).
 * Nothing when the text is the page's own language.
 */
export function useContentLanguage(contentLang: string | undefined): ContentLanguage {
  const { lang } = useLanguage();
  return contentLang && contentLang !== lang ? htmlLanguageAttributes(contentLang) : undefined;
}
