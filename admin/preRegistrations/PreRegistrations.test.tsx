import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../shared/httpClient';
import type { PreRegistrationStatus } from '../../shared/schemas/preRegistration';
import { App } from '../App';
import { createAuthProvider } from '../auth/authProvider';
import { saveSession } from '../auth/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import { fakeFetch, type RecordedRequest, setCsrfMeta } from '../testing/fakeFetch';
import { mockViewport } from '../testing/matchMedia';
import { preRegistrationRecord } from '../testing/preRegistrationRecord';
import preRegistrations from '.';
import type { PreRegistrationRecord } from './preRegistrationTypes';

/** A registration for two from a company, with a question in its note. */
const registration = (
  id: number,
  name: string,
  status: PreRegistrationStatus,
  extra: Partial<PreRegistrationRecord> = {},
) =>
  preRegistrationRecord(id, name, {
    company: 'Şahin Ltd. Şti.',
    participants: 2,
    note: 'Öğle yemeği dahil mi?',
    status,
    ...extra,
  });

let items: PreRegistrationRecord[];

/** A small in-memory Ön Kayıtlar behind the real data provider: what the server would answer. */
function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const path = url.pathname;
  const method = String(request.body?._method ?? request.method);
  const ok = (data: unknown, message?: string) => ({ body: { success: true, message, data } });
  if (path.endsWith('/not-check-count')) return ok({ count: 0 });
  if (path === '/api/admin/pre-registrations/new-count') {
    return ok({ count: items.filter((item) => item.status === 'new').length });
  }
  if (path === '/api/admin/products/select-options') return ok([{ id: 3, name: 'İç Denetçi Eğitimi' }]);
  if (path === '/api/admin/pre-registrations' && method === 'GET') {
    const status = url.searchParams.get('status');
    const found = items.filter((item) => !status || item.status === status);
    return ok({ items: found, page: 1, per_page: 25, total: found.length, last_page: 1 });
  }
  const single = /^\/api\/admin\/pre-registrations\/(\d+)$/.exec(path);
  const item = single && items.find((candidate) => candidate.id === Number(single[1]));
  if (item && method === 'GET') return ok(item);
  if (item && method === 'PUT') {
    Object.assign(item, { status: request.body?.status, owner_note: request.body?.owner_note || null });
    return ok(item, 'Güncellendi!');
  }
  if (item && method === 'DELETE') {
    items = items.filter((candidate) => candidate !== item);
    return ok(item, 'Silindi!');
  }
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

function renderPanel(path: string) {
  window.history.replaceState(null, '', path);
  const server = fakeFetch(respond);
  const http = createHttpClient({ fetch: server.fetch, getToken: () => 'token' });
  render(
    <App
      authProvider={createAuthProvider({ go: vi.fn(), fetch: server.fetch })}
      dataProvider={createDataProvider(http)}
      screens={[preRegistrations]}
    />,
  );
  return server;
}

const writes = (server: ReturnType<typeof fakeFetch>) =>
  server.requests.filter((request) => request.method !== 'GET');
const listRequests = (server: ReturnType<typeof fakeFetch>) =>
  server.requests.filter((request) => request.url.startsWith('/api/admin/pre-registrations?'));
/** The new ones the side menu shows ('' when the badge is hidden). */
const menuCount = () => {
  const link = within(screen.getByRole('navigation', { name: 'Menü' })).getByRole('link', {
    name: /Ön Kayıtlar/,
  });
  const badge = link.querySelector('.MuiBadge-badge');
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
      role_group: { key: 'editor', name: 'Editör', permissions: ['dashboard', 'inbox', 'content'] },
    },
    expires_in: 3600,
  });
  items = [
    registration(1, 'Çağla Öztürk', 'new', { waitlist: 1 }),
    registration(2, 'İsmail Şahin', 'called'),
    registration(3, 'Gül Ünal', 'confirmed', { session_place: 'Online' }),
  ];
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Each test renders the whole panel and walks several screens: slow on a busy machine.
describe('Ön Kayıtlar', { timeout: 30_000 }, () => {
  it('lists them with Turkish-time sessions and status chips; new ones stand out and show in the menu', async () => {
    renderPanel('/admin/pre-registrations');
    // The first screen of the file loads its lazy chunk: slow on a busy machine.
    const newRow = (await screen.findByText('Çağla Öztürk', {}, { timeout: 10_000 })).closest('tr')!;
    const calledRow = screen.getByText('İsmail Şahin').closest('tr')!;
    expect(within(newRow).getByText('2.3.2030 - 09:30')).toBeInTheDocument();
    expect(within(newRow).getByText('Yeni')).toBeInTheDocument();
    expect(within(newRow).getByText('Bekleme listesi')).toBeInTheDocument();
    expect(within(calledRow).getByText('Arandı')).toBeInTheDocument();
    expect(within(calledRow).queryByText('Bekleme listesi')).toBeNull();
    expect(screen.getByText('Kesinleşti')).toBeInTheDocument();
    expect(getComputedStyle(within(newRow).getByText('Çağla Öztürk')).fontWeight).toBe('700');
    expect(getComputedStyle(within(calledRow).getByText('İsmail Şahin')).fontWeight).toBe('400');
    for (const header of ['Eğitim', 'Oturum Tarihi', 'Yer', 'Ad Soyad', 'Firma', 'Katılımcı', 'Durum']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await waitFor(() => expect(menuCount()).toBe('1'));
  });

  it('filters by status, from the dashboard link and from the filter bar', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'new' }));
    const server = renderPanel(`/admin/pre-registrations?filter=${filter}`);
    await screen.findByText('Çağla Öztürk');
    expect(screen.queryByText('İsmail Şahin')).toBeNull();
    const lastQuery = () => new URL(listRequests(server).at(-1)!.url, 'http://x').searchParams;
    expect(lastQuery().get('status')).toBe('new');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Durum' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kesinleşti' }));
    expect(await screen.findByText('Gül Ünal')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Çağla Öztürk')).toBeNull());
    expect(lastQuery().get('status')).toBe('confirmed');
  });

  it('exports what the filters select as a Turkish CSV with a BOM', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x') }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPanel('/admin/pre-registrations');
    await screen.findByText('Çağla Öztürk');
    fireEvent.click(screen.getByRole('button', { name: 'Dışa Aktar' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    // jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes.
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toMatch(/^Eğitim;Oturum Tarihi;Yer;Ad Soyad;/);
    expect(lines[1]).toContain('Çağla Öztürk');
    expect(lines[1]).toContain(';Evet;Yeni;');
    expect(lines[2]).toContain(';Hayır;Arandı;');
    expect(click.mock.contexts[0]).toHaveProperty(
      'download',
      expect.stringMatching(/^on-kayitlar-\d{4}-\d\d-\d\d\.csv$/),
    );
  });

  it("shows the visitor's details and consent, and moves the status with a note (only those two are sent)", async () => {
    const server = renderPanel('/admin/pre-registrations/1');
    expect(await screen.findByRole('heading', { name: 'Çağla Öztürk' })).toBeInTheDocument();
    expect(screen.getByText('Öğle yemeği dahil mi?')).toBeInTheDocument();
    // The Turkish course title is upper-cased (overline) by Turkish rules whatever the panel's language.
    expect(screen.getByText('İç Denetçi Eğitimi', { selector: '.MuiTypography-overline' })).toHaveAttribute(
      'lang',
      'tr',
    );
    // The stored id (kvkk-aydinlatma-metni@2025-01-01T00:00:00.000Z) as people read it (issue 29).
    expect(screen.getByText('KVKK Aydınlatma Metni, sürüm 01.01.2025')).toBeInTheDocument();
    expect(screen.queryByText(/kvkk-aydinlatma-metni@/)).toBeNull();
    expect(
      screen.getByText('Ziyaretçi, 1.1.2030 - 00:30 tarihinde KVKK Aydınlatma Metni’ni onayladı.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kisi1@firma.com.tr' })).toHaveAttribute(
      'href',
      'mailto:kisi1@firma.com.tr',
    );
    const pipeline = screen.getByRole('group', { name: 'Durum' });
    expect(within(pipeline).getByRole('button', { name: 'Yeni' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(menuCount()).toBe('1'));

    fireEvent.click(within(pipeline).getByRole('button', { name: 'Arandı' }));
    fireEvent.change(screen.getByLabelText('Ofis Notu'), { target: { value: 'Perşembe tekrar aranacak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Güncellendi!')).toBeInTheDocument();
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/pre-registrations/1');
    expect(request.body).toEqual({
      _method: 'PUT',
      status: 'called',
      owner_note: 'Perşembe tekrar aranacak',
    });
    // The page stays, the new step pressed; the menu's counter drops at once.
    expect(within(pipeline).getByRole('button', { name: 'Arandı' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(menuCount()).toBe(''));
  });

  it('deletes for good only after the confirmation, then goes back to the list', async () => {
    const server = renderPanel('/admin/pre-registrations/2');
    await screen.findByRole('heading', { name: 'İsmail Şahin' });
    fireEvent.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Emin Misin?!')).toBeInTheDocument();
    expect(writes(server)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Sil!' }));
    expect(await screen.findByText('Silindi!')).toBeInTheDocument();
    expect(writes(server).map((r) => [r.url, r.body?._method])).toEqual([
      ['/api/admin/pre-registrations/2', 'DELETE'],
    ]);
    expect(await screen.findByText('Çağla Öztürk')).toBeInTheDocument();
    expect(items.map((item) => item.id)).toEqual([1, 3]);
  });
});
