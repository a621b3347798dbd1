import { beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, bearer, signedInToken, logCapture } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/* What the request log holds at info level: never a password, a token, a CSRF token or a cookie. */

const { lines, logger } = logCapture();

// No `redact` here: the application must add its own redaction to whatever logger it is given.
const t = useTestApp({ logger });
beforeAll(() => {
  // A careless handler that logs the body it received.
  t.app.post('/api/test/log-body', async (request) => {
    request.log.info({ body: request.body }, 'received body');
    return { success: true };
  });
});

describe('request log', () => {
  it('a login and the calls after it log neither the password nor the tokens', async () => {
    lines.length = 0;
    const { headers } = await t.csrf();
    const csrfToken = headers['x-csrf-token'];
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: adminCredentials.email, password: 'wrong-secret-9' },
    });
    expect(failed.statusCode).toBe(401);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: adminCredentials,
    });
    expect(signedIn.statusCode).toBe(200);
    const token = signedInToken(signedIn);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/status', headers: bearer(token) });
    expect(status.statusCode).toBe(200);

    const log = lines.join('');
    // The log is not empty: the requests and the sign-in were recorded.
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('security event: login.succeeded');
    for (const secret of [adminCredentials.password, 'wrong-secret-9', token, csrfToken]) {
      expect(log).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toMatch(/authorization|cookie|bearer/);
  });

  it('a body logged by a handler has its password and token redacted', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/log-body',
      payload: { email: 'kisi@firma.com', password: 'body-secret-1', token: 'body-token-2' },
    });
    expect(res.statusCode).toBe(200);
    const entry = lines.map((line) => JSON.parse(line)).find((item) => item.msg === 'received body');
    expect(entry.body).toEqual({ email: 'kisi@firma.com', password: '[Redacted]', token: '[Redacted]' });
  });
});
