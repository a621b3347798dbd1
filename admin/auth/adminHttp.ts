import { type ApiError, createHttpClient, type HttpClient } from '../../shared/httpClient';
import type { SessionEndReason } from '../../shared/sessionIdle';
import { type IdleClock, sessionIdleClock } from './idleClock';
import { getToken, readSession } from './session';
import { endSession } from './sessionEnd';

/** Leaves the single-page app for another area (login or the public site): a full page load. */
export type Go = (url: string) => void;

export const defaultGo: Go = (url) => window.location.assign(url);

/**
 * Why a 401 ended the session. The server says so ('idle' | 'expired' | 'revoked'); when it can only say the
 * token is gone, this browser may know better: a token already deleted as idle or expired by an earlier
 * request (another tab, a parallel one) reads as 'revoked' on the server.
 */
export function sessionEndReasonOf(error: ApiError, clock: IdleClock, now = Date.now()): SessionEndReason {
  const told = error.body?.reason;
  if (told === 'idle' || told === 'expired') return told;
  if (clock.isPast(now)) return 'idle';
  // The stored expiry has passed (readSession reads an expired session as none).
  if (getToken() && !readSession(now)) return 'expired';
  return 'revoked';
}

/**
 * SPEC §4/§8: a 401 clears the three stored items and sends the browser to /giris-yap (keeping the unsaved
 * forms and the reason on the way: sessionEnd.ts); a 429 sends it to the site root. Returns whether the
 * browser is leaving, so callers do not redirect a second time.
 */
export function handleAuthFailure(error: ApiError, go: Go, clock: IdleClock = sessionIdleClock): boolean {
  if (error.status === 401) {
    endSession(sessionEndReasonOf(error, clock), go);
    return true;
  }
  if (error.status === 429) {
    go('/');
    return true;
  }
  return false;
}

/**
 * The back office's one HTTP client: bearer token from the session, 401 and 429 handled in one place, and
 * every answer's word on the session's idle end passed to the idle clock (the warning reads it there).
 */
export function createAdminHttp(
  options: { go?: Go; fetch?: typeof fetch; clock?: IdleClock } = {},
): HttpClient {
  const go = options.go ?? defaultGo;
  const clock = options.clock ?? sessionIdleClock;
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const observingFetch: typeof fetch = async (input, init) => {
    const response = await baseFetch(input, init);
    clock.observe(response.headers);
    return response;
  };
  // Several requests in flight can fail together; the browser is sent away once, not once per request
  // (a second navigation would abort the first).
  let leaving = false;
  return createHttpClient({
    getToken,
    fetch: observingFetch,
    onError: (error) => {
      if (!leaving) leaving = handleAuthFailure(error, go, clock);
    },
  });
}
