import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type Middleware, SWRConfig, unstable_serialize } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsListItem } from '../../shared/publicApi';
import type { Paged } from '../../shared/types';
import { NewsArchivePage } from '../pages/NewsArchivePage';
import { json, mockFetch, renderSite } from '../test/renderSite';
import type { DataKey } from './apiKeys';
import { NavigationPreload } from './navigationPreload';
import { routeLoaders } from './routeLoaders';

afterEach(() => vi.unstubAllGlobals());

const archive: Paged<NewsListItem> = {
  items: [
    {
      id: 3,
      seo_name: 'haber-3',
      title: 'Haber 3: Mezuniyet',
      summary: 'Özet 3',
      image: null,
      image_alt: null,
      published_at: '2026-03-03T09:00:00.000Z',
    },
  ],
  page: 2,
  per_page: 12,
  total: 13,
  last_page: 2,
};

/** The serialized keys a route's loader asks for, answered by nothing. */
async function loaderKeys(route: keyof typeof routeLoaders, search: string, lang: string) {
  const asked: string[] = [];
  const get = <T,>(key: DataKey<T>) => {
    asked.push(unstable_serialize(key));
    return Promise.resolve(undefined as T);
  };
  await routeLoaders[route]({ params: {}, search: new URLSearchParams(search), lang, get });
  return asked;
}

describe('NavigationPreload', () => {
  it('starts the page’s requests at navigation; the page’s hooks then read those same keys, asked once', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/pages/news-archive'
        ? json({ success: true, data: archive })
        : json({ success: false, message: 'yok' }, 404),
    );
    const read = new Set<string>();
    const recordRead: Middleware = (useSWRNext) => (key, fetcher, config) => {
      if (Array.isArray(key)) read.add(unstable_serialize(key));
      return useSWRNext(key, fetcher, config);
    };
    const archiveCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/pages/news-archive'));
    const page = (withPage: boolean) => (
      <SWRConfig value={{ use: [recordRead] }}>
        <NavigationPreload />
        {withPage && (
          <Routes>
            <Route path="/haberler" element={<NewsArchivePage />} />
          </Routes>
        )}
      </SWRConfig>
    );

    // The address alone: the loader has asked for the archive's second page before any page asks.
    const { rerender } = renderSite(page(false), { path: '/haberler?sayfa=2' });
    expect(archiveCalls()).toHaveLength(1);
    expect(String(archiveCalls()[0][0])).toContain('page=2');
    expect(read.size).toBe(0);

    // The page mounts and takes the preloaded request: shown, and not asked again.
    await act(async () => rerender(page(true)));
    expect(await screen.findByRole('link', { name: 'Haber 3: Mezuniyet' })).toBeInTheDocument();
    expect(archiveCalls()).toHaveLength(1);
    expect([...read]).toEqual(await loaderKeys('news_archive', 'sayfa=2', 'tr'));
  });

  it('chains a course page’s requests before the page mounts: the course, then its own testimonials', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/pages/course/python'
        ? json({ success: true, data: { id: 7, seo_name: 'python' } })
        : json({ success: true, data: [] }),
    );
    // Inside the English router, whose base (/en) is not part of the route's path.
    renderSite(<NavigationPreload />, { path: '/kurs/python', lang: 'en' });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
        expect.stringMatching(/\/api\/pages\/testimonials\?product=7$/),
      ),
    );
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/pages/course/'))).toHaveLength(1);
  });
});
