import { useEffect, useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/LanguageContext';
import { ConsentBanner } from './ConsentBanner';
import { startConsent } from './consentEffects';
import { getConsentState, getServerConsentState, subscribeConsent } from './consentStore';
import { consentTexts } from './texts';
import './consent.css';

/**
 * Mounted once in the site's shell. The server draws the banner on every page (the cached page is the same for
 * every visitor), marked as drawn for the first paint: CSS shows it there only when the head's script found no
 * choice (prePaint.ts). Right after hydration the visitor's own state takes over: the banner stays, now live,
 * or goes. It is fixed to the bottom of the screen, so it moves nothing on the page (no layout shift).
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
      drawnByServer={state === getServerConsentState()}
    />
  );
}
