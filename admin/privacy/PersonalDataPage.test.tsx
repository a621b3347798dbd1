import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  PersonalDataGroup,
  PersonalDataRequestRecord,
  PersonalDataSearchResult,
} from '../../shared/personalData';
import { i18nProvider } from '../i18n/i18nProvider';
import type { RecordedRequest } from '../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import personalData from '.';

/* Kişisel Veri Talepleri (issue 29): search a person, export the ZIP, erase after typing SİL. */

const group = (
  table: string,
  tr: string,
  en: string,
  items: PersonalDataGroup['items'],
): PersonalDataGroup => ({ table, label: { tr, en }, count: items.length, items });

/** What the person leaves behind on the fake server; erase empties it. */
let held: PersonalDataGroup[];
let requests: PersonalDataRequestRecord[];

function found(): PersonalDataSearchResult {
  return {
    groups: held,
    files: held.some((g) => g.table === 'hr_applications' && g.count > 0) ? 1 : 0,
    outsideDatabase: [
      {
        tr: 'Güvenlik olayları sunucu günlüklerinde tutulur.',
        en: 'Security events are in the server logs.',
      },
    ],
  };
}

/** server/routes/admin/personalData.ts as the contract describes it. */
function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown, message?: string) => ({ body: { success: true, message, data } });
  if (url.pathname === '/api/admin/personal-data/requests')
    return ok({ items: requests, total: requests.length });
  if (url.pathname === '/api/admin/personal-data') {
    if (url.searchParams.get('email') !== 'ayse@example.com') return ok({ ...found(), groups: [] });
    return ok(found());
  }
  if (url.pathname === '/api/admin/personal-data/erase') {
    const counts = Object.fromEntries(held.map((g) => [g.table, g.count]));
    held = held.map((g) => ({ ...g, count: 0, items: [] }));
    requests = [
      {
        id: 2,
        created_at: '2026-11-26T09:00:00.000Z',
        user_id: 1,
        user_name: 'Yönetici',
        action: 'erase',
        reference: String(request.body?.reference ?? ''),
        counts,
        files: 1,
      },
      ...requests,
    ];
    return ok({ counts, files: 1, request_id: 2 }, 'Kişisel veriler silindi');
  }
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

/** The export's answer: a ZIP, as the browser's fetch gets it (the data provider is not used for it). */
function zipFetch(server: { fetch: typeof fetch }) {
  const exports: FormData[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) === '/api/admin/personal-data/export') {
      exports.push(init.body as FormData);
      return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="kisisel-veri-2026-11-26.zip"',
        },
      });
    }
    return server.fetch(input, init);
  });
  vi.stubGlobal('fetch', fetchImpl);
  return { exports, fetchImpl };
}

/** The file handed to the browser: the fetched Blob (Node's, which reads its own bytes) and its name. */
function captureDownload() {
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x') }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    blobs,
    count: () => blobs.length,
    names: () => click.mock.contexts.map((anchor) => (anchor as HTMLAnchorElement).download),
  };
}

beforeEach(() => {
  preparePanel(['dashboard', 'users']);
  held = [
    group('contact_messages', 'İletişim formu', 'Contact form', [
      {
        id: 4,
        summary: 'Ayşe Yılmaz · İletişim formu · 24.11.2026',
        created_at: '2026-11-24T08:00:00.000Z',
        fields: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', message: 'Merhaba' },
      },
    ]),
    group('hr_applications', 'İK başvurusu', 'Job application', [
      {
        id: 9,
        summary: 'Ayşe Yılmaz · İK başvurusu · 20.11.2026',
        created_at: '2026-11-20T08:00:00.000Z',
        fields: { name: 'Ayşe Yılmaz', cv_original_name: 'ozgecmis.pdf' },
      },
    ]),
    group('users', 'Yönetim paneli kullanıcısı', 'Back office user', []),
  ];
  requests = [
    {
      id: 1,
      created_at: '2026-11-25T07:30:00.000Z',
      user_id: 1,
      user_name: 'Yönetici',
      action: 'export',
      reference: 'E-posta, 24.11.2026',
      counts: { contact_messages: 1, users: 0 },
      files: 0,
    },
  ];
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const searchFor = (email: string) => {
  fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
};

describe('Kişisel Veri Talepleri', { timeout: 30_000 }, () => {
  it('checks the fields first, then lists every table with what was found and the request log', async () => {
    const server = renderPanelAt('/admin/kisisel-veri', [personalData], respond);
    expect(
      await screen.findByRole('heading', { name: 'Kişisel Veri Talepleri', level: 1 }),
    ).toBeInTheDocument();
    const log = await screen.findByRole('region', { name: 'Talep Kayıtları' });
    // The section's title comes before its rows: wait for them (a loaded machine drew the title alone).
    const logRow = (await within(log).findByText('E-posta, 24.11.2026')).closest('tr')!;
    // Before any search the table is named by the panel's own words; the empty one is left out.
    expect(within(logRow).getByText('İletişim formu: 1')).toBeInTheDocument();
    expect(within(logRow).getByText('Dışa aktarma')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    expect(await screen.findByText('E-posta veya telefon giriniz')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '12-34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    expect(await screen.findByText('Telefon numarası en az 7 rakam olmalıdır')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url.startsWith('/api/admin/personal-data?'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '' } });
    searchFor('ayse@example.com');
    const results = await screen.findByRole('region', { name: 'Bulunan Kayıtlar' });
    expect(server.requests.find((r) => r.url.startsWith('/api/admin/personal-data?'))?.url).toBe(
      '/api/admin/personal-data?email=ayse%40example.com',
    );
    expect(
      within(results).getByText('ayse@example.com için 2 kayıt bulundu · CV dosyası: 1'),
    ).toBeInTheDocument();
    expect(within(results).getByText('Ayşe Yılmaz · İletişim formu · 24.11.2026')).toBeInTheDocument();
    // A table with nothing found is still listed, saying so.
    const users = results.querySelector('[data-table="users"]')!;
    expect(within(users as HTMLElement).getByText('Kayıt yok')).toBeInTheDocument();
    expect(within(results).getByText(/Güvenlik olayları sunucu günlüklerinde tutulur/)).toBeInTheDocument();

    // The fields open on demand.
    expect(within(results).queryByText('Merhaba')).toBeNull();
    fireEvent.click(within(results).getAllByRole('button', { name: 'Alanları göster' })[0]);
    expect(within(results).getByText('Merhaba')).toBeInTheDocument();
  });

  it('exports through the authenticated client as a ZIP with the request note', async () => {
    const server = renderPanelAt('/admin/kisisel-veri', [personalData], respond);
    const { exports, fetchImpl } = zipFetch(server);
    const download = captureDownload();
    await screen.findByRole('heading', { name: 'Kişisel Veri Talepleri', level: 1 });
    searchFor('ayse@example.com');
    fireEvent.change(screen.getByLabelText('Talep kaydı notu'), { target: { value: 'E-posta, 26.11.2026' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Dışa Aktar (ZIP)' }));
    await waitFor(() => expect(download.count()).toBe(1));
    expect(download.names()).toEqual(['kisisel-veri-2026-11-26.zip']);
    expect([...new Uint8Array(await download.blobs[0].arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(Object.fromEntries(exports[0].entries())).toEqual({
      email: 'ayse@example.com',
      reference: 'E-posta, 26.11.2026',
    });
    const call = fetchImpl.mock.calls.find(([url]) => String(url).endsWith('/export'))!;
    const headers = call[1]!.headers as Record<string, string>;
    expect(headers.Authorization).toMatch(/^Bearer t{43}$/);
    expect(headers['X-CSRF-TOKEN']).toBe('test-csrf-token');
    expect(await screen.findByText('Dışa aktarılan dosya indirildi')).toBeInTheDocument();
  });

  it('erases only after SİL is typed in a dialog naming what goes, then shows nothing left', async () => {
    const server = renderPanelAt('/admin/kisisel-veri', [personalData], respond);
    await screen.findByRole('heading', { name: 'Kişisel Veri Talepleri', level: 1 });
    searchFor('ayse@example.com');
    fireEvent.change(screen.getByLabelText('Talep kaydı notu'), { target: { value: 'Dilekçe 12' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Kalıcı Olarak Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kişisel veriler kalıcı olarak silinecek' });
    expect(within(dialog).getByText('İletişim formu: 1 kayıt')).toBeInTheDocument();
    expect(within(dialog).getByText('İK başvurusu: 1 kayıt')).toBeInTheDocument();
    expect(within(dialog).getByText('CV dosyaları: 1')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Yönetim paneli kullanıcısı/)).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Kalıcı Olarak Sil' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Onaylamak için SİL yazın'), { target: { value: 'SIL' } });
    expect(confirm).toBeDisabled();
    // "sil" typed in lower case is the word, upper-cased the Turkish way.
    fireEvent.change(within(dialog).getByLabelText('Onaylamak için SİL yazın'), { target: { value: 'sil' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);

    expect(
      await screen.findByText(/^Kişisel veriler silindi · Silinen ya da anonimleştirilen: 2 kayıt$/),
    ).toBeInTheDocument();
    const erase = server.requests.find((r) => r.url === '/api/admin/personal-data/erase')!;
    expect(erase.body).toEqual({ email: 'ayse@example.com', reference: 'Dilekçe 12', confirm: 'SİL' });
    // The dialog hides the page from assistive technology until it has closed.
    const results = await screen.findByRole('region', { name: 'Bulunan Kayıtlar' });
    expect(await within(results).findByText('Hiçbir tabloda kayıt bulunamadı.')).toBeInTheDocument();
    expect(within(results).getAllByText('Kayıt yok')).toHaveLength(3);
    const log = await screen.findByRole('region', { name: 'Talep Kayıtları' });
    const row = (await within(log).findByText('Dilekçe 12')).closest('tr')!;
    expect(within(row).getByText('Silme')).toBeInTheDocument();
    expect(within(row).getByText('İletişim formu: 1, İK başvurusu: 1, CV dosyası: 1')).toBeInTheDocument();
  });

  it('speaks English on the English panel, the tables named by the server', async () => {
    await i18nProvider.changeLocale('en');
    try {
      renderPanelAt('/admin/kisisel-veri', [personalData], respond);
      expect(
        await screen.findByRole('heading', { name: 'Personal data requests', level: 1 }),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      // The shared rule's Turkish text, shown in English.
      expect(await screen.findByText('Enter an e-mail address or a phone number')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ayse@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      const results = await screen.findByRole('region', { name: 'Records found' });
      expect(within(results).getByText('Job application')).toBeInTheDocument();
      expect(within(results).getByText('No records')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export (ZIP)' })).toBeEnabled();
    } finally {
      await i18nProvider.changeLocale('tr');
    }
  });
});
