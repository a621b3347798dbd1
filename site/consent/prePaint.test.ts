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

  it('keeps a choice clicked on the server’s banner before the page is live, and hides the banner at once', () => {
    document.body.innerHTML =
      '<div id="root"><section class="consent"><button data-consent-choice="none">Reddet</button>' +
      '<button data-consent-choice="all">Tümünü kabul et</button><button>Tercihler</button></section></div>';
    const html = document.documentElement;
    const [reject, accept, preferences] = [...document.querySelectorAll('button')];
    const controller = new AbortController();
    // The document as the script uses it, its listeners removed after the test (jsdom's document outlives it).
    const scoped = {
      cookie: document.cookie,
      readyState: 'complete',
      documentElement: html,
      querySelector: (selector: string) => document.querySelector(selector),
      addEventListener: (type: string, listener: EventListener, options?: AddEventListenerOptions) =>
        document.addEventListener(type, listener, { ...options, signal: controller.signal }),
    };
    try {
      new Function('document', consentPrePaintScript)(scoped);
      expect(asks()).toBe(true);
      preferences.click();
      expect(html.hasAttribute('data-consent-early')).toBe(false);
      expect(asks()).toBe(true);
      accept.click();
      expect(html.getAttribute('data-consent-early')).toBe('all');
      expect(asks()).toBe(false);
      // Once the page is live, the banner's own buttons answer.
      html.removeAttribute('data-consent-early');
      document.getElementById('root')!.setAttribute('data-hydrated', '');
      reject.click();
      expect(html.hasAttribute('data-consent-early')).toBe(false);
    } finally {
      controller.abort();
      html.removeAttribute('data-consent-early');
      document.body.innerHTML = '';
    }
  });
});
