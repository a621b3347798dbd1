import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/services/tokens.js';
import { createUser } from '../../server/services/users.js';
import {
  adminCredentials,
  bearer,
  signedInToken,
  type LightMyRequestResponse,
  logCapture,
} from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';
import { adminClient, json } from './admin-helpers.js';

/* Issue 27, point 2: two-step sign-in with TOTP, recovery codes, the administrators' requirement, the reset. */

const { lines, logger } = logCapture();

const t = useTestApp({ logger });

interface EventLine {
  securityEvent: string;
  userId?: number;
  actorId?: number;
  [key: string]: unknown;
}
const events = (name: string): EventLine[] =>
  lines.map((line) => JSON.parse(line) as EventLine).filter((line) => line.securityEvent === name);

const password = 'iki-adim-sifre-7';
let people = 0;
let addresses = 0;
/** Each test signs in from its own address, so the login's per-address count never mixes tests. */
const nextIp = () => `10.27.${Math.floor(++addresses / 250)}.${addresses % 250}`;

async function newUser(roleKey: 'admin' | 'editor' = 'editor') {
  const email = `iki-adim-${++people}@test.local`;
  const id = await createUser(t.app.db, { name: `Kişi ${people}`, email, password, roleKey });
  return { id, email };
}

/** A code as the authenticator app shows it, made from the secret the setup answered. */
const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });

async function login(email: string, ip: string, pass = password) {
  const { headers } = await t.csrf();
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email, password: pass },
    remoteAddress: ip,
  });
}

async function authPost(url: string, payload: Record<string, unknown>, ip: string) {
  const { headers } = await t.csrf();
  return t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: ip });
}
const secondStep = (challenge: string, code: string, ip: string) =>
  authPost('/api/auth/two-step', { challenge, code }, ip);

/** Signs in with the password alone (two-step off) and answers a client of the session. */
async function signedIn(email: string, ip: string) {
  const res = await login(email, ip);
  expect(res.statusCode, res.body).toBe(200);
  return adminClient(t, signedInToken(res));
}

/** Turns two-step sign-in on for a signed-in client; answers the secret and the recovery codes. */
async function enrol(client: ReturnType<typeof adminClient>) {
  const setup = json(await client.post('/two-step/setup', {}));
  const secret = setup.data.secret as string;
  const enabled = await client.post('/two-step/enable', { code: codeAt(secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: json(enabled).data.recovery_codes as string[] };
}

/** A user with two-step sign-in on; the code of the current step is spent by the enrolment. */
async function enrolledUser(roleKey: 'admin' | 'editor' = 'editor') {
  const user = await newUser(roleKey);
  const { secret, recoveryCodes } = await enrol(await signedIn(user.email, nextIp()));
  return { ...user, secret, recoveryCodes };
}

const challengeOf = (res: LightMyRequestResponse) => json(res).challenge as string;
const nextStepCode = (secret: string) => codeAt(secret, Date.now() + 30_000);

describe('enrolment (signed in, /api/admin/two-step)', () => {
  it('sets up with a QR code, enables with a code, shows the recovery codes once, never the secret again', async () => {
    const user = await newUser();
    const client = await signedIn(user.email, nextIp());
    expect(json(await client.get('/two-step')).data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });

    lines.length = 0;
    const setup = await client.post('/two-step/setup', {});
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri: uri, qr_code: qr } = json(setup).data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname)).toContain(user.email);
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(events('two_step.setup_started')[0]).toMatchObject({ userId: user.id, actorId: user.id });

    const wrong = await client.post('/two-step/enable', { code: codeAt(secret, Date.now() - 5 * 60_000) });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors).toEqual({ code: 'Doğrulama kodu hatalı' });
    expect(json(await client.get('/two-step')).data.enabled).toBe(false);
    expect(json(await client.post('/two-step/enable', { code: '12a456' })).errors).toEqual({
      code: 'Doğrulama kodu 6 haneli bir sayıdır',
    });

    const enabled = await client.post('/two-step/enable', { code: codeAt(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = json(enabled).data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(events('two_step.enabled')[0]).toMatchObject({ userId: user.id });
    expect(events('two_step.code_failed')[0]).toMatchObject({ userId: user.id, step: 'enable' });

    const status = await client.get('/two-step');
    expect(json(status).data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(status.body).not.toContain(secret);
    // Set up once: a second setup would swap the secret in force without its code.
    expect((await client.post('/two-step/setup', {})).statusCode).toBe(409);
    // The recovery codes are kept as hashes only; no log line holds the secret or a code.
    const stored = await t.app.db
      .selectFrom('two_step_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((row) => row.code_hash).sort()).toEqual(
      codes.map((code) => hashToken(code.replace('-', ''))).sort(),
    );
    expect(lines.join('\n')).not.toContain(secret);
    for (const code of codes) expect(lines.join('\n')).not.toContain(code);
  });
});

describe('signing in with two-step on (POST /api/auth/login, then /api/auth/two-step)', () => {
  it('answers a challenge instead of a session, then the session for the right code', async () => {
    const user = await enrolledUser();
    const ip = nextIp();
    lines.length = 0;
    const first = await login(user.email, ip);
    expect(first.statusCode).toBe(200);
    const body = json(first);
    expect(body).toEqual({
      success: true,
      message: 'Kimlik doğrulama uygulamanızdaki kodu girin.',
      two_step: 'code',
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      challenge_expires_in: 300,
    });
    expect(first.cookies.find((c) => c.name === 'akademi_session')).toBeUndefined();
    const stored = await t.app.db.selectFrom('two_step_challenges').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(body.challenge));
    expect(events('login.second_step_required')[0]).toMatchObject({ userId: user.id, step: 'code' });
    expect(events('login.succeeded')).toHaveLength(0);

    const second = await secondStep(body.challenge, nextStepCode(user.secret), ip);
    expect(second.statusCode, second.body).toBe(200);
    expect(json(second)).toMatchObject({
      success: true,
      message: 'Giriş Başarılı',
      data: { email: user.email, role_group: { key: 'editor' } },
      expires_in: t.config.sessionTtlSeconds,
    });
    expect(json(second).recovery_codes).toBeUndefined();
    expect(second.headers['cache-control']).toContain('no-store');
    const token = signedInToken(second);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/status', headers: bearer(token) });
    expect(status.statusCode).toBe(200);
    expect(events('login.succeeded')[0]).toMatchObject({ userId: user.id, twoStep: 'code' });

    // The challenge was spent with the sign-in.
    const again = await secondStep(body.challenge, codeAt(user.secret), ip);
    expect(again.statusCode).toBe(410);
    expect(json(again).message).toBe('Doğrulamanın süresi doldu. Lütfen yeniden giriş yapın.');
  });

  it('refuses a wrong code (401, a security event), and wrong codes count in the login lock', async () => {
    const user = await enrolledUser();
    const ip = nextIp();
    const challenge = challengeOf(await login(user.email, ip));
    lines.length = 0;
    const wrongCode = codeAt(user.secret, Date.now() - 10 * 60_000);
    for (let i = 0; i < 4; i++) {
      const res = await secondStep(challenge, wrongCode, ip);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ success: false, message: 'Doğrulama kodu hatalı' });
      expect(res.cookies.find((c) => c.name === 'akademi_session')).toBeUndefined();
    }
    expect(events('two_step.code_failed')).toHaveLength(4);
    expect(events('two_step.code_failed')[0]).toMatchObject({ userId: user.id, step: 'code' });
    // The password's attempt and four wrong codes: five, the account's limit. Even the right code waits.
    const locked = await secondStep(challenge, nextStepCode(user.secret), ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.email, ip)).statusCode).toBe(429);
    expect(events('login.locked').length).toBeGreaterThan(0);
  });

  it('refuses a code already used in its time step (replay)', async () => {
    const user = await enrolledUser();
    const ip = nextIp();
    const code = nextStepCode(user.secret);
    expect((await secondStep(challengeOf(await login(user.email, ip)), code, ip)).statusCode).toBe(200);
    lines.length = 0;
    const replayed = await secondStep(challengeOf(await login(user.email, ip)), code, ip);
    expect(replayed.statusCode).toBe(401);
    expect(events('two_step.code_failed')).toHaveLength(1);
    // The code the enrolment used is just as spent.
    const enrolCode = codeAt(user.secret);
    const older = await secondStep(challengeOf(await login(user.email, ip)), enrolCode, ip);
    expect(older.statusCode).toBe(401);
  });

  it('takes a recovery code once, then refuses it', async () => {
    const user = await enrolledUser();
    const ip = nextIp();
    const [recovery] = user.recoveryCodes;
    lines.length = 0;
    // As typed: upper case, without the dash, with spaces around.
    const typed = ` ${recovery.replace('-', '').toUpperCase()} `;
    const used = await secondStep(challengeOf(await login(user.email, ip)), typed, ip);
    expect(used.statusCode, used.body).toBe(200);
    expect(events('two_step.recovery_code_used')[0]).toMatchObject({ userId: user.id });
    expect(events('login.succeeded')[0]).toMatchObject({ userId: user.id, twoStep: 'recovery_code' });
    const client = adminClient(t, signedInToken(used));
    expect(json(await client.get('/two-step')).data.recovery_codes_left).toBe(9);

    const reused = await secondStep(challengeOf(await login(user.email, ip)), recovery, ip);
    expect(reused.statusCode).toBe(401);
    expect(events('two_step.code_failed')).toHaveLength(1);
  });

  it('validates the second step with the shared rules', async () => {
    const ip = nextIp();
    const res = await authPost('/api/auth/two-step', { challenge: 'x', code: 'abc' }, ip);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      challenge: 'Doğrulamanın süresi doldu. Lütfen yeniden giriş yapın.',
      code: 'Geçerli bir doğrulama kodu veya kurtarma kodu girin',
    });
    const unknown = await secondStep('A'.repeat(43), '123456', ip);
    expect(unknown.statusCode).toBe(410);
    // Without the CSRF token, like the login.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-step',
      payload: { challenge: 'A'.repeat(43), code: '123456' },
      remoteAddress: ip,
    });
    expect(bare.statusCode).toBe(403);
  });
});

describe('turning it off and new recovery codes', () => {
  it('disables with a code or the password (a wrong one refused), and regenerates codes with a code', async () => {
    const user = await enrolledUser();
    // Signed in with a recovery code, so the next step's code is still unspent for the renewal below.
    const ip = nextIp();
    const signIn = await secondStep(challengeOf(await login(user.email, ip)), user.recoveryCodes[0], ip);
    const client = adminClient(t, signedInToken(signIn));
    lines.length = 0;
    const wrongPassword = await client.post('/two-step/disable', { password: 'not-my-password' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(json(wrongPassword).errors).toEqual({ password: 'Şifre hatalı' });
    expect(json(await client.post('/two-step/disable', {})).errors).toEqual({
      code: 'Doğrulama kodunu veya şifrenizi girin',
    });

    const renewed = await client.post('/two-step/recovery-codes', { code: nextStepCode(user.secret) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = json(renewed).data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(user.recoveryCodes[1]);
    expect(events('two_step.recovery_codes_regenerated')[0]).toMatchObject({ userId: user.id });
    // A recovery code does not buy new ones.
    expect((await client.post('/two-step/recovery-codes', { code: fresh[0] })).statusCode).toBe(422);
    // The old codes no longer open anything.
    expect(
      (await secondStep(challengeOf(await login(user.email, ip)), user.recoveryCodes[1], ip)).statusCode,
    ).toBe(401);

    const disabled = await client.post('/two-step/disable', { password });
    expect(disabled.statusCode).toBe(200);
    expect(events('two_step.disabled')[0]).toMatchObject({ userId: user.id, provenBy: 'password' });
    expect(json(await client.get('/two-step')).data).toMatchObject({
      enabled: false,
      recovery_codes_left: 0,
    });
    // Signing in takes the password alone again.
    expect(json(await login(user.email, nextIp())).token).toEqual(expect.any(String));
  });
});

/** Signs in with the password and the next step's code. */
async function signedInWithCode(user: { email: string; secret: string }) {
  const ip = nextIp();
  const res = await secondStep(challengeOf(await login(user.email, ip)), nextStepCode(user.secret), ip);
  expect(res.statusCode, res.body).toBe(200);
  return adminClient(t, signedInToken(res));
}

describe('reset by another administrator (DELETE /api/admin/users/:id/two-step)', () => {
  it("clears the user's two-step sign-in and ends their sessions; never one's own; not for editors", async () => {
    const user = await enrolledUser();
    const userClient = await signedInWithCode(user);
    const admin = adminClient(t, await t.adminToken());
    const adminId = (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', adminCredentials.email)
        .executeTakeFirstOrThrow()
    ).id;
    const listed = json(await admin.get(`/users/${user.id}`)).data;
    expect(listed.two_step_enabled).toBe(true);

    const editor = adminClient(t, await t.editorToken());
    expect((await editor.del(`/users/${user.id}/two-step`)).statusCode).toBe(403);
    expect((await admin.del(`/users/${adminId}/two-step`)).statusCode).toBe(409);

    lines.length = 0;
    // The panel's way: POST with _method.
    const reset = await admin.form(`/users/${user.id}/two-step`, { _method: 'DELETE' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(json(reset).message).toBe('İki adımlı doğrulama sıfırlandı.');
    expect(events('two_step.reset')[0]).toMatchObject({ userId: user.id, actorId: adminId });
    expect((await userClient.get('/two-step')).statusCode).toBe(401);
    expect(json(await admin.get(`/users/${user.id}`)).data.two_step_enabled).toBe(false);
    expect((await admin.del(`/users/${user.id}/two-step`)).statusCode).toBe(409);
    expect(json(await login(user.email, nextIp())).token).toEqual(expect.any(String));
  });
});

describe('required for administrators (PUT /api/admin/settings/security)', () => {
  it('forces an administrator without two-step to enrol before any session; editors are not asked', async () => {
    const owner = await enrolledUser('admin');
    const ownerClient = await signedInWithCode(owner);
    const plainAdmin = adminClient(t, await t.adminToken());
    expect(json(await plainAdmin.get('/settings/security')).data).toEqual({
      two_step_required_for_admins: false,
    });
    // Only someone who has it on may oblige everyone.
    const refused = await plainAdmin.form('/settings/security', {
      _method: 'PUT',
      two_step_required_for_admins: 'true',
    });
    expect(refused.statusCode).toBe(409);
    lines.length = 0;
    const on = await ownerClient.form('/settings/security', {
      _method: 'PUT',
      two_step_required_for_admins: 'true',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(json(on).data).toEqual({ two_step_required_for_admins: true });
    expect(events('two_step.requirement_changed')[0]).toMatchObject({
      requiredForAdmins: true,
      actorId: owner.id,
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['resource', 'action'])
      .where('resource', '=', 'settings/security')
      .execute();
    expect(audit).toEqual([{ resource: 'settings/security', action: 'update' }]);

    try {
      const newcomer = await newUser('admin');
      const ip = nextIp();
      const first = await login(newcomer.email, ip);
      expect(json(first)).toMatchObject({
        success: true,
        two_step: 'enrol',
        message: 'Yöneticiler için iki adımlı doğrulama zorunludur. Giriş yapmak için şimdi kurun.',
      });
      expect(json(first).token).toBeUndefined();
      const challenge = challengeOf(first);
      // The app's code before any setup opens nothing.
      expect((await secondStep(challenge, '123456', ip)).statusCode).toBe(401);
      const setup = await authPost('/api/auth/two-step/setup', { challenge }, ip);
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret, qr_code: qr } = json(setup).data;
      expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
      const done = await secondStep(challenge, codeAt(secret), ip);
      expect(done.statusCode, done.body).toBe(200);
      expect(json(done).token).toEqual(expect.any(String));
      expect(json(done).recovery_codes).toHaveLength(10);
      expect(events('two_step.enabled')[0]).toMatchObject({ userId: newcomer.id, during: 'sign-in' });
      expect(events('login.succeeded').at(-1)).toMatchObject({ userId: newcomer.id, twoStep: 'enrolled' });
      // From now on the newcomer is asked for a code, and cannot turn it off while it is required.
      const newcomerClient = adminClient(t, signedInToken(done));
      expect(json(await newcomerClient.get('/two-step')).data).toMatchObject({
        enabled: true,
        required: true,
      });
      const off = await newcomerClient.post('/two-step/disable', { password });
      expect(off.statusCode).toBe(409);
      expect(json(await login(newcomer.email, nextIp())).two_step).toBe('code');

      // A 'code' challenge is no way to a new secret.
      const codeChallenge = challengeOf(await login(newcomer.email, ip));
      expect((await authPost('/api/auth/two-step/setup', { challenge: codeChallenge }, ip)).statusCode).toBe(
        410,
      );

      const editor = await newUser('editor');
      expect(json(await login(editor.email, nextIp())).token).toEqual(expect.any(String));
    } finally {
      const off = await ownerClient.put('/settings/security', { two_step_required_for_admins: false });
      expect(off.statusCode).toBe(200);
    }
    expect(json(await login(adminCredentials.email, nextIp(), adminCredentials.password)).token).toEqual(
      expect.any(String),
    );
  });

  it('is decided by whoever manages the users: editors may neither read nor change it', async () => {
    const editor = adminClient(t, await t.editorToken());
    expect((await editor.get('/settings/security')).statusCode).toBe(403);
    expect((await editor.put('/settings/security', { two_step_required_for_admins: true })).statusCode).toBe(
      403,
    );
  });
});

describe('what the audit log keeps', () => {
  it('no entry for one’s own two-step writes (their bodies carry codes)', async () => {
    await enrolledUser();
    const entries = await t.app.db
      .selectFrom('audit_log')
      .select('resource')
      .where('resource', 'like', 'two-step%')
      .execute();
    expect(entries).toEqual([]);
  });
});
