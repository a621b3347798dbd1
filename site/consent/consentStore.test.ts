import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deniedByDefault, deniedUpdate } from './consentModeCommands.fixture';

/*
 * The store, Consent Mode and the activation of the inert snippets together, on a head shaped like the
 * server's (server/services/integrationScripts.ts). Module state lives per page load, so each test loads
 * the modules afresh.
 */

/** What the activated scripts ran, in order: they note it in the title (jsdom runs them in a global of their own). */
const ran = () => document.title.split(';').filter(Boolean);

const head = `
  <template data-consent="analytics" data-integration="google"><script>document.title += 'google;';</script></template>
  <template data-consent="analytics" data-integration="yandex"><script>document.title += 'yandex-1;';</script><script src="/metrica.js"></script><script>document.title += 'yandex-2;';\r\n</script></template>
  <template data-consent="marketing" data-integration="facebook"><script>document.title += 'pixel;';</script><noscript><img src="/pixel.gif"></noscript></template>`;

const date = encodeURIComponent('2026-01-01T00:00:00.000Z');
const storeChoice = (analytics: boolean, marketing: boolean) => {
  document.cookie = `akademi_consent=v=1&analytics=${Number(analytics)}&marketing=${Number(marketing)}&date=${date}; Path=/`;
};

/** A fresh page load: new modules, the server's head, the given cookie. */
async function load() {
  vi.resetModules();
  document.head.innerHTML = head;
  document.title = '';
  window.dataLayer = undefined;
  const store = await import('./consentStore');
  const effects = await import('./consentEffects');
  return { ...store, ...effects };
}

/** What Consent Mode received, as plain arrays. */
const consentCommands = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

/** Lets queued activations and the external script's wait move on. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** jsdom fetches no external script: the test says when /metrica.js has loaded. */
async function loadMetrica() {
  await settle();
  document.head.querySelector('script[src="/metrica.js"]')?.dispatchEvent(new Event('load'));
  await settle();
}

beforeEach(() => {
  document.cookie = 'akademi_consent=; Path=/; Max-Age=0';
});
afterEach(() => {
  document.cookie = 'akademi_consent=; Path=/; Max-Age=0';
  document.head.innerHTML = '';
});

describe('consent store and gated integrations', () => {
  it('stores "accept" clicked on the server’s banner before the page was live, and runs what it allows', async () => {
    const { getConsentState, startConsent } = await load();
    document.documentElement.setAttribute('data-consent-early', 'all');
    const state = getConsentState();
    expect(state).toMatchObject({ open: false, choice: { analytics: true, marketing: true, version: 1 } });
    expect(document.cookie).toContain('akademi_consent=v=1&analytics=1&marketing=1&date=');
    expect(document.documentElement.hasAttribute('data-consent-early')).toBe(false);
    expect(getConsentState()).toBe(state);
    startConsent(getConsentState().choice);
    await loadMetrica();
    expect(ran()).toEqual(['google', 'yandex-1', 'yandex-2', 'pixel']);
  });

  it('stores an early "reject", and never lets an early click overrule a choice already stored', async () => {
    let { getConsentState } = await load();
    document.documentElement.setAttribute('data-consent-early', 'none');
    expect(getConsentState()).toMatchObject({ open: false, choice: { analytics: false, marketing: false } });

    document.cookie = 'akademi_consent=; Path=/; Max-Age=0';
    storeChoice(true, false);
    ({ getConsentState } = await load());
    document.documentElement.setAttribute('data-consent-early', 'none');
    expect(getConsentState()).toMatchObject({ open: false, choice: { analytics: true, marketing: false } });
    expect(document.cookie).toContain('analytics=1&marketing=0');
    document.documentElement.removeAttribute('data-consent-early');
  });

  it('a first visit: the banner is open, Consent Mode says denied, nothing runs', async () => {
    const { getConsentState, getServerConsentState, startConsent } = await load();
    // The server draws the banner for everyone (prePaint.ts decides whether it shows before hydration).
    expect(getServerConsentState()).toEqual({ choice: null, open: true, reopened: false });
    expect(getConsentState()).toEqual({ choice: null, open: true, reopened: false });
    startConsent(getConsentState().choice);
    await settle();
    expect(ran()).toEqual([]);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(consentCommands()).toEqual([deniedByDefault]);
    // Pushed as Arguments objects, as Google's own gtag() does.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('accepting runs each snippet once, in page order, after Consent Mode is updated', async () => {
    const { getConsentState, saveConsent, startConsent } = await load();
    startConsent(null);
    const listener = vi.fn();
    const { subscribeConsent } = await import('./consentStore');
    subscribeConsent(listener);

    saveConsent({ analytics: true, marketing: true });
    expect(listener).toHaveBeenCalled();
    expect(getConsentState()).toMatchObject({ open: false, choice: { analytics: true, marketing: true } });
    expect(document.cookie).toContain('akademi_consent=v=1&analytics=1&marketing=1');
    expect(consentCommands().map((command) => command.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    expect(consentCommands()[1][2]).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });

    // The parser would have waited for the external script before the snippet's next one.
    await settle();
    expect(ran()).toEqual(['google', 'yandex-1']);
    const metrica = document.head.querySelector<HTMLScriptElement>('script[src="/metrica.js"]')!;
    expect(metrica.async).toBe(false);
    await loadMetrica();
    expect(ran()).toEqual(['google', 'yandex-1', 'yandex-2', 'pixel']);
    // Inline code runs by its hash in the page's policy (server/ssr/scriptHashes.ts): each live copy has
    // exactly the text the parser read into its template.
    const texts = (scripts: Iterable<HTMLScriptElement>) => [...scripts].map((script) => script.text);
    expect(texts(document.head.querySelectorAll(':scope > script:not([src])'))).toEqual(
      [...document.head.querySelectorAll('template')].flatMap((template) =>
        texts(template.content.querySelectorAll('script:not([src])')),
      ),
    );
    expect(texts(document.head.querySelectorAll(':scope > script:not([src])'))[2]).toBe(
      "document.title += 'yandex-2;';\n",
    );
    // Live copies sit right after their template; the templates stay (and are not run twice).
    expect(
      document.head.querySelector('template[data-integration="google"]')?.nextElementSibling?.tagName,
    ).toBe('SCRIPT');
    saveConsent({ analytics: true, marketing: true });
    await settle();
    expect(ran()).toHaveLength(4);
  });

  it('runs only the granted category: statistics without marketing', async () => {
    const { saveConsent, startConsent } = await load();
    startConsent(null);
    saveConsent({ analytics: true, marketing: false });
    await loadMetrica();
    expect(ran()).toEqual(['google', 'yandex-1', 'yandex-2']);
    expect(consentCommands()[1][2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
  });

  it('a returning visitor who accepted: the snippets run at load, the banner stays closed', async () => {
    storeChoice(true, true);
    const { getConsentState, startConsent } = await load();
    expect(getConsentState()).toMatchObject({ open: false, choice: { analytics: true, marketing: true } });
    startConsent(getConsentState().choice);
    await loadMetrica();
    expect(ran()).toEqual(['google', 'yandex-1', 'yandex-2', 'pixel']);
    expect(consentCommands().map((command) => command[1])).toEqual(['default', 'update']);
  });

  it('withdrawal: denied to Consent Mode, the pixel revoked, the tags’ cookies gone, nothing more runs', async () => {
    storeChoice(true, true);
    const { getConsentState, openConsentPreferences, saveConsent, startConsent } = await load();
    startConsent(getConsentState().choice);
    await loadMetrica();
    window.fbq = vi.fn();
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = '_fbp=fb.1.1; Path=/';
    document.cookie = '_lang=en; Path=/';

    openConsentPreferences();
    expect(getConsentState()).toMatchObject({ open: true, reopened: true });
    saveConsent({ analytics: false, marketing: false });
    expect(consentCommands().at(-1)).toEqual(deniedUpdate);
    expect(window.fbq).toHaveBeenCalledWith('consent', 'revoke');
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).not.toContain('_fbp=');
    expect(document.cookie).toContain('_lang=en'); // ours stay
    document.cookie = '_lang=; Path=/; Max-Age=0';

    // The next page load: stored as rejected, nothing runs.
    const next = await load();
    expect(next.getConsentState()).toMatchObject({
      open: false,
      choice: { analytics: false, marketing: false },
    });
    next.startConsent(next.getConsentState().choice);
    await loadMetrica();
    expect(ran()).toEqual([]);
    delete window.fbq;
  });

  it('a reopened banner closes without a change only when a choice exists', async () => {
    const { closeConsentPreferences, getConsentState, openConsentPreferences } = await load();
    openConsentPreferences();
    closeConsentPreferences();
    expect(getConsentState().open).toBe(true); // a first visit has to choose
    storeChoice(false, false);
    const next = await load();
    next.openConsentPreferences();
    next.closeConsentPreferences();
    expect(next.getConsentState()).toMatchObject({ open: false, choice: { analytics: false } });
  });
});
