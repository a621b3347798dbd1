import { useEffect, useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/LanguageContext';
import { ConsentBanner } from './ConsentBanner';
import { startConsent } from './consentEffects';
import { getConsentState, getServerConsentState, subscribeConsent } from './consentStore';
import { consentTexts } from './texts';
import './consent.css';

/**
 * Mounted once in the site's shell. Renders nothing on the server and during hydration (the cached page is
 * the same for every visitor); right after, the banner appears when the visitor has not chosen yet. It is
 * fixed to the bottom of the screen, so its arrival moves nothing on the page (no layout shift).
 */
export function CookieConsent() {
  const state = useSyncExternalStore(subscribeConsent, getConsentState, getServerConsentState);
  const { lang } = useLanguage();

  // After hydration, once per page load: Consent Mode's defaults, then the snippets a stored choice allows.
  useEffect(() => startConsent(getConsentState().choice), []);

  if (!state.open) return null;
  // Keyed: reopening a banner that is already up (first visit) starts it afresh, switches shown and focused.
  return (
    <ConsentBanner
      key={state.reopened ? 'reopened' : 'first'}
      texts={consentTexts(lang)}
      choice={state.choice}
      reopened={state.reopened}
    />
  );
}
