import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import auditLog from '../auditLog';
import contracts from '../contracts';
import { i18nProvider } from '../i18n/i18nProvider';
import inbox from '../inbox';
import languages from '../languages';
import type { AdminScreen } from '../navigation/screen';
import news from '../news';
import pageMeta from '../pageMeta';
import preRegistrations from '../preRegistrations';
import products from '../products';
import support from '../support';
import { storeListRecords, storeUserWith } from '../testing/listRecords';
import { realApiForFile, renderRealPanelAt } from '../testing/realApi';
import users from '../users';

/*
 * Every list screen in the running panel (issue 28): the same heading as the others, in Turkish and English,
 * and "Sayfa başına kayıt" showing the list's own page size (courses and news, 20 a page, showed it blank).
 * Against the real API (issue 33), signed in as a user whose role grants the list's permission alone, each
 * paged list holding more than a page of records stored in its database.
 */

const api = realApiForFile({ seed: true });

/**
 * Records for each paged list: 30, more than a page of 20 or 25, so each shows a second page; the support
 * requests filed by the user who opens that list (without the settings permission, one sees only one's own).
 */
beforeAll(async () => {
  const supportUser = await storeUserWith(api(), ['dashboard', 'support']);
  await storeListRecords(api(), 30, supportUser.email);
}, 60_000);

interface ListCase {
  path: string;
  screen: AdminScreen | readonly AdminScreen[];
  /** What the signed-in user's role group grants, besides the dashboard: this list's permission alone. */
  permission: string;
  tr: string;
  en: string;
  /** The page size "Sayfa başına kayıt" shows; none for a list shown whole. */
  perPage?: number;
}

const lists: ListCase[] = [
  { path: '/admin/pages/news', permission: 'content', screen: news, tr: 'Haberler', en: 'News', perPage: 20 },
  {
    path: '/admin/pages/educations',
    permission: 'content',
    screen: products,
    tr: 'Eğitim Takvimi',
    en: 'Education Calendar',
    perPage: 20,
  },
  {
    path: '/admin/contracts',
    permission: 'contracts',
    screen: contracts,
    tr: 'Sözleşmeler',
    en: 'Contracts',
    perPage: 25,
  },
  { path: '/admin/users', permission: 'users', screen: users, tr: 'Kullanıcılar', en: 'Users', perPage: 25 },
  { path: '/admin/languages', permission: 'languages', screen: languages, tr: 'Diller', en: 'Languages' },
  {
    path: '/admin/audit-log',
    permission: 'users',
    screen: auditLog,
    tr: 'Kayıt Geçmişi',
    en: 'Audit Log',
    perPage: 25,
  },
  {
    path: '/admin/contact',
    permission: 'inbox',
    screen: inbox,
    tr: 'İletişim Mesajları',
    en: 'Contact Messages',
    perPage: 25,
  },
  {
    path: '/admin/human-resources',
    permission: 'inbox',
    screen: inbox,
    tr: 'İK Başvuruları',
    en: 'HR Applications',
    perPage: 25,
  },
  {
    path: '/admin/pre-registrations',
    permission: 'inbox',
    screen: preRegistrations,
    tr: 'Ön Kayıtlar',
    en: 'Pre-registrations',
    perPage: 25,
  },
  {
    path: '/admin/support',
    permission: 'support',
    screen: support,
    tr: 'Destek Talebi',
    en: 'Support Request',
    perPage: 25,
  },
  {
    path: '/admin/page-meta',
    permission: 'page_meta',
    screen: pageMeta,
    tr: 'Sayfa Başlıkları',
    en: 'Page Titles',
  },
];

// The English messages are a chunk of their own, loaded on the first switch: imported once up front, so no
// test's wait for "Language: English" includes compiling them (it timed out under load, stop 40).
beforeAll(() => import('../i18n/en'), 60_000);

afterEach(async () => {
  // The language switch outlives the panel in the shared i18nProvider: back to Turkish.
  await i18nProvider.changeLocale('tr');
});

describe('every list screen', () => {
  it.each(lists)('$tr: a heading, and its page size among the choices', async (list) => {
    await api().signIn(await storeUserWith(api(), ['dashboard', list.permission]));
    renderRealPanelAt(api(), list.path, [list.screen].flat());
    expect(await screen.findByRole('heading', { level: 1, name: list.tr }, { timeout: 5000 })).toBeVisible();
    if (list.perPage === undefined) return;
    const pageSize = await screen.findByRole('combobox', { name: /Sayfa başına kayıt/ });
    expect(pageSize).toHaveTextContent(String(list.perPage));
    // The server's total is more than a page: the records stored above reached the list through the API.
    expect(await screen.findByRole('button', { name: 'Sonraki sayfaya git' })).toBeEnabled();
  });

  // One panel holding every list, switched to English once, then taken to each list in turn: the switch
  // re-renders the whole panel (2–7 s a list when each test rendered its own), and one switch is what a user
  // makes before walking the lists.
  it('every heading in English, one list after another', async () => {
    const granted = [...new Set(lists.map((list) => list.permission))];
    await api().signIn(await storeUserWith(api(), ['dashboard', ...granted]));
    const screens = [...new Set(lists.flatMap((list) => [list.screen].flat()))];
    renderRealPanelAt(api(), lists[0].path, screens);
    // The first list's screen is a chunk of its own: shown (in Turkish) before the switch, as a user sees it.
    await screen.findByRole('heading', { level: 1, name: lists[0].tr });
    fireEvent.click(await screen.findByRole('button', { name: 'Dil: Türkçe' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await screen.findByRole('button', { name: 'Language: English' });
    for (const list of lists) {
      act(() => {
        window.history.pushState(null, '', list.path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1, name: list.en }), list.path).toBeVisible(),
      );
    }
  }, 90_000);
});
