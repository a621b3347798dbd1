import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import type { RecordedRequest } from '../testing/fakeFetch';
import users from '../users';

/*
 * Every list screen in the running panel (issue 28): the same heading as the others, in Turkish and English,
 * and "Sayfa başına kayıt" showing the list's own page size (courses and news, 20 a page, showed it blank).
 */

const record = (id: number) => ({
  id,
  name: `Kayıt ${id}`,
  title: { tr: `Kayıt ${id}` },
  subject: `Konu ${id}`,
  position: 'Muhasebe',
  email: `kisi${id}@firma.com.tr`,
  seo_name: `kayit-${id}`,
  section: 'educations',
  category_name: { tr: 'Yönetim' },
  sub_categories: [],
  lang: 'Türkçe',
  abbr: `l${id}`,
  route_name: 'home',
  role_group: { key: 'admin', name: 'Yönetici', permissions: [] },
  active: 1,
  is_published: 1,
  is_popular: 0,
  queue: id,
  status: 'new',
  priority: 'normal',
  course_title: 'İç Denetçi Eğitimi',
  participants: 1,
  waitlist: 0,
  action: 'update',
  resource: 'contracts',
  record_id: String(id),
  summary: `Kayıt ${id}`,
  changes: [],
  user_name: 'Ayşe Yılmaz',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  published_at: '2026-11-20T09:00:00.000Z',
});

/** Any paged list answers 60 records, as many as it asked for; everything else answers empty. */
function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown) => ({ body: { success: true, data } });
  if (url.pathname.endsWith('count')) return ok({ count: 0 });
  const perPage = Number(url.searchParams.get('per_page') ?? 0);
  if (perPage > 0) {
    const shown = Math.min(perPage, 60);
    const items = Array.from({ length: shown }, (_, index) => record(index + 1));
    return ok({ items, page: 1, per_page: perPage, total: 60, last_page: Math.ceil(60 / perPage) });
  }
  return ok([]);
}

interface ListCase {
  path: string;
  screen: AdminScreen | readonly AdminScreen[];
  permission: string;
  tr: string;
  en: string;
  /** The page size "Sayfa başına kayıt" shows; none for a list shown whole. */
  perPage?: number;
}

const lists: ListCase[] = [
  { path: '/admin/pages/news', screen: news, permission: 'content', tr: 'Haberler', en: 'News', perPage: 20 },
  {
    path: '/admin/pages/educations',
    screen: products,
    permission: 'content',
    tr: 'Eğitim Takvimi',
    en: 'Education Calendar',
    perPage: 20,
  },
  {
    path: '/admin/contracts',
    screen: contracts,
    permission: 'contracts',
    tr: 'Sözleşmeler',
    en: 'Contracts',
    perPage: 25,
  },
  { path: '/admin/users', screen: users, permission: 'users', tr: 'Kullanıcılar', en: 'Users', perPage: 25 },
  { path: '/admin/languages', screen: languages, permission: 'languages', tr: 'Diller', en: 'Languages' },
  {
    path: '/admin/audit-log',
    screen: auditLog,
    permission: 'users',
    tr: 'Kayıt Geçmişi',
    en: 'Audit Log',
    perPage: 25,
  },
  {
    path: '/admin/contact',
    screen: inbox,
    permission: 'inbox',
    tr: 'İletişim Mesajları',
    en: 'Contact Messages',
    perPage: 25,
  },
  {
    path: '/admin/human-resources',
    screen: inbox,
    permission: 'inbox',
    tr: 'İK Başvuruları',
    en: 'HR Applications',
    perPage: 25,
  },
  {
    path: '/admin/pre-registrations',
    screen: preRegistrations,
    permission: 'inbox',
    tr: 'Ön Kayıtlar',
    en: 'Pre-registrations',
    perPage: 25,
  },
  {
    path: '/admin/support',
    screen: support,
    permission: 'support',
    tr: 'Destek Talebi',
    en: 'Support Request',
    perPage: 25,
  },
  {
    path: '/admin/page-meta',
    screen: pageMeta,
    permission: 'page_meta',
    tr: 'Sayfa Başlıkları',
    en: 'Page Titles',
  },
];

function renderList(list: ListCase) {
  preparePanel(['dashboard', list.permission]);
  renderPanelAt(list.path, [list.screen].flat(), respond);
}

// The English messages are a chunk of their own, loaded on the first switch: imported once up front, so no
// test's wait for "Language: English" includes compiling them (it timed out under load, stop 40).
beforeAll(() => import('../i18n/en'), 60_000);

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // The language switch outlives the panel in the shared i18nProvider: back to Turkish.
  await i18nProvider.changeLocale('tr');
});

describe('every list screen', () => {
  it.each(lists)('$tr: a heading, and its page size among the choices', async (list) => {
    renderList(list);
    expect(await screen.findByRole('heading', { level: 1, name: list.tr }, { timeout: 5000 })).toBeVisible();
    if (list.perPage === undefined) return;
    const pageSize = await screen.findByRole('combobox', { name: /Sayfa başına kayıt/ });
    expect(pageSize).toHaveTextContent(String(list.perPage));
  });

  // One panel holding every list, switched to English once, then taken to each list in turn: the switch
  // re-renders the whole panel (2–7 s a list when each test rendered its own), and one switch is what a user
  // makes before walking the lists.
  it('every heading in English, one list after another', async () => {
    preparePanel(['dashboard', ...new Set(lists.map((list) => list.permission))]);
    const screens = [...new Set(lists.flatMap((list) => [list.screen].flat()))];
    renderPanelAt(lists[0].path, screens, respond);
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
