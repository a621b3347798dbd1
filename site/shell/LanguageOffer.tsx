import { useEffect, useState } from 'react';
import { localizedPath } from '../../shared/routes';
import { useLanguages } from '../data/useSiteMeta';
import { useLanguage } from '../i18n/LanguageContext';
import { readCookieLanguage, readStoredLanguage } from '../i18n/languageStorage';

/**
 * On the home page, a link to the home of the language the visitor chose (the switch stores it, SPEC §9) or,
 * without a choice, of the pages they last read here (the `_lang` cookie), when that is not the page's. A
 * first visit has neither and is offered nothing: a reader who arrives on /en/ has not asked for Turkish. Issue 30: the address, not the cookie, names a page's language, so `/` is the
 * Turkish home for everyone (one cached page; search engines and shared links see what people see); a
 * returning English reader is one visible click from English instead of being redirected, which a cookie left
 * by a single English visit would otherwise do. The link is labelled with the language's own name, in it.
 */
export function LanguageOffer() {
  const { lang } = useLanguage();
  const { data: languages } = useLanguages();
  // Read after hydration: the server's page is the same for every visitor and has no offer.
  const [choice, setChoice] = useState<string | null>(null);
  useEffect(() => setChoice(readStoredLanguage() ?? readCookieLanguage()), []);

  const offered = choice && choice !== lang ? languages?.find((item) => item.abbr === choice) : undefined;
  if (!offered) return null;
  return (
    <p className="language-offer">
      <a href={localizedPath(offered.abbr, '/')} hrefLang={offered.abbr} lang={offered.abbr}>
        {offered.lang}{' '}
        <span aria-hidden="true" data-points-inline="">
          →
        </span>
      </a>
    </p>
  );
}
