import { adminBasePath, areaOf, loginPath } from '../../shared/areas';
import { isSessionEndReason, type SessionEndReason } from '../../shared/sessionIdle';
import { browserStorage } from './browserStorage';
import { keepLiveForms, keptFormMaxAgeMs } from './keptForms';
import { clearSession, getToken, readStoredUser } from './session';

/*
 * When the back office session ends under the user (idle, expired, revoked), the spec's 401 behaviour stays
 * (the three localStorage items cleared, /giris-yap), and three things are added (issue 27): the unsaved
 * forms are kept (keptForms.ts), the login screen says why, and after signing in the user returns to the
 * screen they were on. The why and the where travel in this tab's sessionStorage, not in the address: a
 * link cannot forge a message or send a user who signs in somewhere else.
 * Free of react-admin and MUI: the login screen's small bundle reads it too.
 */

const endedKey = 'akademi.sessionEnded';

export interface SessionEnded {
  reason: SessionEndReason;
  /** The back office address the user was on (/admin/...). */
  returnTo: string;
  /** Whose session it was: only the same user is sent back there. */
  email: string | null;
  at: number;
}

const storage = () => browserStorage('sessionStorage');

const isAdminPath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && areaOf(path.split(/[?#]/)[0]) === 'admin';

/**
 * Ends the session in this browser without navigating: keeps the unsaved forms and the reason, clears the
 * three stored items. The caller then goes to /giris-yap (endSession) or lets react-admin do it.
 */
export function closeSession(reason: SessionEndReason, now = Date.now()): void {
  const email = readStoredUser()?.email ?? null;
  if (email) keepLiveForms(email, now);
  const here = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
  const ended: SessionEnded = { reason, returnTo: isAdminPath(here) ? here : adminBasePath, email, at: now };
  try {
    storage()?.setItem(endedKey, JSON.stringify(ended));
  } catch {
    // Without storage the login screen simply says nothing special.
  }
  clearSession();
}

/** The session ended (a 401, its lifetime, its idle time): keep what can be kept and go to /giris-yap. */
export function endSession(reason: SessionEndReason, go: (url: string) => void, now = Date.now()): void {
  closeSession(reason, now);
  go(loginPath);
}

/** Whether a session is still stored: a forced logout of one says why; of none there is nothing to say. */
export const hasStoredSession = (): boolean => getToken() !== null;

/**
 * True once the session has ended in this tab (nothing stored, the end recorded): the leave-page prompt
 * stays quiet while the browser goes to /giris-yap, since the unsaved forms are kept.
 */
export const isLeavingForSignIn = (): boolean => !hasStoredSession() && readSessionEnded() !== undefined;

/** Why this tab's last session ended, if it did within the hour (the kept forms' lifetime). */
export function readSessionEnded(now = Date.now()): SessionEnded | undefined {
  try {
    const value = JSON.parse(storage()?.getItem(endedKey) ?? 'null') as SessionEnded | null;
    if (!value || !isSessionEndReason(value.reason) || typeof value.at !== 'number') return undefined;
    if (now - value.at > keptFormMaxAgeMs) return undefined;
    return value;
  } catch {
    return undefined;
  }
}

/**
 * Where a sign-in leads: back to the screen the same user's session ended on, else /admin. The record is
 * used up either way.
 */
export function pathAfterSignIn(email: string, now = Date.now()): string {
  const ended = readSessionEnded(now);
  storage()?.removeItem(endedKey);
  const sameUser = ended?.email !== null && ended?.email?.toLowerCase() === email.toLowerCase();
  return ended && sameUser && isAdminPath(ended.returnTo) ? ended.returnTo : adminBasePath;
}
