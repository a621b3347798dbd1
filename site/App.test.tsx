import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionaries } from '../server/db/seed/dictionary';
import { App } from './App';
import { json, mockFetch } from './test/renderSite';

/**
 * A small fake of the public API: answers in the language of the last change-language call (the cookie).
 * `added`: languages the office added, whose page texts start as a copy of the Turkish ones.
 */
function fakeApi(added: { abbr: string; lang: string }[] = []) {
  const state = { lang: 'tr', dictionaryGate: Promise.resolve() };
  const company = (lang: string) => ({
    mainLogoPath: '',
    favIcoLogoPath: '',
    secondLogoPath: '',
    mainColor: '#0A3D62',
    secondColor: '#F39C12',
    projectCompanyName: 'Akademi',
    companyName: lang === 'en' ? 'Akademi Training and Consulting' : 'Akademi Eğitim ve Danışmanlık',
    companyNameTr: 'Akademi Eğitim ve Danışmanlık',
    companyNameEn: 'Akademi Training and Consulting',
    projectCompanyUrl: 'https://akademi.example',
  });
  const fetchMock = mockFetch(async (path) => {
    const lang = state.lang;
    if (path.startsWith('/api/pages/change-language/')) {
      state.lang = path.split('/').pop() ?? 'tr';
      return json({
        success: true,
        data: { abbr: state.lang, lang: state.lang, is_default: state.lang === 'tr' },
      });
    }
    switch (path) {
      case '/api/pages/static-languages':
        await state.dictionaryGate;
        return json({
          success: true,
          data: { abbr: lang, lang, page_lang: lang === 'en' ? dictionaries.en : dictionaries.tr },
        });
      case '/api/pages/all-languages':
        return json({
          success: true,
          data: [
            { abbr: 'tr', lang: 'Türkçe', is_default: true },
            { abbr: 'en', lang: 'English', is_default: false },
            ...added.map((language) => ({ ...language, is_default: false })),
          ],
        });
      case '/api/pages/company-config':
        return json({ success: true, data: company(lang) });
      case '/api/pages/page-meta':
        return json({
          success: true,
          data: {
            not_found: { title: lang === 'en' ? 'Page Not Found' : 'Sayfa Bulunamadı', description: null },
          },
        });
      case '/api/pages/contact-information':
        return json({
          success: true,
          data: {
            telefon: [{ id: 1, name: 'Merkez', content: '+90 (212) 555 01 23' }],
            email: [{ id: 2, name: '', content: 'info@akademi.example' }],
            adres: [{ id: 3, name: 'İstanbul', content: 'Büyükdere Cad. 185' }],
            shift: [],
            source_link: [],
          },
        });
      case '/api/pages/contracts':
        return json({
          success: true,
          data: [
            { id: 1, name: lang === 'en' ? 'Privacy Notice' : 'KVKK Aydınlatma Metni', seo_name: 'kvkk' },
          ],
        });
      case '/api/pages/social-media':
        return json({ success: true, data: [] });
      default:
        return json({ success: false, message: 'Adres bulunamadı' }, 404);
    }
  });
  return { state, fetchMock };
}

/** The app with a cache of its own, so no test sees another's answers or pending requests. */
const renderApp = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App />
    </SWRConfig>,
  );

const calls = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === path).length;

beforeEach(() => {
  localStorage.clear();
  document.cookie = '_lang=; max-age=0';
  window.history.pushState({}, '', '/bilinmeyen-bir-sayfa');
});
afterEach(() => vi.unstubAllGlobals());

describe('the public site shell', () => {
  it('redirects an unknown path to /404 and renders the shell only once the dictionary has loaded', async () => {
    const api = fakeApi();
    let open: () => void = () => undefined;
    api.state.dictionaryGate = new Promise<void>((resolve) => (open = resolve));
    renderApp();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await act(async () => open());
    expect(await screen.findByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: /Ana Sayfaya Dön/ })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Sayfa Bulunamadı | Akademi Eğitim ve Danışmanlık'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', '');
  });

  it('shows the first phone as a call link and both submenus', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderApp();
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    // A route change closes open submenus: let the redirect to /404 and its lazy page settle first.
    await screen.findByRole('heading', { name: 'Aradığınız sayfa bulunamadı' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Bizi arayın/ })).toHaveAttribute(
        'href',
        'tel:+902125550123',
      ),
    );
    await user.click(within(nav).getByRole('button', { name: 'Eğitimler' }));
    expect(within(nav).getByRole('button', { name: 'Eğitimler' })).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Eğitim Takvimi', 'Uzaktan Eğitim', 'Eğitim Videoları', 'Eğitmenlerimiz']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    expect(within(nav).getByRole('button', { name: 'Eğitimler' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(nav).getByRole('button', { name: 'Hizmetler' }));
    expect(within(nav).getByRole('link', { name: 'Danışmanlık Hizmeti' })).toHaveAttribute(
      'href',
      '/danismanlik-hizmeti',
    );
    expect(within(nav).getByRole('link', { name: 'Sınıf Kiralama' })).toHaveAttribute(
      'href',
      '/sinif-kiralama',
    );
  });

  it('switches language only when different, stores it and reloads texts and the footer company name', async () => {
    const { fetchMock } = fakeApi();
    const user = userEvent.setup();
    renderApp();
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() =>
      expect(within(footer).getByTestId('footer-company')).toHaveTextContent('Akademi Eğitim ve Danışmanlık'),
    );
    const dictionaryLoads = calls(fetchMock, '/api/pages/static-languages');

    const [turkish] = screen.getAllByRole('button', { name: 'TR – Türkçe' });
    await user.click(turkish);
    expect(calls(fetchMock, '/api/pages/change-language/tr')).toBe(0);

    const [english] = screen.getAllByRole('button', { name: 'EN – English' });
    await user.click(english);
    // The router starts again under /en, so the footer is a new element: look it up again.
    await waitFor(() =>
      expect(within(screen.getByRole('contentinfo')).getByTestId('footer-company')).toHaveTextContent(
        'Akademi Training and Consulting',
      ),
    );
    expect(window.location.pathname.startsWith('/en')).toBe(true);
    expect(calls(fetchMock, '/api/pages/change-language/en')).toBe(1);
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(calls(fetchMock, '/api/pages/static-languages')).toBe(dictionaryLoads + 1);
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Notice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Akademi Training and Consulting'));

    await user.click(screen.getAllByRole('button', { name: 'EN – English' })[0]);
    expect(calls(fetchMock, '/api/pages/change-language/en')).toBe(1);
  });

  it('serves a language the office added under its prefix, right to left for Arabic (issue 30)', async () => {
    window.history.pushState({}, '', '/ar/bilinmeyen-bir-sayfa');
    const { fetchMock } = fakeApi([
      { abbr: 'ar', lang: 'العربية' },
      { abbr: 'de', lang: 'Deutsch' },
    ]);
    const user = userEvent.setup();
    renderApp();
    expect(await screen.findByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(calls(fetchMock, '/api/pages/change-language/ar')).toBe(1);
    await waitFor(() => expect(window.location.pathname).toBe('/ar/404'));
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const [arabic] = screen.getAllByRole('button', { name: 'AR – العربية' });
    expect(arabic).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getAllByRole('button', { name: 'DE – Deutsch' })[0]);
    await waitFor(() => expect(window.location.pathname).toBe('/de/404'));
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');

    await user.click(screen.getAllByRole('button', { name: 'TR – Türkçe' })[0]);
    await waitFor(() => expect(window.location.pathname).toBe('/404'));
    expect(document.documentElement.lang).toBe('tr');
  });

  it('tells the server the address’s language its cookie does not carry before loading anything', async () => {
    window.history.pushState({}, '', '/en/bilinmeyen-bir-sayfa');
    const { fetchMock } = fakeApi();
    renderApp();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(paths[0]).toBe('/api/pages/change-language/en');
  });

  it('reads a Turkish address in Turkish whatever the stored choice, and offers that choice on the home page', async () => {
    // Issue 30: a visitor who chose English once still reads a Turkish address (typed, shared) in Turkish.
    localStorage.setItem('lang', 'en');
    document.cookie = '_lang=en';
    const { fetchMock } = fakeApi();
    renderApp();
    expect(await screen.findByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/404');
    expect(document.documentElement.lang).toBe('tr');
    expect(screen.queryByRole('link', { name: /English/ })).toBeNull(); // the offer is the home page's
    // The page's own requests are answered in its language: the cookie follows the page.
    expect(calls(fetchMock, '/api/pages/change-language/tr')).toBe(1);
    expect(localStorage.getItem('lang')).toBe('en'); // the choice stays, for the switch and the offer

    cleanup();
    window.history.pushState({}, '', '/');
    renderApp();
    const offer = await screen.findByRole('link', { name: /English/ });
    expect(offer).toHaveAttribute('href', '/en');
    expect(offer).toHaveAttribute('lang', 'en');
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
  });
});
