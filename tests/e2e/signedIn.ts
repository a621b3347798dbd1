import type { Browser } from 'playwright-core';
import { signInByApi } from '../../scripts/signInByApi.mjs';
import { addSessionCookie, admin, newPage, adminURL } from './fixtures';

/**
 * A browser page signed in to the back office as `user` (the seeded administrator by default) without going
 * through the login screen: the API's answer is stored as the login page would store it, and its HttpOnly
 * session cookie given to the context. `user` is the signed-in user as the API described them; `token` and
 * `sessionCookie` let a test call the API as that page.
 */
export async function signedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  user: { email: string; password: string } = admin,
) {
  const session = await signInByApi<{ name: string }>(adminURL, user);
  const { context, page } = await newPage(browser, viewport);
  await addSessionCookie(context, session.sessionCookie);
  const stored = { token: session.token, user: session.user, expiresIn: session.expiresIn };
  await context.addInitScript((s: typeof stored) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user_data', JSON.stringify(s.user));
    localStorage.setItem('expirationDate', new Date(Date.now() + s.expiresIn * 1000).toISOString());
  }, stored);
  return { context, page, user: session.user, token: session.token, sessionCookie: session.sessionCookie };
}
