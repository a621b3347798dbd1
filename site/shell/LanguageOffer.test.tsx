import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { LanguageOffer } from './LanguageOffer';

const languages = [
  { abbr: 'tr', lang: 'Türkçe', is_default: true },
  { abbr: 'en', lang: 'English', is_default: false },
  { abbr: 'de', lang: 'Deutsch', is_default: false },
];

const setLanguageCookie = (abbr: string) => {
  document.cookie = `_lang=${abbr}; path=/`;
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = '_lang=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

/** The home page in `lang`, once the language list has arrived and the offer has read the visitor's choice. */
async function renderHome(lang: string) {
  const fetchMock = mockFetch((path) =>
    path === '/api/pages/all-languages'
      ? json({ success: true, data: languages })
      : json({ success: true, data: languages.find((item) => item.abbr === lang) }),
  );
  renderSite(<LanguageOffer />, { lang, path: lang === 'tr' ? '/' : `/${lang}` });
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/pages/all-languages'))).toBe(true),
  );
  // Let the list's answer and the effect that reads the choice settle before looking for the link.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('the home page offers the visitor their own language', () => {
  it('offers the language chosen with the switch, by its own name, in it', async () => {
    localStorage.setItem('lang', 'tr');
    await renderHome('en');
    const link = await screen.findByRole('link', { name: 'Türkçe' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('hreflang', 'tr');
    expect(link).toHaveAttribute('lang', 'tr');
  });

  it('without a choice, offers the language of the pages last read here', async () => {
    setLanguageCookie('de');
    await renderHome('tr');
    expect(await screen.findByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de');
  });

  it('offers nothing on a first visit: a reader who arrives on /en/ has not asked for Turkish', async () => {
    await renderHome('en');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers nothing when the choice is the page’s own language', async () => {
    localStorage.setItem('lang', 'en');
    setLanguageCookie('tr');
    await renderHome('en');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
