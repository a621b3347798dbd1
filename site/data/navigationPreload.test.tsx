import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { type Middleware, SWRConfig, unstable_serialize, useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsListItem } from '../../shared/publicApi';
import type { Paged } from '../../shared/types';
import { NewsArchivePage } from '../pages/NewsArchivePage';
import { json, mockFetch, renderSite } from '../test/renderSite';
import type { DataKey } from './apiKeys';
import { NavigationPreload } from './navigationPreload';
import { routeLoaders } from './routeLoaders';
import { useInstructors } from './useInstructors';

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

/** The instructors' names, as their page would ask for them. */
function InstructorNames() {
  const { data } = useInstructors();
  return <p>{data ? data.map((instructor) => instructor.name).join(', ') : 'yükleniyor'}</p>;
}

/** The instructors' answer, named by how many times it was asked: `Eğitmen 1`, `Eğitmen 2`… */
function mockInstructorsByVersion() {
  let asked = 0;
  const fetchMock = mockFetch((path) =>
    path === '/api/pages/instructors'
      ? json({ success: true, data: [{ id: 1, name: `Eğitmen ${++asked}` }] })
      : json({ success: true, data: [] }),
  );
  return () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/pages/instructors'));
}

/**
 * The preloader, a link home, and (when shown) the instructors' names, on SWR's default cache as in the
 * browser (renderSite gives each test a cache of its own): SWR keeps preloaded requests with that cache.
 */
function instructorsThenHome() {
  const browserCache = renderHook(() => useSWRConfig().cache).result.current;
  return (showNames: boolean) => (
    <SWRConfig value={{ provider: () => browserCache }}>
      <NavigationPreload />
      <Link to="/">Ana sayfa</Link>
      {showNames && <InstructorNames />}
    </SWRConfig>
  );
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

  it('drops at the next navigation a request the page never took: a later page asks afresh, not the old answer', async () => {
    const instructorCalls = mockInstructorsByVersion();
    const page = instructorsThenHome();
    const { rerender } = renderSite(page(false), { path: '/egitmenlerimiz' });
    await vi.waitFor(() => expect(instructorCalls()).toHaveLength(1));

    // The visitor moves on before the instructors' page has taken its answer; later a page asks for it.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Ana sayfa' })));
    await act(async () => rerender(page(true)));
    expect(await screen.findByText('Eğitmen 2')).toBeInTheDocument();
    expect(instructorCalls()).toHaveLength(2);
  });

  it('leaves alone at the next navigation a request the page took: not asked again', async () => {
    const instructorCalls = mockInstructorsByVersion();
    renderSite(instructorsThenHome()(true), { path: '/egitmenlerimiz' });
    expect(await screen.findByText('Eğitmen 1')).toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Ana sayfa' })));
    expect(screen.getByText('Eğitmen 1')).toBeInTheDocument();
    expect(instructorCalls()).toHaveLength(1);
  });
});
