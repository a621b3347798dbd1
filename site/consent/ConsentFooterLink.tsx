import { useLanguage } from '../i18n/LanguageContext';
import { openConsentPreferences } from './consentStore';
import { consentTexts } from './texts';

/** The footer's way back to the choice: the banner again, with the switches as they are now. */
export function ConsentFooterLink() {
  const { lang } = useLanguage();
  const texts = consentTexts(lang);
  return (
    <button
      type="button"
      lang={texts.lang}
      className="link-button consent-footer-link"
      onClick={openConsentPreferences}
    >
      {texts.footerLink}
    </button>
  );
}
