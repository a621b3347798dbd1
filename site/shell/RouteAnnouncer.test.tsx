import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteAnnouncer } from './RouteAnnouncer';

let lang = 'tr';
vi.mock('../i18n/LanguageContext', () => ({ useLanguage: () => ({ lang }) }));

/** A page whose heading comes with its data, as the detail pages' does (a skeleton has none). */
function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1 tabIndex={-1}>Python ile Veri Analizi</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      veri geldi
    </button>
  );
}

function Shell() {
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <button type="button" onClick={() => navigate('/egitim-takvimi')}>
          takvim
        </button>
        <button type="button" onClick={() => navigate('/kurs/python')}>
          kurs
        </button>
        <button type="button" onClick={() => navigate('/')}>
          ana sayfa
        </button>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1 tabIndex={-1}>Geleceğinize yatırım yapın</h1>} />
          <Route path="/egitim-takvimi" element={<h1 tabIndex={-1}>Eğitim Takvimi</h1>} />
          <Route path="/kurs/:seo_name" element={<LoadingPage />} />
        </Routes>
      </main>
      <RouteAnnouncer />
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shell />
    </MemoryRouter>,
  );

beforeEach(() => {
  lang = 'tr';
});

describe('RouteAnnouncer', () => {
  it('leaves focus alone and says nothing on the first load', () => {
    renderAt('/egitim-takvimi');
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer')).toHaveTextContent(/^$/);
  });

  it('is a polite live region', () => {
    renderAt('/');
    const region = screen.getByTestId('route-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('role', 'status');
  });

  it('focuses the new page heading and announces its title after a route change', () => {
    renderAt('/');
    const link = screen.getByRole('button', { name: 'takvim' });
    link.focus();
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Eğitim Takvimi' }));
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Eğitim Takvimi sayfası yüklendi');
  });

  it('waits for a heading that comes with the page data', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'kurs' }));
    expect(screen.getByTestId('route-announcer')).toHaveTextContent(/^$/);
    act(() => screen.getByRole('button', { name: 'veri geldi' }).click());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Python ile Veri Analizi' })),
    );
    expect(screen.getByTestId('route-announcer')).toHaveTextContent(
      'Python ile Veri Analizi sayfası yüklendi',
    );
  });

  it('names the home page rather than its slogan, in the page language', () => {
    lang = 'en';
    renderAt('/egitim-takvimi');
    fireEvent.click(screen.getByRole('button', { name: 'ana sayfa' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Home page loaded');
  });

  it('announces in English on English pages', () => {
    lang = 'en';
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'takvim' }));
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Eğitim Takvimi page loaded');
  });
});
