import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { listQueries, rowOf, writesTo } from '../testing/listRequests';
import { prepareRealPanel, realApiForFile, renderRealPanelAt } from '../testing/realApi';
import news from '.';

/*
 * The news list (issue 28): the status of each item, search and sortable columns, the trash view, bulk
 * actions and the undoable move to the trash, against the real API (issue 33): its items stored before each
 * test, what the buttons did read back from the table.
 */

const api = realApiForFile();
const db = () => api().testApp.app.db;
const day = 86_400_000;
const ids: Record<string, number> = {};

interface StoredNews {
  active?: 0 | 1;
  published_at?: string;
  deleted_at?: string | null;
  image_path?: string | null;
}

async function storeNews(key: string, title: string, fields: StoredNews = {}, daysAgo = 1) {
  const row = await db()
    .insertInto('news')
    .values({
      seo_name: `haber-${key}`,
      title: JSON.stringify({ tr: title }),
      summary: JSON.stringify({ tr: '' }),
      content: JSON.stringify({ tr: '' }),
      image_path: `/uploads/news/haber-${key}.webp`,
      published_at: new Date(Date.now() - daysAgo * day).toISOString(),
      active: 1,
      deleted_at: null,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

/** The stored items by id. */
const stored = async () =>
  new Map((await db().selectFrom('news').selectAll().execute()).map((row) => [row.id, row]));

const newsWrites = () => writesTo(api(), 'news');
const listRequests = () => listQueries(api(), 'news');

/** The first list answer on screen (the screen's code loads lazily: slow on a busy machine). */
const loaded = (text = 'Yeni dönem başlıyor') => screen.findByText(text, {}, { timeout: 10_000 });

async function renderNews(width = 1440) {
  if (width !== 1440) await prepareRealPanel(api(), width);
  renderRealPanelAt(api(), '/admin/pages/news', [news]);
}

beforeEach(async () => {
  await db().deleteFrom('news').execute();
  await storeNews('yeni', 'Yeni dönem başlıyor', {}, 1);
  await storeNews('taslak', 'Taslak duyuru', { active: 0 }, 2);
  await storeNews('gelecek', 'Gelecek hafta', { published_at: new Date(Date.now() + 7 * day).toISOString() });
  await storeNews('eski', 'Eski haber', { deleted_at: new Date(Date.now() - 60_000).toISOString() }, 4);
});

afterEach(async () => {
  await i18nProvider.changeLocale('tr');
});

describe('the news list', { timeout: 30_000 }, () => {
  it('shows where each item stands, a future one as scheduled', async () => {
    await renderNews();
    await loaded();
    expect(within(rowOf('Yeni dönem başlıyor')).getByText('Yayında')).toBeVisible();
    expect(within(rowOf('Taslak duyuru')).getByText('Taslak')).toBeVisible();
    expect(within(rowOf('Gelecek hafta')).getByText('Zamanlanmış')).toBeVisible();
    expect(screen.queryByText('Eski haber')).toBeNull();
  });

  it('says the status in English when the panel is English', async () => {
    await renderNews();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Dil: Türkçe' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await screen.findByRole('button', { name: 'Language: English' });
    await waitFor(() => expect(within(rowOf('Gelecek hafta')).getByText('Scheduled')).toBeVisible());
    expect(within(rowOf('Taslak duyuru')).getByText('Draft')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Trash' })).toBeVisible();
  });

  it('shows the status on a phone too', async () => {
    await renderNews(390);
    expect(await loaded('Zamanlanmış')).toBeVisible();
    expect(screen.getByText('Taslak')).toBeVisible();
  });

  it('shows a tablet the phone’s one line per item too: the table is too wide below 900 px', async () => {
    await renderNews(800);
    expect(await loaded()).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('searches and sorts by the columns the server sorts by', async () => {
    await renderNews();
    await loaded();
    fireEvent.change(screen.getByPlaceholderText('Haber ara'), { target: { value: 'Taslak' } });
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ search: 'Taslak' }));
    fireEvent.click(screen.getByRole('button', { name: /başlık alanına göre/i }));
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ sort: 'title' }));
    // The image is not a column the server sorts by.
    expect(screen.queryByRole('button', { name: /görsel alanına göre/i })).toBeNull();
  });

  it('opens the trash: only trashed items, newest moved first, no create button', async () => {
    await renderNews();
    await loaded();
    expect(screen.getByRole('link', { name: /Oluştur/ })).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    await screen.findByText('Eski haber');
    expect(listRequests().at(-1)).toMatchObject({ trashed: '1', sort: 'deleted_at', order: 'DESC' });
    expect(screen.queryByText('Yeni dönem başlıyor')).toBeNull();
    expect(screen.queryByRole('link', { name: /Oluştur/ })).toBeNull();
    expect(within(rowOf('Eski haber')).getByText('Çöpte')).toBeVisible();
    expect(within(rowOf('Eski haber')).getByText(/Çöpe taşındı: 1 dakika önce/)).toBeVisible();
  });

  it('restores an item from the trash and deletes one for good after naming it', async () => {
    await storeNews('kaldir', 'Kaldırılacak', { deleted_at: new Date().toISOString() }, 5);
    await renderNews();
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
      expect(newsWrites()).toEqual([
        ['PUT', `/api/admin/news/${ids.eski}/restore`, undefined, undefined],
        ['DELETE', `/api/admin/news/${ids.kaldir}/permanent`, undefined, undefined],
      ]),
    );
    const rows = await stored();
    expect(rows.get(ids.eski)?.deleted_at).toBeNull();
    expect(rows.has(ids.kaldir)).toBe(false);
  });

  it('publishes the selected items in one request and shows the server message', async () => {
    await renderNews();
    await loaded();
    fireEvent.click(within(rowOf('Taslak duyuru')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Gelecek hafta')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Yayınla' }));
    // The server's own message (a fake once answered "2 kayıt güncellendi.", which the API never says).
    expect(await screen.findByText('Güncellendi!')).toBeVisible();
    expect(newsWrites()).toEqual([
      ['PUT', '/api/admin/news/bulk', 'publish', `[${ids.taslak},${ids.gelecek}]`],
    ]);
    await waitFor(() => expect(within(rowOf('Taslak duyuru')).getByText('Yayında')).toBeVisible());
    expect((await stored()).get(ids.taslak)?.active).toBe(1);
  });

  it('asks before publishing items without a cover image, naming them', async () => {
    await db().updateTable('news').set({ image_path: null }).where('id', '=', ids.taslak).execute();
    await renderNews();
    await loaded();
    fireEvent.click(within(rowOf('Taslak duyuru')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Gelecek hafta')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Yayınla' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kapak görseli yok. Yine de yayınlansın mı?')).toBeVisible();
    expect(within(dialog).getByText('Kapak görseli olmayan: «Taslak duyuru»')).toBeVisible();
    expect(newsWrites()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yine de Yayınla' }));
    // The server's own message (a fake once answered "2 kayıt güncellendi.", which the API never says).
    expect(await screen.findByText('Güncellendi!')).toBeVisible();
    expect(newsWrites()).toEqual([
      ['PUT', '/api/admin/news/bulk', 'publish', `[${ids.taslak},${ids.gelecek}]`],
    ]);
    expect((await stored()).get(ids.taslak)?.active).toBe(1);
  });

  it('offers restore and permanent delete, not publish, in the trash', async () => {
    await renderNews();
    await loaded();
    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    await screen.findByText('Eski haber');
    fireEvent.click(within(rowOf('Eski haber')).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'Yayınla' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Kalıcı Olarak Sil' }).length).toBeGreaterThan(1);
    const toolbar = document.querySelector('.RaBulkActionsToolbar-toolbar') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Geri Al' }));
    await waitFor(() =>
      expect(newsWrites()).toEqual([['PUT', '/api/admin/news/bulk', 'restore', `[${ids.eski}]`]]),
    );
    await waitFor(async () => expect((await stored()).get(ids.eski)?.deleted_at).toBeNull());
  });

  it('moves an item to the trash in one click, and "Geri Al" undoes it before anything is sent', async () => {
    await renderNews();
    await loaded();
    fireEvent.click(within(rowOf('Yeni dönem başlıyor')).getByRole('button', { name: 'Çöpe Taşı' }));
    expect(await screen.findByText('Çöpe Taşındı!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Yeni dönem başlıyor')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText('Yeni dönem başlıyor')).toBeVisible();
    expect(newsWrites()).toEqual([]);
    expect((await stored()).get(ids.yeni)?.deleted_at).toBeNull();
  });

  it('sends the move to the trash once its notice closes without an undo', async () => {
    await renderNews();
    await loaded();
    fireEvent.click(within(rowOf('Taslak duyuru')).getByRole('button', { name: 'Çöpe Taşı' }));
    await screen.findByText('Çöpe Taşındı!');
    await waitFor(
      () => expect(newsWrites()).toEqual([['DELETE', `/api/admin/news/${ids.taslak}`, undefined, undefined]]),
      {
        timeout: 8000,
      },
    );
    await waitFor(async () => expect((await stored()).get(ids.taslak)?.deleted_at).not.toBeNull());
  });
});
