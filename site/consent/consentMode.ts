import type { ConsentCategories } from './consentCookie';

/*
 * Google Consent Mode v2. Google's tag reads consent commands from `window.dataLayer` in the order they were
 * pushed, so the defaults (everything denied) must be there before the tag's own `gtag('js')`/`config`: they
 * are pushed before any integration snippet is activated (site/consent/consentEffects.ts), and every choice
 * the visitor makes follows as an `update`. Harmless without a Google tag: nothing reads the array then.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type ConsentState = 'granted' | 'denied';

/**
 * Google's own `gtag` shape: it pushes the `arguments` object itself, which is how the tag tells a command
 * from a plain data-layer event (an array would not be read as one).
 */
function gtag(..._command: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- the tag recognises commands by their Arguments object
  window.dataLayer.push(arguments);
}

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

let defaultsSet = false;

/** Everything denied until the visitor chooses; the tag waits up to 500 ms for an update before its first hit. */
export function setConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  });
}

/** The visitor's choice: statistics opens analytics storage, marketing the three advertising signals. */
export function updateConsentMode(categories: ConsentCategories): void {
  setConsentDefaults();
  gtag('consent', 'update', {
    ad_storage: state(categories.marketing),
    ad_user_data: state(categories.marketing),
    ad_personalization: state(categories.marketing),
    analytics_storage: state(categories.analytics),
  });
}
