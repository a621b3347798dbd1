import {
  type ConsentCategories,
  type ConsentChoice,
  earlyChoiceAttribute,
  readConsentCookie,
  writeConsentCookie,
} from './consentCookie';
import { applyConsentChange } from './consentEffects';

/*
 * The banner's state, outside React so that the footer's link can reopen it from anywhere. Read with
 * `useSyncExternalStore`: the server (and hydration) see the banner closed, the browser then shows it when
 * the visitor has not chosen yet, so the server's HTML and the first client render are the same.
 */

export interface ConsentState {
  /** The stored choice, or null before the visitor has chosen (or after the texts' version changed). */
  choice: ConsentChoice | null;
  /** Whether the banner is on screen. */
  open: boolean;
  /** Opened again by the visitor (the footer link), not shown for want of a choice: focus moves into it. */
  reopened: boolean;
}

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function set(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getConsentState(): ConsentState {
  if (!state) {
    const choice = readConsentCookie();
    state = { choice, open: choice === null, reopened: false };
  }
  if (!state.choice) {
    const early = takeEarlyChoice();
    if (early) state = { choice: early, open: false, reopened: false };
  }
  return state;
}

/**
 * A choice clicked on the server's banner before the page was live (prePaint.ts kept it on `<html>`): stored
 * now, as the click would have stored it. Read once; a choice already in the cookie wins.
 */
function takeEarlyChoice(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  const early = document.documentElement.getAttribute(earlyChoiceAttribute);
  if (early === null) return null;
  document.documentElement.removeAttribute(earlyChoiceAttribute);
  if (early !== 'all' && early !== 'none') return null;
  const accepted = early === 'all';
  return writeConsentCookie({ analytics: accepted, marketing: accepted });
}

/** Forgets the state read: the next read takes the cookie again, as a new page load would (tests use it). */
export function rereadConsentState(): void {
  state = null;
  for (const listener of listeners) listener();
}

/**
 * What the server renders and hydration starts from: the banner, as for a first visit (the page is cached, the
 * same for everyone). The head's script shows it or not before the first paint (prePaint.ts), and the
 * visitor's own state takes over right after hydration.
 */
const firstVisitState: ConsentState = { choice: null, open: true, reopened: false };
export const getServerConsentState = (): ConsentState => firstVisitState;

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The footer's "Çerez tercihleri": the banner again, with the current choice. */
export function openConsentPreferences(): void {
  set({ ...getConsentState(), open: true, reopened: true });
}

/** Closes a reopened banner without changing anything; a first-time banner stays until the visitor chooses. */
export function closeConsentPreferences(): void {
  const current = getConsentState();
  if (current.choice) set({ ...current, open: false, reopened: false });
}

/** Stores the visitor's choice, closes the banner and applies it to the page. */
export function saveConsent(categories: ConsentCategories): ConsentChoice {
  const previous = getConsentState().choice;
  const choice = writeConsentCookie(categories);
  set({ choice, open: false, reopened: false });
  applyConsentChange(previous, choice);
  return choice;
}
