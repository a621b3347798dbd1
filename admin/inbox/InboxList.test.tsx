import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../shared/httpClient';
import { App } from '../App';
import { createAuthProvider } from '../auth/authProvider';
import { saveSession } from '../auth/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { captureCsvDownload } from '../testing/captureCsvDownload';
import { fakeFetch, type RecordedRequest, setCsrfMeta } from '../testing/fakeFetch';
import { mockViewport } from '../testing/matchMedia';
import inboxes from '.';

interface Message {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  check: number;
  section: 'mail' | 'trash';
  created_at: string;
  consent_version?: string | null;
  consent_at?: string | null;
  ip?: string | null;
}

const message = (
  id: number,
  name: string,
  subject: string,
  check: number,
  section: Message['section'] = 'mail',
): Message => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  phone: '0532 000 00 00',
  subject,
  message: `${subject} hakkında bir mesaj`,
  check,
  section,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
});

let items: Message[];

/** A small in-memory inbox behind the real data provider: what the server would answer. */
function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const path = url.pathname;
  const method = request.body?._method ?? request.method;
  const ok = (data: unknown, message?: string) => ({ body: { success: true, message, data } });
  if (path === '/api/admin/contact/not-check-count') {
    return ok({ count: items.filter((item) => item.section === 'mail' && item.check === 0).length });
  }
  if (path === '/api/admin/human-resources/not-check-count') return ok({ count: 0 });
  if (path === '/api/admin/contact' && method === 'GET') {
    const section = url.searchParams.get('section') ?? 'mail';
    const found = items.filter((item) => item.section === section);
    return ok({ items: found, page: 1, per_page: 25, total: found.length, last_page: 1 });
  }
  if (path === '/api/admin/contact/check' && method === 'PUT') {
    const item = items.find((candidate) => candidate.id === Number(request.body?.id));
    if (item) item.check = 1;
    return ok(item, 'Değiştirildi!');
  }
  if (path === '/api/admin/contact/trash' && method === 'PUT') {
    const ids = JSON.parse(String(request.body?.trash_list)) as number[];
    for (const item of items) if (ids.includes(item.id)) item.section = 'trash';
    return ok({ ids }, 'Çöpe Taşındı!');
  }
  if (path === '/api/admin/contact/restore' && method === 'PUT') {
    const ids = JSON.parse(String(request.body?.restore_list)) as number[];
    for (const item of items) if (ids.includes(item.id)) item.section = 'mail';
    return ok({ ids }, 'Geri Alındı!');
  }
  if (path === '/api/admin/contact/unread' && method === 'PUT') {
    const ids = JSON.parse(String(request.body?.unread_list)) as number[];
    for (const item of items) if (ids.includes(item.id)) item.check = 0;
    return ok({ ids }, 'Değiştirildi!');
  }
  if (path === '/api/admin/contact' && method === 'DELETE') {
    const ids = JSON.parse(String(request.body?.delete_list)) as number[];
    items = items.filter((item) => !ids.includes(item.id));
    return ok({ ids }, 'Silindi!');
  }
  const single = /^\/api\/admin\/contact\/(\d+)$/.exec(path);
  if (single && method === 'GET') return ok(items.find((item) => item.id === Number(single[1])));
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

function renderInbox(path: string) {
  window.history.replaceState(null, '', path);
  const server = fakeFetch(respond);
  const http = createHttpClient({ fetch: server.fetch, getToken: () => 'token' });
  render(
    <App
      authProvider={createAuthProvider({ go: vi.fn(), fetch: server.fetch })}
      dataProvider={createDataProvider(http)}
      screens={inboxes}
    />,
  );
  return server;
}

const writes = (server: ReturnType<typeof fakeFetch>) =>
  server.requests.filter((request) => request.method !== 'GET');
const menuLink = () =>
  within(screen.getByRole('navigation', { name: 'Menü' })).getByRole('link', { name: /İletişim Mesajları/ });
/** The unread count the side menu shows for the contact inbox ('' when the badge is hidden). */
const menuCount = () => {
  const badge = menuLink().querySelector('.MuiBadge-badge');
  return badge && !badge.classList.contains('MuiBadge-invisible') ? badge.textContent : '';
};

beforeEach(() => {
  localStorage.clear();
  setCsrfMeta();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  mockViewport(1440);
  saveSession({
    token: 't'.repeat(43),
    data: {
      name: 'Ayşe Yılmaz',
      email: 'ayse@akademi.local',
      role_group: { key: 'editor', name: 'Editör', permissions: ['dashboard', 'inbox'] },
    },
    expires_in: 3600,
  });
  items = [
    message(1, 'Zeynep Kaya', 'Sertifika', 0),
    message(2, 'Mehmet Demir', 'Sınıf kiralama', 1),
    message(3, 'Ali Veli', 'Teklif', 0),
    message(4, 'Eski Kayıt', 'Eski konu', 1, 'trash'),
  ];
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the inbox', () => {
  it('lists the mail section with unread items standing out', async () => {
    renderInbox('/admin/contact');
    const unreadRow = (await screen.findByText('Zeynep Kaya')).closest('tr')!;
    const readRow = screen.getByText('Mehmet Demir').closest('tr')!;
    expect(within(unreadRow).getByRole('img', { name: 'Okunmadı' })).toBeInTheDocument();
    expect(within(readRow).getByRole('img', { name: 'Okundu' })).toBeInTheDocument();
    expect(getComputedStyle(within(unreadRow).getByText('Zeynep Kaya')).fontWeight).toBe('700');
    expect(getComputedStyle(within(unreadRow).getByText('Sertifika')).fontWeight).toBe('700');
    expect(getComputedStyle(within(readRow).getByText('Mehmet Demir')).fontWeight).toBe('400');
    expect(screen.queryByText('Eski Kayıt')).toBeNull();
    await waitFor(() => expect(menuCount()).toBe('2'));
  });

  it('marks an item read when it is opened, and the unread counter drops', async () => {
    const server = renderInbox('/admin/contact');
    fireEvent.click(await screen.findByText('Zeynep Kaya'));
    expect(await screen.findByText('Sertifika hakkında bir mesaj')).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(server).map((r) => [r.url, r.body?._method, r.body?.id])).toEqual([
        ['/api/admin/contact/check', 'PUT', '1'],
      ]),
    );
    await waitFor(() => expect(menuCount()).toBe('1'));
  });

  it('shows the accepted KVKK notice by its name and version day, in Turkish and English (issue 29)', async () => {
    items[1] = {
      ...items[1],
      consent_version: 'kvkk-aydinlatma-metni@2026-11-25T22:10:00.000Z',
      consent_at: '2026-11-26T07:00:00.000Z',
      ip: '203.0.113.9',
    };
    renderInbox('/admin/contact/2/show');
    const consent = await screen.findByTestId('kvkk-consent');
    // 22:10 UTC on 25 November is already the 26th in Istanbul.
    expect(consent).toHaveTextContent('Metin: KVKK Aydınlatma Metni, sürüm 26.11.2026 · IP 203.0.113.9');
    expect(consent).not.toHaveTextContent('kvkk-aydinlatma-metni@');
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Dil: Türkçe' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
      await waitFor(() =>
        expect(screen.getByTestId('kvkk-consent')).toHaveTextContent(
          'Notice: KVKK notice, version 26.11.2026',
        ),
      );
    } finally {
      localStorage.removeItem('RaStore.locale');
      await i18nProvider.changeLocale('tr');
    }
  });

  it('does not mark an already read item again', async () => {
    const server = renderInbox('/admin/contact/2/show');
    expect(await screen.findByText('Sınıf kiralama hakkında bir mesaj')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes(server)).toHaveLength(0);
  });

  it('moves the selected items to the trash in one request', async () => {
    const server = renderInbox('/admin/contact');
    const row = (await screen.findByText('Zeynep Kaya')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('Ali Veli').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Çöpe Taşı' }));
    expect(await screen.findByText('Çöpe Taşındı!')).toBeInTheDocument();
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/contact/trash');
    expect(request.body).toMatchObject({ _method: 'PUT', trash_list: '[1,3]' });
    await waitFor(() => expect(screen.queryByText('Zeynep Kaya')).toBeNull());
    await waitFor(() => expect(menuCount()).toBe(''));
  });

  it('deletes for good from the trash only after the spec confirmation', async () => {
    const server = renderInbox('/admin/contact');
    await screen.findByText('Zeynep Kaya');
    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    const row = (await screen.findByText('Eski Kayıt')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Kalıcı Olarak Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Emin Misin?!')).toBeInTheDocument();
    expect(within(dialog).getByText('Kalıcı Olarak Silinecek!')).toBeInTheDocument();
    // Named under the spec's text (issue 28), by the resource's recordRepresentation: the subject.
    expect(within(dialog).getByText('«Eski konu» kalıcı olarak silinecek!')).toBeInTheDocument();
    expect(writes(server)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Sil!' }));
    expect(await screen.findByText('Silindi!')).toBeInTheDocument();
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/contact');
    expect(request.body).toMatchObject({ _method: 'DELETE', delete_list: '[4]' });
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('restores the selected items from the trash ("Geri Al"), and a restored unread item counts again', async () => {
    items[3].check = 0;
    const server = renderInbox('/admin/contact');
    await screen.findByText('Zeynep Kaya');
    await waitFor(() => expect(menuCount()).toBe('2'));
    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    const row = (await screen.findByText('Eski Kayıt')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText('Geri Alındı!')).toBeInTheDocument();
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/contact/restore');
    expect(request.body).toMatchObject({ _method: 'PUT', restore_list: '[4]' });
    await waitFor(() => expect(screen.queryByText('Eski Kayıt')).toBeNull());
    await waitFor(() => expect(menuCount()).toBe('3'));
    fireEvent.click(screen.getByRole('tab', { name: 'Gelen Kutusu' }));
    expect(await screen.findByText('Eski Kayıt')).toBeInTheDocument();
  });

  it('restores one item from its page in the trash', async () => {
    const server = renderInbox('/admin/contact/4/show');
    expect(await screen.findByText('Bu kayıt çöp kutusunda.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Okunmadı olarak işaretle' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText('Geri Alındı!')).toBeInTheDocument();
    expect(writes(server).map((r) => [r.url, r.body?.restore_list])).toEqual([
      ['/api/admin/contact/restore', '[4]'],
    ]);
    await waitFor(() => expect(screen.queryByText('Bu kayıt çöp kutusunda.')).toBeNull());
  });

  it('marks a read item unread from its page, back to the list, and the counter rises', async () => {
    const server = renderInbox('/admin/contact/2/show');
    expect(await screen.findByText('Sınıf kiralama hakkında bir mesaj')).toBeInTheDocument();
    await waitFor(() => expect(menuCount()).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Okunmadı olarak işaretle' }));
    expect(await screen.findByText('Okunmadı olarak işaretlendi.')).toBeInTheDocument();
    expect(writes(server).map((r) => [r.url, r.body?._method, r.body?.unread_list])).toEqual([
      ['/api/admin/contact/unread', 'PUT', '[2]'],
    ]);
    // Back on the list (its section tabs), the item shows as unread.
    expect(await screen.findByRole('tab', { name: 'Gelen Kutusu' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByText('Mehmet Demir').closest('tr')!).getByRole('img', { name: 'Okunmadı' }),
      ).toBeInTheDocument(),
    );
    await waitFor(() => expect(menuCount()).toBe('3'));
  });

  it('sends the day filter to the server and exports the section as a Turkish CSV with a BOM', async () => {
    items[0] = {
      ...items[0],
      consent_version: 'kvkk-aydinlatma-metni@2026-11-25T22:10:00.000Z',
      consent_at: '2026-11-26T07:00:00.000Z',
    };
    const download = captureCsvDownload();
    const server = renderInbox('/admin/contact');
    await screen.findByText('Zeynep Kaya');
    fireEvent.change(screen.getByLabelText('Tarih (başlangıç)'), { target: { value: '2026-03-11' } });
    await waitFor(() => expect(server.requests.some((r) => r.url.includes('from=2026-03-11'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Dışa Aktar' }));
    await waitFor(() => expect(download.count()).toBe(1));
    expect([...(await download.read()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = await download.lines();
    expect(lines[0]).toBe(
      'Ad Soyad;E-Mail;Telefon;Konu;Mesaj;Tarih (İstanbul);Okundu;KVKK Onayı (İstanbul);Onaylanan Aydınlatma Metni',
    );
    expect(lines.slice(1, 4).map((line) => line.split(';')[0])).toEqual([
      'Zeynep Kaya',
      'Mehmet Demir',
      'Ali Veli',
    ]);
    // Zeynep's message came with the consent; Mehmet's came before consent was asked.
    expect(lines[1]).toMatch(/;Hayır;26\.11\.2026 - 10:00;KVKK Aydınlatma Metni, sürüm 26\.11\.2026$/);
    expect(lines[2]).toMatch(/;Evet;;$/);
    expect(lines.join('\n')).not.toContain('Eski Kayıt');
    expect(download.names()[0]).toMatch(/^iletisim-mesajlari-\d{4}-\d\d-\d\d\.csv$/);
  });
});
