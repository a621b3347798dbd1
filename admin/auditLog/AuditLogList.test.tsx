import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../shared/auditLog';
import { i18nProvider } from '../i18n/i18nProvider';
import { auditEntry } from '../testing/auditEntries';
import type { fakeFetch, RecordedRequest } from '../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import auditLog from '.';

const update = auditEntry({
  resource: 'contracts',
  summary: 'Çerez Politikası',
  changes: ['name', 'updated_at'],
  // As the server stores them (issue 28: shown readable): flags as 1/0, ISO times, image paths.
  before: {
    id: 4,
    name: { tr: 'Çerez Metni' },
    is_published: 0,
    published_at: '2026-11-23T09:05:00.000Z',
    image_path: '/demo/eski-kapak.jpg',
    updated_at: 'a',
  },
  after: {
    id: 4,
    name: { tr: 'Çerez Politikası' },
    is_published: 1,
    published_at: '2026-11-24T22:30:00.000Z',
    image_path: '/uploads/news/0123456789abcdef0123456789abcdef.webp',
    updated_at: 'b',
  },
});
const trash: AuditEntry = {
  ...update,
  id: 6,
  created_at: '2026-11-22T21:30:00.000Z',
  action: 'trash',
  resource: 'contact',
  record_id: null,
  summary: '2 kayıt: #3, #5',
  changes: [],
  before: null,
  after: { trash_list: [3, 5] },
};
const entries = [update, trash];

const summaryOf = ({ before: _before, after: _after, ...summary }: AuditEntry) => summary;

/** The API of server/routes/admin/auditLog.ts: the list narrowed by resource and record_id, and one entry. */
function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown) => ({ body: { success: true, data } });
  if (url.pathname === '/api/admin/audit-log') {
    const resource = url.searchParams.get('resource');
    const recordId = url.searchParams.get('record_id');
    const items = entries
      .filter((entry) => !resource || entry.resource === resource)
      .filter((entry) => !recordId || entry.record_id === recordId)
      .map(summaryOf);
    return ok({ items, page: 1, per_page: 25, total: items.length, last_page: 1 });
  }
  const one = /^\/api\/admin\/audit-log\/(\d+)$/.exec(url.pathname);
  const entry = one && entries.find((item) => item.id === Number(one[1]));
  if (entry) return ok(entry);
  if (url.pathname.endsWith('/not-check-count')) return ok({ count: 0 });
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

const listRequests = (server: ReturnType<typeof fakeFetch>) =>
  server.requests
    .map((request) => new URL(request.url, 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/audit-log');

const renderLog = () => renderPanelAt('/admin/audit-log', [auditLog], respond);

async function switchToEnglish() {
  fireEvent.click(await screen.findByRole('button', { name: 'Dil: Türkçe' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
  await screen.findByRole('button', { name: 'Language: English' });
}

beforeEach(() => preparePanel(['dashboard', 'users']));
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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
    const server = renderLog();
    await screen.findByText('2 kayıt: #3, #5');
    fireEvent.click(screen.getByRole('button', { name: 'Yalnızca bu kaydı göster: Sözleşmeler #4' }));

    await waitFor(() => expect(screen.queryByText('2 kayıt: #3, #5')).toBeNull());
    const last = listRequests(server).at(-1);
    expect(last?.searchParams.get('record_id')).toBe('4');
    expect(last?.searchParams.get('resource')).toBe('contracts');
    expect(screen.getByRole('textbox', { name: 'Kayıt no' })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: 'Kaynak' })).toHaveTextContent('Sözleşmeler');
    expect(screen.getByText('Çerez Politikası')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Değişen alanlar' })).toBeNull();
  });

  it("sends a typed record id as the API's record_id filter", async () => {
    const server = renderLog();
    await screen.findByText('Çerez Politikası');
    fireEvent.change(screen.getByRole('textbox', { name: 'Kayıt no' }), { target: { value: '99' } });
    await waitFor(() => expect(listRequests(server).at(-1)?.searchParams.get('record_id')).toBe('99'));
    await waitFor(() => expect(screen.queryByText('Çerez Politikası')).toBeNull());
  });
});

describe('Kayıt Geçmişi on a phone', () => {
  it('lists entries with their record id, which narrows the list and shows the record filter', async () => {
    preparePanel(['dashboard', 'users'], 390);
    const server = renderLog();
    expect(await screen.findByText('23.11.2026 - 12:05')).toBeInTheDocument();
    expect(screen.getByText('Ayşe Yılmaz · 2 kayıt: #3, #5')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Kayıt no' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Yalnızca bu kaydı göster: Sözleşmeler #4' });
    expect(button.parentElement).toHaveTextContent(/^Sözleşmeler #4 · Güncelleme/);
    fireEvent.click(button);
    await waitFor(() => expect(listRequests(server).at(-1)?.searchParams.get('record_id')).toBe('4'));
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
    const table = await screen.findByRole('table', { name: 'Changed fields' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((line) => line.textContent),
    ).toEqual([
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
