import { activateIntegrations, hasGatedIntegrations } from './activateIntegrations';
import { type ConsentChoice, consentCategories } from './consentCookie';
import { setConsentDefaults, updateConsentMode } from './consentMode';
import { clearTrackerCookies } from './trackerCookies';

/*
 * What a consent choice does to the page: Consent Mode first (defaults, then the choice), then the granted
 * snippets go live. A withdrawal cannot stop code that already runs (a browser has no way to unload a
 * script); it tells Google's tag, revokes the Meta pixel's consent, removes the tags' cookies, and from the
 * next page load the snippets stay inert.
 */

declare global {
  interface Window {
    fbq?: (...args: unknown[]) => void;
  }
}

let started = false;

/** Once per page load, after hydration: a returning visitor's stored choice takes effect. */
export function startConsent(choice: ConsentChoice | null): void {
  if (started || !hasGatedIntegrations()) return;
  started = true;
  setConsentDefaults();
  if (!choice) return;
  updateConsentMode(choice);
  void activateIntegrations(choice);
}

/** The visitor just chose (first time, or again from the footer). */
export function applyConsentChange(previous: ConsentChoice | null, next: ConsentChoice): void {
  if (!hasGatedIntegrations()) return;
  started = true;
  updateConsentMode(next);
  const withdrawn = consentCategories.filter((category) => previous?.[category] && !next[category]);
  clearTrackerCookies(withdrawn);
  if (withdrawn.includes('marketing')) window.fbq?.('consent', 'revoke');
  void activateIntegrations(next);
}
