import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { expectClosesAsMenu } from '../test/popupDetails';
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

describe('the phone header language switch (collapsible)', () => {
  const five = [
    ...languages,
    { abbr: 'de', lang: 'Deutsch', is_default: false },
    { abbr: 'fr', lang: 'Français', is_default: false },
    { abbr: 'ru', lang: 'Русский', is_default: false },
  ];
  const answer = (list: typeof languages) =>
    mockFetch((path) =>
      path === '/api/pages/all-languages'
        ? json({ success: true, data: list })
        : json({ success: true, data: { abbr: 'de', lang: 'Deutsch', is_default: false } }),
    );

  it('keeps two languages as two buttons', async () => {
    answer(languages);
    const { container } = renderSite(<LanguageSwitcher collapsible />, { path: '/iletisim' });
    await screen.findByRole('button', { name: 'EN – English' });
    expect(container.querySelector('details')).toBeNull();
  });

  it('makes more than two one button that opens their list, closed again once one is chosen', async () => {
    const fetchMock = answer(five);
    const { container } = renderSite(<LanguageSwitcher collapsible />, { path: '/iletisim' });
    const choice = await screen.findByRole('button', { name: 'DE – Deutsch' });
    const menu = container.querySelector('details')!;
    expect(menu.querySelector('summary')!.textContent).toBe('TR');
    expect(menu.open).toBe(false);
    menu.open = true;
    expect(choice.textContent).toBe('DE Deutsch');
    fireEvent.click(choice);
    expect(menu.open).toBe(false);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('change-language/de'))).toBe(true),
    );
  });

  it('closes the open list on a click elsewhere, on Escape and when focus moves on', async () => {
    answer(five);
    const { container } = renderSite(<LanguageSwitcher collapsible />, { path: '/iletisim' });
    await screen.findByRole('button', { name: 'DE – Deutsch' });
    expectClosesAsMenu(container.querySelector('details')!, document.body);
  });
});
