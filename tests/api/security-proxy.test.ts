import { describe, expect, it } from 'vitest';
import { contactMessage } from '../helpers/formVisitors.js';
import { adminCredentials, type TestApp } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/* Rate limits key on the client's address: X-Forwarded-For counts only as far as TRUST_PROXY says. */

const direct = useTestApp();
const proxied = useTestApp({ env: { TRUST_PROXY: '1' } });

const message = contactMessage();

async function post(t: TestApp, url: string, payload: object, remoteAddress: string, forwardedFor?: string) {
  const { headers } = await t.csrf();
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload,
    remoteAddress,
  });
}
const wrongLogin = { email: adminCredentials.email, password: 'wrong-pass' };
const storedIps = async (t: TestApp) =>
  (await t.app.db.selectFrom('contact_messages').select('ip').orderBy('id').execute()).map((row) => row.ip);

describe('TRUST_PROXY=0 (the default)', () => {
  it('the contact form limit cannot be dodged with X-Forwarded-For; the socket address is stored', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await post(direct, '/api/contact', message, '10.70.0.1', `203.0.113.${i}`);
      expect(res.statusCode).toBe(200);
    }
    const sixth = await post(direct, '/api/contact', message, '10.70.0.1', '198.51.100.99');
    expect(sixth.statusCode).toBe(429);
    expect(new Set(await storedIps(direct))).toEqual(new Set(['10.70.0.1']));
  });

  it('the login limit per e-mail and address cannot be dodged with X-Forwarded-For', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(direct, '/api/auth/login', wrongLogin, '10.70.0.2', `203.0.113.${i}`)).statusCode,
      ).toBe(401);
    }
    expect((await post(direct, '/api/auth/login', adminCredentials, '10.70.0.2', '1.2.3.4')).statusCode).toBe(
      429,
    );
  });

  it('a burst of parallel wrong passwords is limited like the same guesses one by one', async () => {
    const { headers } = await direct.csrf();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        direct.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: wrongLogin,
          remoteAddress: '10.70.0.3',
        }),
      ),
    );
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
  });
});

describe('TRUST_PROXY=1', () => {
  it('believes exactly one hop: the last X-Forwarded-For entry, not what the client put before it', async () => {
    const res = await post(proxied, '/api/contact', message, '10.0.0.1', '6.6.6.6, 203.0.113.7');
    expect(res.statusCode).toBe(200);
    const alone = await post(proxied, '/api/contact', message, '10.0.0.1', '203.0.113.8');
    expect(alone.statusCode).toBe(200);
    expect(await storedIps(proxied)).toEqual(['203.0.113.7', '203.0.113.8']);
  });

  it('the form limit follows the client address the proxy saw, and spoofed entries do not reset it', async () => {
    // 203.0.113.7 has sent one message already (above): four more reach the limit of five.
    for (let i = 0; i < 4; i++) {
      const res = await post(proxied, '/api/contact', message, '10.0.0.1', `6.6.6.${i}, 203.0.113.7`);
      expect(res.statusCode).toBe(200);
    }
    const sixth = await post(proxied, '/api/contact', message, '10.0.0.1', '7.7.7.7, 203.0.113.7');
    expect(sixth.statusCode).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await post(proxied, '/api/contact', message, '10.0.0.1', '203.0.113.20')).statusCode).toBe(200);
  });

  it('the login limit follows the client address the proxy saw', async () => {
    for (let i = 0; i < 5; i++) {
      const forwarded = `9.9.9.${i}, 203.0.113.30`;
      expect((await post(proxied, '/api/auth/login', wrongLogin, '10.0.0.1', forwarded)).statusCode).toBe(
        401,
      );
    }
    const locked = await post(proxied, '/api/auth/login', adminCredentials, '10.0.0.1', '203.0.113.30');
    expect(locked.statusCode).toBe(429);
    const other = await post(proxied, '/api/auth/login', adminCredentials, '10.0.0.1', '203.0.113.31');
    expect(other.statusCode).toBe(200);
  });
});
