import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordResetTexts } from '../../shared/schemas/passwordReset.js';
import { startSmtpSink } from '../helpers/smtpSink.js';
import {
  adminCredentials,
  bearer,
  createTestApp,
  editorCredentials,
  type TestApp,
} from '../helpers/testApp.js';

/* Issue 14: "Şifremi unuttum", a single-use, short-lived link sent by e-mail (over SMTP to a local sink). */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
const site = 'https://akademi.example';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: 'bildirim@akademi.test',
      MAIL_TO: 'ofis@akademi.test',
      PUBLIC_URL: site,
    },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

let ipCounter = 0;
const nextIp = () => `10.50.0.${++ipCounter}`;

const post = async (
  app: TestApp,
  url: string,
  payload: Record<string, string>,
  headers: Record<string, string> = {},
) => {
  const csrf = await app.csrf();
  return app.app.inject({
    method: 'POST',
    url,
    headers: { ...csrf.headers, ...headers },
    payload,
    remoteAddress: nextIp(),
  });
};
const requestReset = (email: string, headers: Record<string, string> = {}) =>
  post(t, '/api/auth/password-reset/request', { email }, headers);
const reset = (token: string, password: string, confirmation = password) =>
  post(t, '/api/auth/password-reset', { token, password, password_confirmation: confirmation });
const login = (email: string, password: string) => post(t, '/api/auth/login', { email, password });

/** The link of the one e-mail the sink received, and its token. */
const linkSent = async () => {
  await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 5000, interval: 20 });
  const link = /Bağlantı: (\S+)/.exec(sink.received[0].text ?? '')?.[1] ?? '';
  return { link, token: new URL(link).hash.replace('#sifre-sifirla=', '') };
};

describe('password reset by e-mail', () => {
  it('mails a link to the login screen on the configured address, never the Host header', async () => {
    const res = await requestReset(editorCredentials.email.toUpperCase(), { host: 'kotu.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: passwordResetTexts.requested });
    const { link, token } = await linkSent();
    expect(link.startsWith(`${site}/giris-yap#sifre-sifirla=`)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sink.received[0].subject).toBe('Şifre sıfırlama bağlantınız');
    expect(sink.received[0].to).toMatchObject({ text: editorCredentials.email });
    // Only the token's hash is stored.
    const rows = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const res = await requestReset('kimse@akademi.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: passwordResetTexts.requested });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(0);
  });

  it('sets the new password once, ends every session, and the link then stops working', async () => {
    const before = await t.editorToken();
    const status = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/status', headers: bearer(token) });
    expect((await status(before)).statusCode).toBe(200);
    await requestReset(editorCredentials.email);
    const { token } = await linkSent();

    expect((await reset(token, 'yeni-sifre-1', 'baska-sifre')).statusCode).toBe(422);
    const done = await reset(token, 'yeni-sifre-1');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(passwordResetTexts.changed);

    expect((await login(editorCredentials.email, editorCredentials.password)).statusCode).toBe(401);
    expect((await login(editorCredentials.email, 'yeni-sifre-1')).statusCode).toBe(200);
    expect((await status(before)).statusCode).toBe(401);

    const again = await reset(token, 'ucuncu-sifre');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ success: false, message: passwordResetTexts.invalidLink });
  });

  it('refuses an expired link and one replaced by a newer request', async () => {
    await requestReset(adminCredentials.email);
    const first = await linkSent();
    sink.received.length = 0;
    await requestReset(adminCredentials.email);
    const second = await linkSent();
    expect((await reset(first.token, 'yeni-sifre-2')).statusCode).toBe(410);

    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await reset(second.token, 'yeni-sifre-2')).statusCode).toBe(410);
    expect((await login(adminCredentials.email, adminCredentials.password)).statusCode).toBe(200);
  });

  it('checks its input like the login form', async () => {
    const bad = await requestReset('adres-degil');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toBeTruthy();
    expect((await reset('kisa', 'yeni-sifre-3')).statusCode).toBe(422);
    expect((await reset('a'.repeat(43), '123')).json().errors.password).toBeTruthy();
  });
});

describe('password reset without mail settings', () => {
  it('says plainly that no e-mail can be sent', async () => {
    const quiet = await createTestApp();
    try {
      const res = await post(quiet, '/api/auth/password-reset/request', { email: adminCredentials.email });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: passwordResetTexts.mailOff });
    } finally {
      await quiet.close();
    }
  });
});
