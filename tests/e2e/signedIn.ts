import type { Browser } from 'playwright-core';
import { addSessionCookie, admin, csrfHeaders, newPage, sessionCookieOf, adminURL } from './fixtures';

/**
 * A browser page signed in to the back office as `user` (the seeded administrator by default) without going
 * through the login screen: the API's answer is stored as the login page would store it, and its HttpOnly
 * session cookie given to the context. `user` is the signed-in user as the API described them.
 */
export async function signedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  user: { email: string; password: string } = admin,
) {
  const res = await fetch(`${adminURL}/api/auth/login`, {
    method: 'POST',
    headers: { ...(await csrfHeaders()), 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (res.status !== 200) throw new Error(`login as ${user.email}: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { token: string; data: { name: string }; expires_in: number };
  const { context, page } = await newPage(browser, viewport);
  await addSessionCookie(context, sessionCookieOf(res));
  await context.addInitScript((s: typeof session) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user_data', JSON.stringify(s.data));
    localStorage.setItem('expirationDate', new Date(Date.now() + s.expires_in * 1000).toISOString());
  }, session);
  return { context, page, user: session.data };
}
