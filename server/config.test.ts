import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '123' }, /ADMIN_PASSWORD must be 6 to 21/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /together/],
    [{ ADMIN_ORIGIN: 'https://yonetim.a.test' }, /ADMIN_ORIGIN needs PUBLIC_URL/],
    [{ ADMIN_ORIGIN: 'yonetim', PUBLIC_URL: 'https://a.test' }, /ADMIN_ORIGIN must be an origin/],
    [{ ADMIN_ORIGIN: 'https://a.test/', PUBLIC_URL: 'https://a.test' }, /another host/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads a PostgreSQL URL and a proxy hop count', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', TRUST_PROXY: '1' });
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(config.trustProxyHops).toBe(1);
  });
});
