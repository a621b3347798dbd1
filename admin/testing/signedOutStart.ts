import { afterEach, beforeEach, vi } from 'vitest';
import { setCsrfMeta } from './fakeFetch';

/**
 * Every test of the file starts signed out (local and session storage empty) at the login screen's address,
 * with the page's CSRF token, on fake timers (the screen waits before it leaves); real timers after it.
 */
export function startEachTestSignedOut() {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    setCsrfMeta();
    window.history.replaceState(null, '', '/giris-yap');
  });
  afterEach(() => vi.useRealTimers());
}
