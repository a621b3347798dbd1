import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarCourse, CalendarWindow } from '../../shared/calendarWindow';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { CalendarPage } from './CalendarPage';

afterEach(() => vi.unstubAllGlobals());

const day = (d: number) => `2026-12-${String(d).padStart(2, '0')}T06:30:00.000Z`;
const course = (id: number, starts: string): CalendarCourse =>
  ({
    id,
    seo_name: `kurs-${id}`,
    title: `Kurs ${id}`,
    summary: '',
    duration: null,
    price: null,
    price_offer: null,
    cover: null,
    category: null,
    sessions: [
      {
        id,
        starts_at: starts,
        ends_at: starts,
        place: 'Ankara',
        is_online: false,
        seats: null,
        seats_left: null,
      },
    ],
  }) as CalendarCourse;

/** December in two parts: 1–15 (70 sessions) and 16–31 (60); each answer carries its part's sessions alone. */
const parts = [
  { first: day(1), last: day(15), sessions: 70 },
  { first: day(16), last: day(31), sessions: 60 },
];
const answer = (part: number): CalendarWindow => ({
  months: [
    { key: '2026-12', sample: day(1), sessions: 130 },
    { key: '2027-01', sample: '2027-01-05T06:30:00.000Z', sessions: 12 },
  ],
  shown: ['2026-12'],
  until: null,
  parts,
  part,
  cities: ['Ankara'],
  courses: part === 1 ? [course(1, day(1)), course(2, day(15))] : [course(3, day(16))],
  unscheduled: [],
  unscheduled_total: 0,
  main_category: null,
});

function renderCalendar(path: string, lang = 'tr') {
  const fetchMock = mockFetch((requested) => {
    if (requested === '/api/pages/calendar') {
      const url = new URL(String(fetchMock.mock.lastCall?.[0]), 'http://x');
      return json({ success: true, data: answer(Number(url.searchParams.get('page') ?? 1)) });
    }
    return json({ success: true, data: [] });
  });
  renderSite(
    <Routes>
      <Route path={lang === 'en' ? '/en/egitim-takvimi' : '/egitim-takvimi'} element={<CalendarPage />} />
    </Routes>,
    { path, lang },
  );
  const asked = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname === '/api/pages/calendar')
      .map((url) => url.searchParams.get('page'));
  return { asked };
}

describe('CalendarPage, a busy month', () => {
  it('names its parts by their dates as links, the month counted whole, and links to the next part', async () => {
    renderCalendar('/egitim-takvimi?month=2026-12');
    expect(await screen.findByRole('link', { name: 'Kurs 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kurs 3' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /Aralık 2026\s*130/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Bu ayın bölümleri' });
    const links = within(nav).getAllByRole('link');
    // Each part by its dates and its count (ICU's spaces around the dash vary).
    const plain = (text: string | null) => text?.replace(/\s/g, '');
    expect(links.map((link) => [plain(link.textContent), link.getAttribute('href')])).toEqual([
      ['1–15Aralık202670', '/egitim-takvimi?month=2026-12'],
      ['16–31Aralık202660', '/egitim-takvimi?month=2026-12&sayfa=2'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    const pager = screen.getByRole('navigation', { name: 'Ayın önceki ve sonraki bölümü' });
    expect(within(pager).queryByRole('link', { name: /Önceki bölüm/ })).toBeNull();
    const next = within(pager).getByRole('link', { name: /Sonraki bölüm/ });
    expect(next).toHaveAttribute('href', '/egitim-takvimi?month=2026-12&sayfa=2');
    expect(next).toHaveAttribute('rel', 'next');
    expect(next).toHaveTextContent(/16\s*–\s*31 Aralık 2026/);
  });

  it('asks the API for the part the address names, on first load and on following a link', async () => {
    const { asked } = renderCalendar('/egitim-takvimi?month=2026-12');
    fireEvent.click(await screen.findByRole('link', { name: /Sonraki bölüm/ }));
    expect(await screen.findByRole('link', { name: 'Kurs 3' })).toBeInTheDocument();
    expect(asked()).toEqual([null, '2']);
    const pager = screen.getByRole('navigation', { name: 'Ayın önceki ve sonraki bölümü' });
    expect(within(pager).getByRole('link', { name: /Önceki bölüm/ })).toHaveAttribute(
      'href',
      '/egitim-takvimi?month=2026-12',
    );
    expect(within(pager).queryByRole('link', { name: /Sonraki bölüm/ })).toBeNull();
  });

  it('speaks English on the English calendar', async () => {
    const { asked } = renderCalendar('/en/egitim-takvimi?month=2026-12&sayfa=2', 'en');
    expect(await screen.findByRole('link', { name: 'Kurs 3' })).toBeInTheDocument();
    expect(asked()).toEqual(['2']);
    const nav = screen.getByRole('navigation', { name: "This month's parts" });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/en/egitim-takvimi?month=2026-12&sayfa=2',
    );
    expect(screen.getByRole('link', { name: /Previous part/ })).toHaveTextContent(/1\s*–\s*15 December 2026/);
  });
});
