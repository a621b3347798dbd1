import { describe, expect, it } from 'vitest';
import { checkServing, ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, trustProxyHops: 0 });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ DATABASE_URL: 'mysql://x' }, /PostgreSQL URL/],
    [{ TRUST_PROXY: 'true' }, /hop count/],
    [{ TRUST_PROXY: '-1' }, /TRUST_PROXY must be a whole number/],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' }, /ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '123' }, /ADMIN_PASSWORD is not accepted: .* 12 to 128 char/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '123456789012' }, /ADMIN_PASSWORD is not accepted: .*common/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'password1234' }, /ADMIN_PASSWORD is not accepted: .*guess/],
    [{ ADMIN_EMAIL: 'kemal@b.co', ADMIN_PASSWORD: 'Kemal-Kule-4819' }, /ADMIN_PASSWORD .*name or e-mail/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /together/],
    [{ ADMIN_ORIGIN: 'https://yonetim.a.test' }, /ADMIN_ORIGIN needs PUBLIC_URL/],
    [{ ADMIN_ORIGIN: 'yonetim', PUBLIC_URL: 'https://a.test' }, /ADMIN_ORIGIN must be an origin/],
    [{ ADMIN_ORIGIN: 'https://a.test/', PUBLIC_URL: 'https://a.test' }, /another host/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a Redis URL/],
    [{ ADMIN_PORT: '3000' }, /ADMIN_PORT must differ from PORT/],
    [{ PORT: '65535' }, /PORT=65535 needs ADMIN_PORT/],
    [{ ADMIN_PORT: '3005', ADMIN_ORIGIN: 'https://y.a.test', PUBLIC_URL: 'https://a.test' }, /not both/],
    [{ FORM_RATE_LIMIT: '0' }, /FORM_RATE_LIMIT must be between 1 and 10000/],
    [{ SMTP_URL: 'smtp://mail.a.test:587' }, /SMTP_URL, MAIL_FROM and MAIL_TO together/],
    [{ SMTP_URL: 'mail.a.test', MAIL_FROM: 'a@a.test', MAIL_TO: 'b@a.test' }, /SMTP_URL must be an SMTP URL/],
    [{ SMTP_URL: 'smtp://m.a.test', MAIL_FROM: 'Akademi <x>', MAIL_TO: 'b@a.test' }, /MAIL_FROM/],
    [{ SMTP_URL: 'smtp://m.a.test', MAIL_FROM: 'a@a.test', MAIL_TO: 'b@a.test, yok' }, /MAIL_TO/],
    [{ DEV_SITE_URL: 'localhost:5173' }, /DEV_SITE_URL must be an origin/],
    [
      { DEV_SITE_URL: 'http://localhost:5173', NODE_ENV: 'test' },
      /npm run dev \(NODE_ENV=development\) only/,
    ],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes a strong ADMIN_PASSWORD of up to 128 characters', () => {
    const passphrase = 'kule pusula mavi kalem '.repeat(6).slice(0, 128);
    for (const password of ['Kule-Pusula-2719', passphrase]) {
      expect(loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: password }).adminPassword).toBe(password);
    }
  });

  it('asks a server, not every command, for PUBLIC_URL in production and for ADMIN_PORT with PORT=0', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(() => checkServing(production)).toThrow(/PUBLIC_URL must be set in production/);
    expect(() => checkServing(loadConfig({ PORT: '0' }))).toThrow(/PORT=0 needs ADMIN_PORT/);
    expect(() => checkServing(loadConfig({ PORT: '0', ADMIN_PORT: '4001' }))).not.toThrow();
    expect(() =>
      checkServing(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.a.test' })),
    ).not.toThrow();
  });

  it('keeps the back office on a port of its own unless it has a host of its own', () => {
    expect(loadConfig({}).adminPort).toBe(3001);
    expect(loadConfig({ PORT: '8000', NODE_ENV: 'production', PUBLIC_URL: 'https://a.test' }).adminPort).toBe(
      8001,
    );
    expect(loadConfig({ ADMIN_PORT: '9443' }).adminPort).toBe(9443);
    expect(loadConfig({ ADMIN_ORIGIN: 'https://y.a.test', PUBLIC_URL: 'https://a.test' }).adminPort).toBe(
      undefined,
    );
    // Injected tests (no socket) run both areas on one origin unless they name a port.
    expect(loadConfig({ NODE_ENV: 'test' }).adminPort).toBe(undefined);
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_PORT: '4001' }).adminPort).toBe(4001);
  });

  it("takes Vite's address under npm run dev (DEV_SITE_URL), and only there", () => {
    expect(loadConfig({ DEV_SITE_URL: 'http://localhost:5174/' }).devSiteUrl).toBe('http://localhost:5174');
    expect(loadConfig({}).devSiteUrl).toBe(undefined);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://a.test',
        DEV_SITE_URL: 'http://localhost:5173',
      }),
    ).toThrow(/DEV_SITE_URL is for npm run dev/);
  });

  it('reads a PostgreSQL URL and a proxy hop count', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', TRUST_PROXY: '1' });
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(config.trustProxyHops).toBe(1);
  });

  it('reads the shared-state and mail settings', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://r.a.test:6379/2',
      UPLOADS_DIR: '/srv/akademi-uploads',
      SMTP_URL: 'smtps://user:pass@mail.a.test:465',
      MAIL_FROM: 'Akademi <bildirim@a.test>',
      MAIL_TO: 'egitim@a.test, ik@a.test',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://r.a.test:6379/2',
      redisPrefix: 'akademi:',
      uploadsRoot: '/srv/akademi-uploads',
      mail: { smtpUrl: 'smtps://user:pass@mail.a.test:465', to: 'egitim@a.test, ik@a.test' },
    });
    expect(loadConfig({}).uploadsRoot).toBe(loadConfig({}).dataDir);
  });

  it('ends idle sessions after 30 minutes by default, never later than their lifetime', () => {
    expect(loadConfig({})).toMatchObject({ sessionTtlSeconds: 8 * 3600, sessionIdleSeconds: 1800 });
    expect(loadConfig({ SESSION_IDLE_SECONDS: '60' }).sessionIdleSeconds).toBe(60);
    expect(loadConfig({ SESSION_TTL_SECONDS: '7200', SESSION_IDLE_SECONDS: '7200' }).sessionIdleSeconds).toBe(
      7200,
    );
    // A lifetime shorter than the default idle time, set alone, takes the idle time down with it.
    expect(loadConfig({ SESSION_TTL_SECONDS: '600' }).sessionIdleSeconds).toBe(600);
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '59' })).toThrow(
      /SESSION_IDLE_SECONDS must be between 60/,
    );
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: 'half an hour' })).toThrow(/whole number/);
    expect(() => loadConfig({ SESSION_TTL_SECONDS: '3600', SESSION_IDLE_SECONDS: '3601' })).toThrow(
      /SESSION_IDLE_SECONDS \(3601\) must not exceed SESSION_TTL_SECONDS \(3600\)/,
    );
  });
});
