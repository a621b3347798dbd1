import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { fakeFetch, RecordedRequest } from '../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import { i18nProvider } from '../i18n/i18nProvider';
import languages from '.';

const turkish = {
  id: 1,
  abbr: 'tr',
  lang: 'Türkçe',
  active: 1,
  is_default: 1,
  queue: 2,
  page_lang: {
    navbar: { home: 'Ana Sayfa', 'menu.open': 'Menüyü aç' },
    footer: { copyright: 'Tüm hakları saklıdır' },
    home: {},
    form_input: { name: 'Ad Soyad' },
    form_error: { required: 'Bu alan zorunlu' },
  },
};
const english = {
  ...turkish,
  id: 2,
  abbr: 'en',
  lang: 'English',
  is_default: 0,
  queue: 1,
  page_lang: {
    navbar: { home: 'Home', 'menu.open': 'Open menu' },
    footer: { copyright: 'All rights reserved' },
    home: {},
    form_input: { name: 'Full name' },
    form_error: { required: 'This field is required' },
  },
};

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const method = request.body?._method ?? request.method;
  const ok = (data: unknown) => ({ body: { success: true, message: 'Güncellendi!', data } });
  if (url.pathname.endsWith('/not-check-count')) return ok({ count: 0 });
  if (url.pathname === '/api/admin/languages' && method === 'GET') {
    return ok({ items: [turkish, english], page: 1, per_page: 2, total: 2, last_page: 1 });
  }
  if (url.pathname === '/api/admin/languages/2') return ok(english);
  if (url.pathname === '/api/admin/languages/page-lang') {
    return ok({ ...english, page_lang: JSON.parse(String(request.body?.page_lang)) });
  }
  if (url.pathname === '/api/admin/languages' && method === 'POST') {
    return {
      status: 201,
      body: { success: true, message: 'Başarılı!', data: { ...english, id: 3, abbr: 'de', lang: 'Deutsch' } },
    };
  }
  if (url.pathname === '/api/admin/languages/3')
    return ok({ ...english, id: 3, abbr: 'de', lang: 'Deutsch' });
  if (url.pathname === '/api/admin/languages/en' && method === 'DELETE') {
    return { body: { success: true, message: 'Silindi!' } };
  }
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

const renderAt = (path: string) => renderPanelAt(path, [languages], respond);

const writes = (server: ReturnType<typeof fakeFetch>) =>
  server.requests.filter((request) => request.method !== 'GET');

beforeEach(() => preparePanel(['dashboard', 'languages']));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the page-language texts form', () => {
  it('shows a group per dictionary section and an input per key, with the Turkish text beside it', async () => {
    renderAt('/admin/languages/2');
    // Named by what the text is (issue 28); the key is beneath it, small, for developers.
    const home = await screen.findByRole('textbox', { name: 'Menü: Ana Sayfa' });
    expect(home).toHaveValue('Home');
    expect(screen.getByText('navbar.home')).toBeInTheDocument();
    // A key with a dot is one input, not a nested object; without a label it reads as words.
    expect(screen.getByRole('textbox', { name: 'Menu open' })).toHaveValue('Open menu');
    expect(screen.getByText('navbar.menu.open')).toBeInTheDocument();
    expect(await screen.findByText('Türkçesi: Ana Sayfa')).toBeInTheDocument();
    for (const section of ['Üst Menü', 'Alt Bilgi', 'Anasayfa', 'Form Alanları', 'Form Mesajları']) {
      expect(screen.getByRole('heading', { name: new RegExp(section) })).toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox', { name: /page_lang/ })).toBeNull();
  });

  it('saves the whole dictionary with PUT /languages/page-lang, every key kept as it was named', async () => {
    const server = renderAt('/admin/languages/2');
    const home = await screen.findByRole('textbox', { name: 'Menü: Ana Sayfa' });
    fireEvent.change(home, { target: { value: 'Homepage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/languages/page-lang');
    expect(request.body).toMatchObject({ _method: 'PUT', abbr: 'en' });
    expect(JSON.parse(String(request.body?.page_lang))).toEqual({
      ...english.page_lang,
      navbar: { home: 'Homepage', 'menu.open': 'Open menu' },
    });
    expect(await screen.findByText('Güncellendi!')).toBeInTheDocument();
  });

  it("refuses a text over the shared schema's limit before anything is sent", async () => {
    const server = renderAt('/admin/languages/2');
    await screen.findByRole('textbox', { name: 'Menü: Ana Sayfa' });
    fireEvent.click(screen.getByRole('button', { name: /Alt Bilgi/ }));
    const copyright = await screen.findByRole('textbox', { name: 'Telif hakkı satırı' });
    fireEvent.change(copyright, { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu Alan 5000 Karakteri Geçemez')).toBeInTheDocument();
    expect(writes(server)).toHaveLength(0);
  });
});

describe('the page texts in the English panel', () => {
  afterEach(() => i18nProvider.changeLocale('tr'));

  it('names each text in English and finds it by that name', async () => {
    renderAt('/admin/languages/2');
    await screen.findByRole('textbox', { name: 'Menü: Ana Sayfa' });
    fireEvent.click(await screen.findByRole('button', { name: 'Dil: Türkçe' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('textbox', { name: 'Menu: Home' })).toHaveValue('Home');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search the texts' }), {
      target: { value: 'copyright' },
    });
    // The footer's section opens by itself for the match; the others' texts are hidden.
    expect(
      await screen.findByRole('textbox', { name: 'Copyright line' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Menu: Home' })).toBeNull();
  });
});

describe('adding a language', () => {
  it("asks 'Onaylıyor Musunuz?' first and creates it only when confirmed", async () => {
    const server = renderAt('/admin/languages/create');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Dil Kodu' }), { target: { value: 'de' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Dil Adı' }), { target: { value: 'Deutsch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Onaylıyor Musunuz?')).toBeInTheDocument();
    expect(within(dialog).getByText('Sistemde Dil Oluşturulacak!')).toBeInTheDocument();
    expect(writes(server)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Oluştur!' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0].url).toBe('/api/admin/languages');
    expect(writes(server)[0].body).toMatchObject({ abbr: 'de', lang: 'Deutsch', active: '0' });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/languages/3'));
  });

  it('does not ask while the form is invalid', async () => {
    renderAt('/admin/languages/create');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Dil Kodu' }), {
      target: { value: 'Almanca!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Geçersiz Dil Kodu')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('deleting a language', () => {
  it("asks 'Onaylıyor Musunuz?', then sends DELETE /languages/<abbr> and reloads the list", async () => {
    const server = renderAt('/admin/languages');
    const remove = await screen.findByRole('button', { name: 'English dilini sil' }, { timeout: 15_000 });
    // The default language cannot be deleted: its row has no such button.
    expect(screen.queryByRole('button', { name: 'Türkçe dilini sil' })).toBeNull();
    const listReads = () =>
      server.requests.filter(
        (request) =>
          request.method === 'GET' &&
          new URL(request.url, 'http://localhost').pathname === '/api/admin/languages',
      ).length;
    const readsBefore = listReads();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Onaylıyor Musunuz?')).toBeInTheDocument();
    expect(within(dialog).getByText('Dil ve bu dildeki sayfa metinleri silinecek!')).toBeInTheDocument();
    expect(within(dialog).getByText('English (EN)')).toBeInTheDocument();
    expect(writes(server)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Sil!' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0].url).toBe('/api/admin/languages/en');
    expect(writes(server)[0].body).toMatchObject({ _method: 'DELETE' });
    expect(await screen.findByText('Silindi!')).toBeInTheDocument();
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
    // The row's click did not open the language as well.
    expect(window.location.pathname).toBe('/admin/languages');
    // The list screen's first render loads its lazy screen: slow on a busy machine.
  }, 30_000);

  it('asks nothing and deletes nothing when cancelled', async () => {
    const server = renderAt('/admin/languages');
    fireEvent.click(await screen.findByRole('button', { name: 'English dilini sil' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(server)).toHaveLength(0);
  });
});
