import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  adminOriginForLinks,
  type Arrival,
  markAdminArrival,
  originDecision,
  publicOriginForLinks,
} from './origins.js';

const request = () => new http.IncomingMessage(new net.Socket());
const arrival = (host: string, url: string, options: { viaAdminPort?: boolean } = {}): Arrival => {
  const raw = request();
  if (options.viaAdminPort) markAdminArrival(raw);
  return { host, url, protocol: 'https', raw };
};

const config = {
  publicUrl: 'https://www.akademi.test',
  adminOrigin: 'https://yonetim.akademi.test',
  adminPort: undefined,
  port: 3000,
};

describe('originDecision with ADMIN_ORIGIN', () => {
  it('serves the back office only on the admin host', () => {
    expect(originDecision(config, arrival('yonetim.akademi.test', '/admin/users'))).toEqual({
      kind: 'serve',
    });
    expect(originDecision(config, arrival('www.akademi.test', '/admin/users?x=1'))).toEqual({
      kind: 'redirect',
      location: 'https://yonetim.akademi.test/admin/users?x=1',
    });
    expect(originDecision(config, arrival('www.akademi.test', '/giris-yap'))).toMatchObject({
      kind: 'redirect',
    });
    expect(originDecision(config, arrival('www.akademi.test', '/api/admin/status'))).toEqual({
      kind: 'refuse',
    });
    expect(originDecision(config, arrival('www.akademi.test', '/api/auth/login'))).toEqual({
      kind: 'refuse',
    });
  });

  it('sends public pages asked on the admin host to the public site, but shares assets and the public API', () => {
    expect(originDecision(config, arrival('yonetim.akademi.test', '/egitim-takvimi'))).toEqual({
      kind: 'redirect',
      location: 'https://www.akademi.test/egitim-takvimi',
    });
    for (const url of [
      '/assets/a.js',
      '/uploads/x.png',
      '/brand/logo.svg',
      '/api/csrf-token',
      '/api/languages',
      '/favicon.ico',
    ]) {
      expect(originDecision(config, arrival('yonetim.akademi.test', url))).toEqual({ kind: 'serve' });
    }
    expect(originDecision(config, arrival('www.akademi.test', '/'))).toEqual({ kind: 'serve' });
  });

  it('e-mails links to the admin host', () => {
    expect(adminOriginForLinks(config)).toBe('https://yonetim.akademi.test');
  });
});

describe('originDecision with the back office on its own port (the default)', () => {
  const ports = { publicUrl: undefined, adminOrigin: undefined, adminPort: 3001, port: 3000 };

  it('serves the back office only through its own listener, whatever the Host header says', () => {
    expect(originDecision(ports, arrival('localhost:3001', '/admin', { viaAdminPort: true }))).toEqual({
      kind: 'serve',
    });
    // A Host header naming the admin port does not make a request arrive there.
    expect(originDecision(ports, arrival('localhost:3001', '/api/admin/users'))).toEqual({ kind: 'refuse' });
    expect(originDecision(ports, arrival('localhost:3000', '/api/auth/login'))).toEqual({ kind: 'refuse' });
  });

  it('redirects between the ports on the host the visitor used', () => {
    expect(originDecision(ports, arrival('192.168.1.5:3000', '/giris-yap?a=1'))).toEqual({
      kind: 'redirect',
      location: 'https://192.168.1.5:3001/giris-yap?a=1',
    });
    expect(originDecision(ports, arrival('[::1]:3001', '/iletisim', { viaAdminPort: true }))).toEqual({
      kind: 'redirect',
      location: 'https://[::1]:3000/iletisim',
    });
    expect(originDecision(ports, arrival('localhost:3001', '/assets/x.js', { viaAdminPort: true }))).toEqual({
      kind: 'serve',
    });
  });

  it('sends public pages to PUBLIC_URL when it is set, and e-mails links on its host with the admin port', () => {
    const withUrl = { ...ports, publicUrl: 'https://www.akademi.test' };
    expect(originDecision(withUrl, arrival('www.akademi.test:3001', '/', { viaAdminPort: true }))).toEqual({
      kind: 'redirect',
      location: 'https://www.akademi.test/',
    });
    expect(adminOriginForLinks(withUrl)).toBe('https://www.akademi.test:3001');
    expect(adminOriginForLinks(ports)).toBe('http://localhost:3001');
  });

  it("under npm run dev, sends the console's and e-mails' back office links to Vite, which serves every page", () => {
    expect(adminOriginForLinks({ ...ports, devSiteUrl: 'http://localhost:5173' })).toBe(
      'http://localhost:5173',
    );
  });
});

describe('one origin for all (injected tests only)', () => {
  it('changes nothing', () => {
    const single = {
      publicUrl: 'https://www.akademi.test',
      adminOrigin: undefined,
      adminPort: undefined,
      port: 3000,
    };
    expect(originDecision(single, arrival('www.akademi.test', '/admin'))).toEqual({ kind: 'serve' });
    expect(originDecision(single, arrival('other', '/api/admin/status'))).toEqual({ kind: 'serve' });
    expect(adminOriginForLinks(single)).toBe('https://www.akademi.test');
  });
});

describe('publicOriginForLinks (preview and "Sitede gör" links, issue 28)', () => {
  it('is PUBLIC_URL when set, whatever host the admin asked', () => {
    expect(publicOriginForLinks(config, arrival('yonetim.akademi.test', '/api/admin/preview'))).toBe(
      'https://www.akademi.test',
    );
  });

  it('is the asked host on the site’s port when the back office has a port of its own', () => {
    const byPort = { publicUrl: undefined, adminOrigin: undefined, adminPort: 3001, port: 3000 };
    expect(publicOriginForLinks(byPort, arrival('localhost:3001', '/api/admin/preview'))).toBe(
      'https://localhost:3000',
    );
  });

  it('is the asked origin itself when one origin serves both (injected tests)', () => {
    const single = { publicUrl: undefined, adminOrigin: undefined, adminPort: undefined, port: 3000 };
    expect(publicOriginForLinks(single, arrival('127.0.0.1:8080', '/api/admin/preview'))).toBe(
      'https://127.0.0.1:8080',
    );
  });
});
