import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { prepareRealPanel, realApiForFile, renderRealPanelAt } from '../testing/realApi';
import { tableRowTexts } from '../testing/tableRows';
import auditLog from '.';

/*
 * Kayıt Geçmişi (issue 28) against the real API (issue 33): two entries stored in the audit log before each
 * test, as the server writes them (flags as 1/0, ISO times, image paths), listed, narrowed and opened through
 * server/routes/admin/auditLog.ts.
 */

const api = realApiForFile();
const db = () => api().testApp.app.db;

const author = { user_id: null, user_name: 'Ayşe Yılmaz', user_email: 'ayse@akademi.local', ip: null };
const update = {
  ...author,
  created_at: '2026-11-23T09:05:00.000Z',
  action: 'update',
  resource: 'contracts',
  record_id: '4',
  summary: 'Çerez Politikası',
  changes: JSON.stringify(['name', 'updated_at']),
  before_json: JSON.stringify({
    id: 4,
    name: { tr: 'Çerez Metni' },
    is_published: 0,
    published_at: '2026-11-23T09:05:00.000Z',
    image_path: '/demo/eski-kapak.jpg',
    updated_at: 'a',
  }),
  after_json: JSON.stringify({
    id: 4,
    name: { tr: 'Çerez Politikası' },
    is_published: 1,
    published_at: '2026-11-24T22:30:00.000Z',
    image_path: '/uploads/news/0123456789abcdef0123456789abcdef.webp',
    updated_at: 'b',
  }),
};
const trash = {
  ...author,
  created_at: '2026-11-22T21:30:00.000Z',
  action: 'trash',
  resource: 'contact',
  record_id: null,
  summary: '2 kayıt: #3, #5',
  changes: '[]',
  before_json: null,
  after_json: JSON.stringify({ trash_list: [3, 5] }),
};

/** The list requests the screen sent, oldest first. */
const listRequests = () =>
  api()
    .requests.map((request) => new URL(request.url, 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/audit-log');

const renderLog = () => renderRealPanelAt(api(), '/admin/audit-log', [auditLog]);

async function switchToEnglish() {
  fireEvent.click(await screen.findByRole('button', { name: 'Dil: Türkçe' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
  await screen.findByRole('button', { name: 'Language: English' });
}

beforeEach(async () => {
  // Only these two: what the tests before wrote through the API is logged too.
  await db().deleteFrom('audit_log').execute();
  await db().insertInto('audit_log').values([update, trash]).execute();
  api().reset();
});
afterEach(async () => {
  // The language switch outlives the panel in the shared i18nProvider: back to Turkish.
  await i18nProvider.changeLocale('tr');
});

describe('Kayıt Geçmişi in Turkish', () => {
  it('names actions, resources and fields in Turkish, with Istanbul times', async () => {
    renderLog();
    const row = (await screen.findByText('Çerez Politikası')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('23.11.2026 - 12:05');
    expect(row).toHaveTextContent('Ayşe Yılmaz');
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(/^Güncelleme$/);
    expect(row).toHaveTextContent('Sözleşmeler #4');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(/^Ad$/);
    const bulk = (await screen.findByText('2 kayıt: #3, #5')).closest('tr') as HTMLElement;
    expect(bulk).toHaveTextContent('23.11.2026 - 00:30');
    expect(bulk).toHaveTextContent('Çöpe taşıma');
    expect(bulk).toHaveTextContent('İletişim Mesajları');
    for (const header of ['Tarih', 'Kullanıcı', 'İşlem', 'Kayıt', 'Değişen alanlar']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Kayıt no' })).toBeInTheDocument();

    fireEvent.click(row);
    const table = await screen.findByRole('table', { name: 'Değişen alanlar' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((line) => line.textContent)).toEqual([
      'AlanÖnceSonra',
      'Ad (TR)Çerez MetniÇerez Politikası',
      'YayındaHayırEvet',
      'Yayın tarihi23.11.2026 - 12:0525.11.2026 - 01:30',
      'Görseleski-kapak.jpg0123456789abcdef0123456789abcdef.webp',
    ]);
    // The image's thumbnail beside its file name: the server's own images by their -thumb file.
    const thumbs = within(rows[4]).getAllByRole('presentation') as HTMLImageElement[];
    expect(thumbs.map((image) => image.getAttribute('src'))).toEqual([
      '/demo/eski-kapak.jpg',
      '/uploads/news/0123456789abcdef0123456789abcdef-thumb.webp',
    ]);
  });

  it("narrows to one record from a row's record id, keeping its resource, without opening the row", async () => {
    renderLog();
    await screen.findByText('2 kayıt: #3, #5');
    fireEvent.click(screen.getByRole('button', { name: 'Yalnızca bu kaydı göster: Sözleşmeler #4' }));

    await waitFor(() => expect(screen.queryByText('2 kayıt: #3, #5')).toBeNull());
    const last = listRequests().at(-1);
    expect(last?.searchParams.get('record_id')).toBe('4');
    expect(last?.searchParams.get('resource')).toBe('contracts');
    expect(screen.getByRole('textbox', { name: 'Kayıt no' })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: 'Kaynak' })).toHaveTextContent('Sözleşmeler');
    expect(screen.getByText('Çerez Politikası')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Değişen alanlar' })).toBeNull();
  });

  it("sends a typed record id as the API's record_id filter", async () => {
    renderLog();
    await screen.findByText('Çerez Politikası');
    fireEvent.change(screen.getByRole('textbox', { name: 'Kayıt no' }), { target: { value: '99' } });
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('record_id')).toBe('99'));
    await waitFor(() => expect(screen.queryByText('Çerez Politikası')).toBeNull());
  });
});

describe('Kayıt Geçmişi on a phone', () => {
  it('lists entries with their record id, which narrows the list and shows the record filter', async () => {
    await prepareRealPanel(api(), 390);
    renderLog();
    expect(await screen.findByText('23.11.2026 - 12:05')).toBeInTheDocument();
    expect(screen.getByText('Ayşe Yılmaz · 2 kayıt: #3, #5')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Kayıt no' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Yalnızca bu kaydı göster: Sözleşmeler #4' });
    expect(button.parentElement).toHaveTextContent(/^Sözleşmeler #4 · Güncelleme/);
    fireEvent.click(button);
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('record_id')).toBe('4'));
    expect(await screen.findByRole('textbox', { name: 'Kayıt no' })).toHaveValue('4');
  });
});

describe('Kayıt Geçmişi on an English panel', () => {
  it('shows every text in English, resources by their English registry names, dates in English', async () => {
    renderLog();
    await screen.findByText('Çerez Politikası');
    await switchToEnglish();

    const row = (await screen.findByText('Çerez Politikası')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(/^Update$/));
    expect(row).toHaveTextContent('23 Nov 2026, 12:05');
    expect(row).toHaveTextContent('Contracts #4');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(/^Name$/);
    const bulk = (await screen.findByText('2 items: #3, #5')).closest('tr') as HTMLElement;
    expect(bulk).toHaveTextContent('23 Nov 2026, 00:30');
    expect(bulk).toHaveTextContent('Move to trash');
    expect(bulk).toHaveTextContent('Contact Messages');
    for (const header of ['Date', 'User', 'Action', 'Record', 'Changed fields']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    for (const filter of ['User', 'Record ID']) {
      expect(screen.getByRole('textbox', { name: filter })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Resource' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toBeInTheDocument();
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByText('Until')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Resource' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const names = options.map((option) => option.textContent ?? '').filter(Boolean);
    expect(names).toContain('Contracts');
    expect(names).toContain('Role groups');
    expect(names).not.toContain('Sözleşmeler');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.click(row);
    expect(await tableRowTexts('Changed fields')).toEqual([
      'FieldBeforeAfter',
      'Name (TR)Çerez MetniÇerez Politikası',
      'PublishedNoYes',
      'Publication date23 Nov 2026, 12:0525 Nov 2026, 01:30',
      'Imageeski-kapak.jpg0123456789abcdef0123456789abcdef.webp',
    ]);
    expect(document.body).not.toHaveTextContent(/Güncelleme|Sözleşmeler|Değişen alanlar|Kayıt no/);

    fireEvent.click(screen.getByRole('button', { name: 'Show only this record: Contracts #4' }));
    await waitFor(() => expect(screen.queryByText('2 items: #3, #5')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Record ID' })).toHaveValue('4');
  });
});
