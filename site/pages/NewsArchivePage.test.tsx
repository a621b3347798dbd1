import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsListItem } from '../../shared/publicApi';
import type { Paged } from '../../shared/types';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { archivePage, NewsArchivePage } from './NewsArchivePage';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number): NewsListItem => ({
  id,
  seo_name: `haber-${id}`,
  title: `Haber ${id}: Öğrenci Şöleni`,
  summary: `Özet ${id}`,
  image: id === 1 ? '/uploads/news/1.webp' : null,
  image_alt: null,
  published_at: '2026-03-0' + id + 'T09:00:00.000Z',
});

function renderArchive(pages: Record<number, Paged<NewsListItem>>, path = '/haberler', lang = 'tr') {
  const fetchMock = mockFetch((requested) => {
    if (requested === '/api/pages/news-archive') {
      const page = Number(new URL(String(fetchMock.mock.lastCall?.[0]), 'http://x').searchParams.get('page'));
      const answer = pages[page];
      return answer ? json({ success: true, data: answer }) : json({ success: false, message: 'x' }, 404);
    }
    return json({ success: true, data: [] });
  });
  renderSite(
    <Routes>
      <Route path={lang === 'en' ? '/en/haberler' : '/haberler'} element={<NewsArchivePage />} />
      <Route path="*" element={<p>başka sayfa</p>} />
    </Routes>,
    { path, lang },
  );
  return fetchMock;
}

describe('NewsArchivePage', () => {
  it('lists the page’s news as cards with date, title link and excerpt, and links to the next page', async () => {
    renderArchive({ 1: { items: [item(2), item(1)], page: 1, per_page: 12, total: 14, last_page: 2 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Haberler' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /^Haber \d: Öğrenci Şöleni$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/haber/haber-2', '/haber/haber-1']);
    expect(screen.getByText('Özet 2')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(pager).getByRole('link', { name: /Sonraki/ })).toHaveAttribute('href', '/haberler?sayfa=2');
    expect(within(pager).queryByRole('link', { name: /Önceki/ })).toBeNull();
  });

  it('asks for the page in ?sayfa= and links back to the first page in English', async () => {
    const fetchMock = renderArchive(
      { 2: { items: [item(3)], page: 2, per_page: 12, total: 13, last_page: 2 } },
      '/en/haberler?sayfa=2',
      'en',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('news-archive'))?.[0])).toContain(
      'page=2',
    );
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/haberler$/),
    );
  });

  it('says so when nothing is published', async () => {
    renderArchive({ 1: { items: [], page: 1, per_page: 12, total: 0, last_page: 1 } });
    expect(await screen.findByText('Henüz yayımlanmış haber yok.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).toBeNull();
  });

  it('reads a malformed page number as the first page', () => {
    expect([archivePage(null), archivePage('abc'), archivePage('0'), archivePage('3')]).toEqual([1, 1, 1, 3]);
  });
});
