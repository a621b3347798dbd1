/**
 * The browser's localStorage or sessionStorage, or undefined where there is none (no window) or where reading
 * it throws (storage disabled by privacy settings): callers then behave as if nothing were stored rather
 * than crash. Free of react-admin and MUI, like the session files that use it (the login bundle is small).
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}
