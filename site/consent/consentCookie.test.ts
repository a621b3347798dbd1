import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  consentMaxAgeSeconds,
  parseConsent,
  readConsentCookie,
  serializeConsent,
  writeConsentCookie,
} from './consentCookie';

const clearCookie = () => {
  document.cookie = 'akademi_consent=; Path=/; Max-Age=0';
};
afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

describe('the consent cookie', () => {
  it('stores the categories, the version and the date, and reads them back', () => {
    const choice = writeConsentCookie(
      { analytics: true, marketing: false },
      new Date('2026-11-23T08:30:00.000Z'),
    );
    expect(choice).toEqual({
      version: 1,
      date: '2026-11-23T08:30:00.000Z',
      analytics: true,
      marketing: false,
    });
    expect(document.cookie).toContain('akademi_consent=v=1&analytics=1&marketing=0&date=2026-11-23T08%3A30');
    expect(readConsentCookie()).toEqual(choice);
  });

  it('lasts six months on the whole site, never sent to other sites, Secure over HTTPS', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    writeConsentCookie({ analytics: false, marketing: false });
    expect(written[0]).toMatch(/; Path=\/; Max-Age=15724800; SameSite=Lax$/);
    expect(consentMaxAgeSeconds / 86400).toBe(182);
  });

  it('counts a choice of another version, an unreadable one or none as no choice', () => {
    const date = encodeURIComponent('2026-01-01T00:00:00.000Z');
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('_lang=en; other=1')).toBeNull();
    expect(parseConsent(`akademi_consent=v=2&analytics=1&marketing=1&date=${date}`)).toBeNull();
    expect(parseConsent('akademi_consent=v=1&analytics=1&marketing=1&date=yesterday')).toBeNull();
    expect(parseConsent('akademi_consent=%E0%A4%A')).toBeNull();
    expect(parseConsent(`_lang=en; akademi_consent=v=1&analytics=0&marketing=1&date=${date}`)).toEqual({
      version: 1,
      date: '2026-01-01T00:00:00.000Z',
      analytics: false,
      marketing: true,
    });
  });

  it('serialises to characters a cookie value may hold', () => {
    const value = serializeConsent({
      version: 1,
      date: '2026-11-23T08:30:00.000Z',
      analytics: true,
      marketing: true,
    });
    expect(value).toMatch(/^[\w%=&.-]+$/);
  });
});
