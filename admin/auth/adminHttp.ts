import { type ApiError, createHttpClient, type HttpClient } from '../../shared/httpClient';
import { loginPath } from '../../shared/areas';
import { clearSession, getToken } from './session';

/** Leaves the single-page app for another area (login or the public site): a full page load. */
export type Go = (url: string) => void;

export const defaultGo: Go = (url) => window.location.assign(url);

/**
 * SPEC §4/§8: a 401 clears the three stored items and sends the browser to /giris-yap; a 429 sends it to
 * the site root. Returns whether the browser is leaving, so callers do not redirect a second time.
 */
export function handleAuthFailure(error: ApiError, go: Go): boolean {
  if (error.status === 401) {
    clearSession();
    go(loginPath);
    return true;
  }
  if (error.status === 429) {
    go('/');
    return true;
  }
  return false;
}

/** The back office's one HTTP client: bearer token from the session, 401 and 429 handled in one place. */
export function createAdminHttp(options: { go?: Go; fetch?: typeof fetch } = {}): HttpClient {
  const go = options.go ?? defaultGo;
  // Several requests in flight can fail together; the browser is sent away once, not once per request
  // (a second navigation would abort the first).
  let leaving = false;
  return createHttpClient({
    getToken,
    fetch: options.fetch,
    onError: (error) => {
      if (!leaving) leaving = handleAuthFailure(error, go);
    },
  });
}
