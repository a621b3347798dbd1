import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validationFailedMessage } from '../../server/http/validate.js';
import { resetsPerAccountPerHour } from '../../server/services/passwordResets.js';
import { createUser } from '../../server/services/users.js';
import { loginMessages, passwordRuleMessages } from '../../shared/schemas/messages.js';
import { passwordResetTexts } from '../../shared/schemas/passwordReset.js';
import {
  adminCredentials,
  bearer,
  createTestApp,
  editorCredentials,
  postWithCsrf,
  type TestApp,
} from '../helpers/testApp.js';
import { useSmtpSink, useTestApp } from '../helpers/useTestApp.js';

/* Issue 14: "Şifremi unuttum", a single-use, short-lived link sent by e-mail (over SMTP to a local sink). */

const site = 'https://akademi.example';
const sink = useSmtpSink();
const t = useTestApp(() => ({
  env: {
    SMTP_URL: sink.url,
    MAIL_FROM: 'bildirim@akademi.test',
    MAIL_TO: 'ofis@akademi.test',
    PUBLIC_URL: site,
  },
}));
beforeEach(() => {
  sink.received.length = 0;
});

let ipCounter = 0;
const nextIp = () => `10.50.0.${++ipCounter}`;

const post = (
  app: TestApp,
  url: string,
  payload: Record<string, string>,
  headers: Record<string, string> = {},
) => postWithCsrf(app, url, payload, { headers, remoteAddress: nextIp() });
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

describe('password reset, issue 27', () => {
  /** Waits until the sink holds `count` messages. */
  const received = (count: number) =>
    vi.waitFor(() => expect(sink.received).toHaveLength(count), { timeout: 5000, interval: 20 });

  it(`sends an account at most ${resetsPerAccountPerHour} links an hour, from any address, answering as always`, async () => {
    await createUser(t.app.db, {
      name: 'Sınır Deneme',
      email: 'sinir@test.local',
      password: 'Orman-Yolu-73',
      roleKey: 'editor',
    });
    const unknown = await requestReset('kimse-yok@test.local');
    for (let i = 0; i < resetsPerAccountPerHour; i++) {
      const res = await requestReset('sinir@test.local');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(unknown.body);
      await received(i + 1);
    }
    const limited = await requestReset('sinir@test.local');
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toBe(unknown.body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(resetsPerAccountPerHour);
    // Only the newest link works; the others were voided by the next request.
    const tokens = sink.received.map((mail) => /#sifre-sifirla=([\w-]{43})/.exec(mail.text ?? '')![1]);
    expect((await reset(tokens[0], 'Kule-Pusula-2719')).statusCode).toBe(410);

    // An hour later the account may ask again.
    await t.app.db
      .updateTable('password_resets')
      .set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .execute();
    expect((await requestReset('sinir@test.local')).body).toBe(unknown.body);
    await received(resetsPerAccountPerHour + 1);
  });

  it('refuses a common, guessable or personal password under the field, and the link still works', async () => {
    await createUser(t.app.db, {
      name: 'Zeynep Kaya',
      email: 'zeynep.kaya@test.local',
      password: 'Orman-Yolu-73',
      roleKey: 'editor',
    });
    await requestReset('zeynep.kaya@test.local');
    const { token } = await linkSent();
    for (const [password, message] of [
      ['123456', loginMessages.min12],
      ['password', loginMessages.min12],
      ['123456789012', passwordRuleMessages.common.tr],
      ['iloveyou1234', passwordRuleMessages.weak.tr],
      ['Zeynep-Kule-2719', passwordRuleMessages.personal.tr],
      ['kaya.ORMAN.yolu', passwordRuleMessages.personal.tr],
    ]) {
      const res = await reset(token, password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json(), password).toEqual({
        success: false,
        message: validationFailedMessage,
        errors: { password: message },
      });
    }
    expect((await reset(token, 'Gece-Treni-615')).statusCode).toBe(200);
    expect((await login('zeynep.kaya@test.local', 'Gece-Treni-615')).statusCode).toBe(200);
  });

  it('keeps no readable link in the outbox once the e-mail is sent', async () => {
    const email = 'posta.kutusu@test.local';
    await createUser(t.app.db, { name: 'Posta Kutusu', email, password: 'Orman-Yolu-73', roleKey: 'editor' });
    await requestReset(email);
    const { token } = await linkSent();
    const row = await vi.waitFor(
      async () => {
        const found = await t.app.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('kind', '=', 'password-reset')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(found.status).toBe('sent');
        return found;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(row).toMatchObject({
      recipient: email,
      subject: '',
      text: '',
      html: '',
      reply_to: null,
    });
    expect(row.sent_at).toBeTruthy();
    const everything = JSON.stringify(await t.app.db.selectFrom('mail_outbox').selectAll().execute());
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('sifre-sifirla');
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
