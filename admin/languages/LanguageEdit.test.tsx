import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { realApiForFile, renderRealPanelAt } from '../testing/realApi';
import languages from '.';

/* Diller against the real API (issue 33): Turkish and English stored before each test, as below. */

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

const api = realApiForFile();
const ids: Record<string, number> = {};
const db = () => api().testApp.app.db;

beforeEach(async () => {
  await db().deleteFrom('languages').execute();
  for (const { id: _id, page_lang, ...language } of [turkish, english]) {
    const row = await db()
      .insertInto('languages')
      .values({ ...language, page_lang: JSON.stringify(page_lang) })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[language.abbr] = row.id;
  }
});

/** The languages the server stored, by their code, with their dictionaries read. */
const stored = async () =>
  new Map(
    (await db().selectFrom('languages').selectAll().execute()).map((row) => [
      row.abbr,
      { ...row, page_lang: JSON.parse(String(row.page_lang)) as Record<string, Record<string, string>> },
    ]),
  );

const renderAt = (path: string) => renderRealPanelAt(api(), path, [languages]);
const writes = () => api().requests.filter((request) => request.method !== 'GET');

// Each test renders the whole panel, the first loading its lazy screens: slow on a busy machine.
describe('the page-language texts form', { timeout: 30_000 }, () => {
  it('shows a group per dictionary section and an input per key, with the Turkish text beside it', async () => {
    renderAt(`/admin/languages/${ids.en}`);
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
    renderAt(`/admin/languages/${ids.en}`);
    const home = await screen.findByRole('textbox', { name: 'Menü: Ana Sayfa' });
    fireEvent.change(home, { target: { value: 'Homepage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [request] = writes();
    expect(request.url).toBe('/api/admin/languages/page-lang');
    expect(request.body).toMatchObject({ _method: 'PUT', abbr: 'en' });
    expect(JSON.parse(String(request.body?.page_lang))).toEqual({
      ...english.page_lang,
      navbar: { home: 'Homepage', 'menu.open': 'Open menu' },
    });
    expect(await screen.findByText('Güncellendi!')).toBeInTheDocument();
    expect((await stored()).get('en')?.page_lang.navbar).toEqual({
      home: 'Homepage',
      'menu.open': 'Open menu',
    });
    expect((await stored()).get('tr')?.page_lang.navbar.home).toBe('Ana Sayfa');
  });

  it("refuses a text over the shared schema's limit before anything is sent", async () => {
    renderAt(`/admin/languages/${ids.en}`);
    await screen.findByRole('textbox', { name: 'Menü: Ana Sayfa' });
    fireEvent.click(screen.getByRole('button', { name: /Alt Bilgi/ }));
    const copyright = await screen.findByRole('textbox', { name: 'Telif hakkı satırı' });
    fireEvent.change(copyright, { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu Alan 5000 Karakteri Geçemez')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });
});

describe('the page texts in the English panel', { timeout: 30_000 }, () => {
  afterEach(() => i18nProvider.changeLocale('tr'));

  it('names each text in English and finds it by that name', async () => {
    renderAt(`/admin/languages/${ids.en}`);
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

describe('adding a language', { timeout: 30_000 }, () => {
  it("asks 'Onaylıyor Musunuz?' first and creates it only when confirmed", async () => {
    renderAt('/admin/languages/create');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Dil Kodu' }), { target: { value: 'de' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Dil Adı' }), { target: { value: 'Deutsch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Onaylıyor Musunuz?')).toBeInTheDocument();
    expect(within(dialog).getByText('Sistemde Dil Oluşturulacak!')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Oluştur!' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].url).toBe('/api/admin/languages');
    expect(writes()[0].body).toMatchObject({ abbr: 'de', lang: 'Deutsch', active: '0' });
    await waitFor(() => expect(window.location.pathname).not.toBe('/admin/languages/create'));
    // The new language starts inactive with a copy of the Turkish texts, and its page opens.
    const german = (await stored()).get('de');
    expect(german).toMatchObject({ lang: 'Deutsch', active: 0, is_default: 0 });
    expect(german?.page_lang.navbar).toEqual(turkish.page_lang.navbar);
    expect(window.location.pathname).toBe(`/admin/languages/${german?.id}`);
  });

  it('does not ask while the form is invalid', async () => {
    renderAt('/admin/languages/create');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Dil Kodu' }), {
      target: { value: 'Almanca!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Geçersiz Dil Kodu')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes()).toHaveLength(0);
  });
});

describe("a new language's code and name", { timeout: 30_000 }, () => {
  it('names the language in itself as its code is typed, until a name of their own is typed', async () => {
    renderAt('/admin/languages/create');
    const code = await screen.findByRole('textbox', { name: 'Dil Kodu' });
    const name = screen.getByRole('textbox', { name: 'Dil Adı' });
    fireEvent.change(code, { target: { value: 'pt-br' } });
    await waitFor(() => expect(name).toHaveValue('Português (Brasil)'));
    fireEvent.change(code, { target: { value: 'fr' } });
    await waitFor(() => expect(name).toHaveValue('Français'));
    fireEvent.change(name, { target: { value: 'Fransızca' } });
    fireEvent.change(code, { target: { value: 'de' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(name).toHaveValue('Fransızca');
  });

  it('refuses a code of no known language, or a long one, before anything is sent', async () => {
    renderAt('/admin/languages/create');
    const code = await screen.findByRole('textbox', { name: 'Dil Kodu' });
    fireEvent.change(code, { target: { value: 'fe' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Dil Adı' }), { target: { value: 'Fransızca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu kod bilinen bir dilin kodu değil')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: 'fra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu dilin kısa kodu "fr": onu yazın')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes()).toHaveLength(0);
  });
});

describe('deleting a language', { timeout: 30_000 }, () => {
  it("asks 'Onaylıyor Musunuz?', then sends DELETE /languages/<abbr> and reloads the list", async () => {
    renderAt('/admin/languages');
    const remove = await screen.findByRole('button', { name: 'English dilini sil' }, { timeout: 15_000 });
    // The default language cannot be deleted: its row has no such button.
    expect(screen.queryByRole('button', { name: 'Türkçe dilini sil' })).toBeNull();
    const listReads = () =>
      api().requests.filter(
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
    expect(writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Sil!' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].url).toBe('/api/admin/languages/en');
    expect(writes()[0].body).toMatchObject({ _method: 'DELETE' });
    expect(await screen.findByText('Silindi!')).toBeInTheDocument();
    expect([...(await stored()).keys()]).toEqual(['tr']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'English dilini sil' })).toBeNull());
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
    // The row's click did not open the language as well.
    expect(window.location.pathname).toBe('/admin/languages');
  });

  it('asks nothing and deletes nothing when cancelled', async () => {
    renderAt('/admin/languages');
    fireEvent.click(await screen.findByRole('button', { name: 'English dilini sil' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toHaveLength(0);
    expect([...(await stored()).keys()].sort()).toEqual(['en', 'tr']);
  });
});
