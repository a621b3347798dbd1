import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import type { RecordedRequest } from '../testing/fakeFetch';
import { listQueries, rowOf, writesTo } from '../testing/listRequests';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import news from '.';

/*
 * The news list (issue 28): the status of each item, search and sortable columns, the trash view, bulk
 * actions and the undoable move to the trash, over an in-memory server behind the real data provider.
 */

interface Item {
  id: number;
  title: { tr: string };
  seo_name: string;
  active: number;
  published_at: string;
  deleted_at: string | null;
  image_url: string | null;
  image_thumb_url: null;
}

const day = 86_400_000;
const item = (id: number, title: string, changes: Partial<Item> = {}): Item => ({
  id,
  title: { tr: title },
  seo_name: `haber-${id}`,
  active: 1,
  published_at: new Date(Date.now() - id * day).toISOString(),
  deleted_at: null,
  image_url: `/uploads/news/haber-${id}.webp`,
  image_thumb_url: null,
  ...changes,
});

let items: Item[];

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const method = String(request.body?._method ?? request.method);
  const ok = (data: unknown, message?: string) => ({ body: { success: true, message, data } });
  const path = url.pathname;
  if (path === '/api/admin/news' && method === 'GET') {
    const trashed = url.searchParams.get('trashed') === '1';
    const search = url.searchParams.get('search') ?? '';
    const found = items.filter(
      (candidate) => Boolean(candidate.deleted_at) === trashed && candidate.title.tr.includes(search),
    );
    return ok({ items: found, page: 1, per_page: 20, total: found.length, last_page: 1 });
  }
  if (path === '/api/admin/news/bulk' && method === 'PUT') {
    const ids = JSON.parse(String(request.body?.ids)) as number[];
    for (const candidate of items) {
      if (!ids.includes(candidate.id)) continue;
      if (request.body?.action === 'publish') candidate.active = 1;
      if (request.body?.action === 'restore') candidate.deleted_at = null;
    }
    return ok({ ids }, `${ids.length} kayıt güncellendi.`);
  }
  const one = /^\/api\/admin\/news\/(\d+)(\/restore|\/permanent)?$/.exec(path);
  const target = one ? items.find((candidate) => candidate.id === Number(one[1])) : undefined;
  if (target && method === 'DELETE' && !one?.[2]) {
    target.deleted_at = new Date().toISOString();
    return ok(target, 'Çöpe taşındı!');
  }
  if (target && method === 'PUT' && one?.[2] === '/restore') {
    target.deleted_at = null;
    return ok(target, 'Geri Alındı!');
  }
  if (target && method === 'DELETE' && one?.[2] === '/permanent') {
    items = items.filter((candidate) => candidate !== target);
    return ok(null, 'Silindi!');
  }
  if (target && method === 'GET') return ok(target);
  return ok([]);
}

const newsWrites = (server: ReturnType<typeof renderPanelAt>) => writesTo(server, 'news');
const listRequests = (server: ReturnType<typeof renderPanelAt>) => listQueries(server, 'news');

/** The first list answer on screen (the screen's code loads lazily: slow on a busy machine). */
const loaded = (text = 'Yeni dönem başlıyor') => screen.findByText(text, {}, { timeout: 5000 });

function renderNews(width = 1440) {
  preparePanel(['dashboard', 'content'], width);
  return renderPanelAt('/admin/pages/news', [news], respond);
}

beforeEach(() => {
  items = [
    item(1, 'Yeni dönem başlıyor'),
    item(2, 'Taslak duyuru', { active: 0 }),
    item(3, 'Gelecek hafta', { published_at: new Date(Date.now() + 7 * day).toISOString() }),
    item(4, 'Eski haber', { deleted_at: new Date(Date.now() - 60_000).toISOString() }),
  ];
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('tr');
});

describe('the news list', () => {
  it('shows where each item stands, a future one as scheduled', async () => {
    renderNews();
    await loaded();
    expect(within(rowOf('Yeni dönem başlıyor')).getByText('Yayında')).toBeVisible();
    expect(within(rowOf('Taslak duyuru')).getByText('Taslak')).toBeVisible();
    expect(within(rowOf('Gelecek hafta')).getByText('Zamanlanmış')).toBeVisible();
    expect(screen.queryByText('Eski haber')).toBeNull();
  });

  it('says the status in English when the panel is English', async () => {
    renderNews();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Dil: Türkçe' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await screen.findByRole('button', { name: 'Language: English' });
    await waitFor(() => expect(within(rowOf('Gelecek hafta')).getByText('Scheduled')).toBeVisible());
    expect(within(rowOf('Taslak duyuru')).getByText('Draft')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Trash' })).toBeVisible();
  });

  it('shows the status on a phone too', async () => {
    renderNews(390);
    expect(await loaded('Zamanlanmış')).toBeVisible();
    expect(screen.getByText('Taslak')).toBeVisible();
  });

  it('searches and sorts by the columns the server sorts by', async () => {
    const server = renderNews();
    await loaded();
    fireEvent.change(screen.getByPlaceholderText('Haber ara'), { target: { value: 'Taslak' } });
    await waitFor(() => expect(listRequests(server).at(-1)).toMatchObject({ search: 'Taslak' }));
    fireEvent.click(screen.getByRole('button', { name: /başlık alanına göre/i }));
    await waitFor(() => expect(listRequests(server).at(-1)).toMatchObject({ sort: 'title' }));
    // The image is not a column the server sorts by.
    expect(screen.queryByRole('button', { name: /görsel alanına göre/i })).toBeNull();
  });

  it('opens the trash: only trashed items, newest moved first, no create button', async () => {
    const server = renderNews();
    await loaded();
    expect(screen.getByRole('link', { name: /Oluştur/ })).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    await screen.findByText('Eski haber');
    expect(listRequests(server).at(-1)).toMatchObject({ trashed: '1', sort: 'deleted_at', order: 'DESC' });
    expect(screen.queryByText('Yeni dönem başlıyor')).toBeNull();
    expect(screen.queryByRole('link', { name: /Oluştur/ })).toBeNull();
    expect(within(rowOf('Eski haber')).getByText('Çöpte')).toBeVisible();
    expect(within(rowOf('Eski haber')).getByText(/Çöpe taşındı: 1 dakika önce/)).toBeVisible();
  });

  it('restores an item from the trash and deletes one for good after naming it', async () => {
    items.push(item(5, 'Kaldırılacak', { deleted_at: new Date().toISOString() }));
    const server = renderNews();
    await loaded();
    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    await screen.findByText('Eski haber');
    fireEvent.click(within(rowOf('Eski haber')).getByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText('Geri Alındı!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Eski haber')).toBeNull());

    fireEvent.click(within(rowOf('Kaldırılacak')).getByRole('button', { name: 'Kalıcı Olarak Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Emin Misin?!')).toBeVisible();
    expect(within(dialog).getByText('«Kaldırılacak» kalıcı olarak silinecek!')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Sil!' }));
    await waitFor(() =>
      expect(newsWrites(server)).toEqual([
        ['PUT', '/api/admin/news/4/restore', undefined, undefined],
        ['DELETE', '/api/admin/news/5/permanent', undefined, undefined],
      ]),
    );
  });

  it('publishes the selected items in one request and shows the server message', async () => {
    const server = renderNews();
    await loaded();
    fireEvent.click(within(rowOf('Taslak duyuru')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Gelecek hafta')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Yayınla' }));
    expect(await screen.findByText('2 kayıt güncellendi.')).toBeVisible();
    expect(newsWrites(server)).toEqual([['PUT', '/api/admin/news/bulk', 'publish', '[2,3]']]);
    await waitFor(() => expect(within(rowOf('Taslak duyuru')).getByText('Yayında')).toBeVisible());
  });

  it('asks before publishing items without a cover image, naming them', async () => {
    items[1].image_url = null;
    const server = renderNews();
    await loaded();
    fireEvent.click(within(rowOf('Taslak duyuru')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Gelecek hafta')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Yayınla' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kapak görseli yok. Yine de yayınlansın mı?')).toBeVisible();
    expect(within(dialog).getByText('Kapak görseli olmayan: «Taslak duyuru»')).toBeVisible();
    expect(newsWrites(server)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yine de Yayınla' }));
    expect(await screen.findByText('2 kayıt güncellendi.')).toBeVisible();
    expect(newsWrites(server)).toEqual([['PUT', '/api/admin/news/bulk', 'publish', '[2,3]']]);
  });

  it('offers restore and permanent delete, not publish, in the trash', async () => {
    const server = renderNews();
    await loaded();
    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    await screen.findByText('Eski haber');
    fireEvent.click(within(rowOf('Eski haber')).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'Yayınla' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Kalıcı Olarak Sil' }).length).toBeGreaterThan(1);
    const toolbar = document.querySelector('.RaBulkActionsToolbar-toolbar') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Geri Al' }));
    await waitFor(() =>
      expect(newsWrites(server)).toEqual([['PUT', '/api/admin/news/bulk', 'restore', '[4]']]),
    );
  });

  it('moves an item to the trash in one click, and "Geri Al" undoes it before anything is sent', async () => {
    const server = renderNews();
    await loaded();
    fireEvent.click(within(rowOf('Yeni dönem başlıyor')).getByRole('button', { name: 'Çöpe Taşı' }));
    expect(await screen.findByText('Çöpe Taşındı!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Yeni dönem başlıyor')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText('Yeni dönem başlıyor')).toBeVisible();
    expect(newsWrites(server)).toEqual([]);
  });

  it('sends the move to the trash once its notice closes without an undo', async () => {
    const server = renderNews();
    await loaded();
    fireEvent.click(within(rowOf('Taslak duyuru')).getByRole('button', { name: 'Çöpe Taşı' }));
    await screen.findByText('Çöpe Taşındı!');
    await waitFor(
      () => expect(newsWrites(server)).toEqual([['DELETE', '/api/admin/news/2', undefined, undefined]]),
      {
        timeout: 8000,
      },
    );
    expect(items.find((candidate) => candidate.id === 2)?.deleted_at).not.toBeNull();
  }, 12_000);
});
