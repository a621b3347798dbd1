import { afterEach, describe, expect, it } from 'vitest';
import { consentCookieName, consentVersion, serializeConsent } from './consentCookie';
import { consentPrePaintScript } from './prePaint';

const run = () => new Function(consentPrePaintScript)() as void;
const asks = () => document.documentElement.hasAttribute('data-consent-ask');
const setCookie = (value: string) => {
  document.cookie = `${consentCookieName}=${value}; Path=/`;
};

describe('the consent check before the first paint', () => {
  afterEach(() => {
    document.cookie = `${consentCookieName}=; Path=/; Max-Age=0`;
    document.documentElement.removeAttribute('data-consent-ask');
  });

  it('asks on a first visit', () => {
    run();
    expect(asks()).toBe(true);
  });

  it('does not ask a visitor whose choice the site wrote', () => {
    document.cookie = 'other=1; Path=/';
    setCookie(
      serializeConsent({
        version: consentVersion,
        date: '2026-11-01T10:00:00.000Z',
        analytics: true,
        marketing: false,
      }),
    );
    run();
    expect(asks()).toBe(false);
  });

  it('asks again when the choice was given for another version of the texts', () => {
    setCookie(`v=${consentVersion + 1}&analytics=1&marketing=1&date=2026-11-01`);
    run();
    expect(asks()).toBe(true);
  });

  it('marks the page once it has parsed, not in a frame painted while the rest was still arriving', () => {
    const marks: string[] = [];
    const listeners: Record<string, () => void> = {};
    const parsing = {
      cookie: '',
      readyState: 'loading',
      documentElement: { setAttribute: (name: string) => marks.push(name) },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    new Function('document', consentPrePaintScript)(parsing);
    expect(marks).toEqual([]);
    listeners.readystatechange();
    expect(marks).toEqual(['data-consent-ask']);
  });

  it('asks when the cookie cannot be read, and never throws', () => {
    setCookie('%E0%A4%A');
    expect(run).not.toThrow();
    expect(asks()).toBe(true);
  });
});
