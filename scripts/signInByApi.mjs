// Signing in to a started server over HTTP as the back office's login screen does, for the scripts and tests
// that drive a real server (the first-start walk, the bench, the browser and socket tests): a CSRF token in a
// header and its cookie, then POST /api/auth/login, whose answer is a bearer token bound to an HttpOnly
// session cookie. Later admin calls need all of them, which `headers` holds.

/** `name=value` of every cookie an answer sets, as a Cookie header sends them back. */
export const cookiesOf = (res) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** What a page's script sends with a write: a fresh CSRF token in the header and in its cookie. */
export async function csrfHeaders(base) {
  const res = await fetch(`${base}/api/csrf-token`);
  const { token } = (await res.json()).data;
  return { 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest', cookie: cookiesOf(res) };
}

/**
 * Signs in at `base` (the back office's origin) with `credentials`; a refusal throws with its status and
 * answer. `sessionCookie` is the HttpOnly cookie's value, for a browser context to be given.
 */
export async function signInByApi(base, credentials, { origin } = {}) {
  const csrf = await csrfHeaders(base);
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`signing in as ${credentials.email}: HTTP ${res.status} ${await res.text()}`);
  const answer = await res.json();
  const session = res.headers.getSetCookie().find((line) => line.startsWith('akademi_session='));
  if (!session) throw new Error('the sign-in set no session cookie');
  return {
    token: answer.token,
    user: answer.data,
    expiresIn: answer.expires_in,
    sessionCookie: session.split(';')[0].slice('akademi_session='.length),
    headers: {
      ...csrf,
      cookie: `${csrf.cookie}; ${cookiesOf(res)}`,
      authorization: `Bearer ${answer.token}`,
    },
  };
}
