import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderSite } from '../test/renderSite';
import { ConsentFooterLink } from './ConsentFooterLink';
import { CookieConsent } from './CookieConsent';
import { rereadConsentState } from './consentStore';

/*
 * The banner as a visitor meets it: in the site's providers, with the footer's link beside it. The store
 * keeps its state per page load, so each test starts from the cookie again (rereadConsentState).
 */

async function renderBanner(lang = 'tr') {
  rereadConsentState();
  renderSite(
    <>
      <CookieConsent />
      <main>
        <button type="button">Sayfa</button>
      </main>
      <footer>
        <ConsentFooterLink />
      </footer>
    </>,
    { lang },
  );
}

const banner = () => screen.queryByRole('region', { name: /Çerez tercihleri|Cookie preferences/ });
const storedChoice = () => /akademi_consent=([^;]*)/.exec(document.cookie)?.[1] ?? '';

beforeEach(() => {
  document.cookie = 'akademi_consent=; Path=/; Max-Age=0';
  localStorage.clear();
});
afterEach(() => {
  document.cookie = 'akademi_consent=; Path=/; Max-Age=0';
  document.cookie = '_lang=; Path=/; Max-Age=0';
});

describe('CookieConsent', () => {
  it('asks on a first visit: accept and reject side by side, the same button', async () => {
    await renderBanner();
    const region = banner()!;
    expect(region).toBeInTheDocument();
    expect(region).toHaveAccessibleDescription(/zorunlu çerezleri/);
    const reject = within(region).getByRole('button', { name: 'Reddet' });
    const accept = within(region).getByRole('button', { name: 'Tümünü kabul et' });
    expect(reject.className).toBe(accept.className);
    expect(within(region).getByRole('button', { name: 'Tercihler' })).toBeInTheDocument();
    // Nothing to close: a first visit has to choose (the page stays usable meanwhile).
    expect(within(region).queryByRole('button', { name: 'Kapat' })).toBeNull();
    expect(within(region).queryByRole('switch')).toBeNull();
  });

  it('publishes its height for the page and the enrolment bar while open, and takes it back once chosen', async () => {
    const height = () => document.documentElement.style.getPropertyValue('--consent-height');
    const user = userEvent.setup();
    await renderBanner();
    const region = banner()!;
    // jsdom lays nothing out: the banner's height reads as 0, but it is there to read.
    expect(height()).toBe(`${region.offsetHeight}px`);
    await user.click(within(region).getByRole('button', { name: 'Reddet' }));
    expect(banner()).toBeNull();
    expect(height()).toBe('');
  });

  it('"Tümünü kabul et" stores both categories and closes', async () => {
    const user = userEvent.setup();
    await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Tümünü kabul et' }));
    expect(banner()).toBeNull();
    expect(storedChoice()).toMatch(/^v=1&analytics=1&marketing=1&date=\d{4}-/);
  });

  it('"Reddet" stores neither and closes', async () => {
    const user = userEvent.setup();
    await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Reddet' }));
    expect(banner()).toBeNull();
    expect(storedChoice()).toMatch(/^v=1&analytics=0&marketing=0&/);
  });

  it('"Tercihler" opens a switch per category, focused, and "Seçimi kaydet" stores them', async () => {
    const user = userEvent.setup();
    await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Tercihler' }));
    const necessary = screen.getByRole('switch', { name: 'Zorunlu' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const statistics = screen.getByRole('switch', { name: 'İstatistik' });
    const marketing = screen.getByRole('switch', { name: 'Pazarlama' });
    expect(statistics).toHaveFocus();
    expect(statistics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    expect(statistics).toHaveAccessibleDescription(/Google Analytics/);
    expect(screen.getByRole('group', { name: 'Çerez kategorileri' })).toBeInTheDocument();

    await user.keyboard(' ');
    expect(statistics).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Seçimi kaydet' }));
    expect(banner()).toBeNull();
    expect(storedChoice()).toMatch(/^v=1&analytics=1&marketing=0&/);
  });

  it('is reopened from the footer with the current choice, says what withdrawal does, and gives focus back', async () => {
    const user = userEvent.setup();
    await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Tümünü kabul et' }));
    const link = screen.getByRole('button', { name: 'Çerez tercihleri' });
    await user.click(link);

    const region = banner()!;
    const statistics = within(region).getByRole('switch', { name: 'İstatistik' });
    expect(statistics).toBeChecked();
    expect(statistics).toHaveFocus();
    expect(within(region).getByRole('switch', { name: 'Pazarlama' })).toBeChecked();
    expect(region).toHaveTextContent('sayfa yenilenene kadar durdurulamaz');

    await user.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(link).toHaveFocus();
    expect(storedChoice()).toMatch(/analytics=1&marketing=1/);

    // Withdrawal from the reopened banner.
    await user.click(link);
    await user.click(within(banner()!).getByRole('button', { name: 'Reddet' }));
    expect(storedChoice()).toMatch(/analytics=0&marketing=0/);
    expect(link).toHaveFocus();
  });

  it('a returning visitor sees no banner; the close button leaves the choice as it was', async () => {
    const user = userEvent.setup();
    const date = encodeURIComponent(new Date().toISOString());
    document.cookie = `akademi_consent=v=1&analytics=0&marketing=1&date=${date}; Path=/`;
    await renderBanner();
    expect(banner()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Çerez tercihleri' }));
    expect(screen.getByRole('switch', { name: 'Pazarlama' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(banner()).toBeNull();
    expect(storedChoice()).toContain(`analytics=0&marketing=1&date=${date}`);
  });

  it('speaks English on English pages', async () => {
    localStorage.setItem('lang', 'en');
    document.cookie = '_lang=en; Path=/';
    await renderBanner('en');
    const region = screen.getByRole('region', { name: 'Cookie preferences' });
    expect(within(region).getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await act(async () => {
      within(region).getByRole('button', { name: 'Preferences' }).click();
    });
    expect(screen.getByRole('switch', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save my choice' })).toBeInTheDocument();
  });

  it('speaks English on a page in a language the office added, and says so with lang (issue 30)', async () => {
    await renderBanner('ar');
    const region = screen.getByRole('region', { name: 'Cookie preferences' });
    expect(region).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Cookie preferences' })).toHaveAttribute('lang', 'en');
  });
});
