import type { CurrentUser, LoginResponse } from '../../shared/types';
import { browserStorage } from './browserStorage';

/**
 * The signed-in session as the browser keeps it (SPEC §3): three localStorage items. Shared by the login
 * screen and the back office, so it must stay free of react-admin and MUI (the login bundle is small).
 */
export const sessionKeys = {
  token: 'token',
  user: 'user_data',
  /** When the token expires, as an ISO timestamp (the server's expires_in added to the sign-in time). */
  expiration: 'expirationDate',
} as const;

export interface Session {
  token: string;
  user: CurrentUser;
  expiresAt: number;
}

// Storage can be disabled (privacy settings): then behave as signed out.
const storage = () => browserStorage('localStorage');

export function saveSession(
  response: Pick<LoginResponse, 'token' | 'data' | 'expires_in'>,
  now = Date.now(),
): Session {
  const expiresAt = now + response.expires_in * 1000;
  const store = storage();
  store?.setItem(sessionKeys.token, response.token);
  store?.setItem(sessionKeys.user, JSON.stringify(response.data));
  store?.setItem(sessionKeys.expiration, new Date(expiresAt).toISOString());
  return { token: response.token, user: response.data, expiresAt };
}

export function clearSession(): void {
  const store = storage();
  for (const key of Object.values(sessionKeys)) store?.removeItem(key);
}

function parseUser(raw: string | null): CurrentUser | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as CurrentUser;
    return value && typeof value.name === 'string' && value.role_group ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The stored session if it is complete and not expired; anything else reads as signed out. */
export function readSession(now = Date.now()): Session | null {
  const store = storage();
  const token = store?.getItem(sessionKeys.token);
  const user = parseUser(store?.getItem(sessionKeys.user) ?? null);
  const expiresAt = Date.parse(store?.getItem(sessionKeys.expiration) ?? '');
  if (!token || !user || Number.isNaN(expiresAt) || expiresAt <= now) return null;
  return { token, user, expiresAt };
}

export const getToken = (): string | null => storage()?.getItem(sessionKeys.token) ?? null;

/** The stored user even when the session has expired (whose unsaved forms to keep when it ends). */
export const readStoredUser = (): CurrentUser | undefined =>
  parseUser(storage()?.getItem(sessionKeys.user) ?? null);

/** Keeps user_data in step with the server (the status check answers the current name and role group). */
export function updateStoredUser(user: CurrentUser): void {
  storage()?.setItem(sessionKeys.user, JSON.stringify(user));
}
