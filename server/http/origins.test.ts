import { describe, expect, it } from 'vitest';
import { originDecision } from './origins.js';

const config = { publicUrl: 'https://www.akademi.test', adminOrigin: 'https://yonetim.akademi.test' };

describe('originDecision with ADMIN_ORIGIN', () => {
  it('serves the back office only on the admin host', () => {
    expect(originDecision(config, 'yonetim.akademi.test', '/admin/users')).toEqual({ kind: 'serve' });
    expect(originDecision(config, 'www.akademi.test', '/admin/users?x=1')).toEqual({
      kind: 'redirect',
      location: 'https://yonetim.akademi.test/admin/users?x=1',
    });
    expect(originDecision(config, 'www.akademi.test', '/giris-yap')).toMatchObject({ kind: 'redirect' });
    expect(originDecision(config, 'www.akademi.test', '/api/admin/status')).toEqual({ kind: 'refuse' });
    expect(originDecision(config, 'www.akademi.test', '/api/auth/login')).toEqual({ kind: 'refuse' });
  });

  it('sends public pages asked on the admin host to the public site, but shares assets and the public API', () => {
    expect(originDecision(config, 'yonetim.akademi.test', '/egitim-takvimi')).toEqual({
      kind: 'redirect',
      location: 'https://www.akademi.test/egitim-takvimi',
    });
    for (const url of [
      '/assets/a.js',
      '/uploads/x.png',
      '/api/csrf-token',
      '/api/languages',
      '/favicon.ico',
    ]) {
      expect(originDecision(config, 'yonetim.akademi.test', url)).toEqual({ kind: 'serve' });
    }
    expect(originDecision(config, 'www.akademi.test', '/')).toEqual({ kind: 'serve' });
  });

  it('changes nothing without ADMIN_ORIGIN', () => {
    const single = { publicUrl: 'https://www.akademi.test', adminOrigin: undefined };
    expect(originDecision(single, 'www.akademi.test', '/admin')).toEqual({ kind: 'serve' });
    expect(originDecision(single, 'other', '/api/admin/status')).toEqual({ kind: 'serve' });
  });
});
