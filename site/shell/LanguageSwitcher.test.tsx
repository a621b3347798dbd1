import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { LanguageSwitcher } from './LanguageSwitcher';
import { loadPage } from './loadPage';

vi.mock('./loadPage', () => ({ loadPage: vi.fn() }));

/*
 * Issue 30: a course's address may have another slug in each language, which only the server knows. On such
 * a page the switch loads the page in the new language from the server (which answers 301 to the course's
 * address there) instead of re-rendering the same slug under the new prefix, where it may be no page.
 */
const languages = [
  { abbr: 'tr', lang: 'Türkçe', is_default: true },
  { abbr: 'en', lang: 'English', is_default: false },
];

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the language switch', () => {
  it("loads a course page's other language from the server, keeping the query", async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/pages/all-languages' ? json({ success: true, data: languages }) : json({}, 404),
    );
    renderSite(<LanguageSwitcher />, { path: '/kurs/excel-egitimi?oturum=3' });
    fireEvent.click(await screen.findByRole('button', { name: 'EN – English' }));
    expect(loadPage).toHaveBeenCalledWith('/en/kurs/excel-egitimi?oturum=3');
    expect(localStorage.getItem('lang')).toBe('en'); // the choice is stored, as the spec asks
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('change-language'))).toBe(false);
  });

  it('changes a page without a record in place, asking the server for the cookie', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/pages/all-languages'
        ? json({ success: true, data: languages })
        : json({ success: true, data: { abbr: 'en', lang: 'English', is_default: false } }),
    );
    renderSite(<LanguageSwitcher />, { path: '/iletisim' });
    fireEvent.click(await screen.findByRole('button', { name: 'EN – English' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('change-language/en'))).toBe(true),
    );
    expect(loadPage).not.toHaveBeenCalled();
  });
});
