import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../testing/fakeFetch';
import { preRegistrationRecord } from '../testing/preRegistrationRecord';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import preRegistrations from '.';
import type { PreRegistrationRecord } from './preRegistrationTypes';

/* Issue 29: the waiting list moves; the office sees the queue and reorders, skips or offers a seat. */

configure({ asyncUtilTimeout: 10_000 });

const inTwoDays = new Date(Date.now() + 2 * 86_400_000);

/** Someone on the waiting list. */
const row = (id: number, name: string, extra: Partial<PreRegistrationRecord>) =>
  preRegistrationRecord(id, name, { waitlist: 1, ...extra });

let items: PreRegistrationRecord[];

/** server/routes/admin/preRegistrations.ts: the list by waitlist, and the queue moves. */
function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const method = String(request.body?._method ?? request.method);
  const ok = (data: unknown, message?: string) => ({ body: { success: true, message, data } });
  if (url.pathname.endsWith('/not-check-count') || url.pathname.endsWith('/new-count'))
    return ok({ count: 0 });
  if (url.pathname === '/api/admin/products/select-options') return ok([]);
  if (url.pathname === '/api/admin/pre-registrations' && method === 'GET') {
    const waitlist = url.searchParams.get('waitlist');
    const found = items.filter((item) => waitlist === null || String(item.waitlist) === waitlist);
    return ok({ items: found, page: 1, per_page: 25, total: found.length, last_page: 1 });
  }
  const move = /^\/api\/admin\/pre-registrations\/(\d+)\/waitlist$/.exec(url.pathname);
  if (move && method === 'PUT') {
    const item = items.find((candidate) => candidate.id === Number(move[1]))!;
    if (request.body?.action === 'offer') {
      return { status: 409, body: { success: false, message: 'Bu oturumda boş yer yok' } };
    }
    const other = items.find((candidate) => candidate.waitlist_position === 1)!;
    other.waitlist_position = 2;
    item.waitlist_position = 1;
    return ok(item, 'Güncellendi!');
  }
  const single = /^\/api\/admin\/pre-registrations\/(\d+)$/.exec(url.pathname);
  const item = single && items.find((candidate) => candidate.id === Number(single[1]));
  if (item && method === 'GET') return ok(item);
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

beforeEach(() => {
  preparePanel(['dashboard', 'inbox']);
  items = [
    row(1, 'Çağla Öztürk', {
      waitlist_position: 1,
      offered_at: new Date().toISOString(),
      offer_expires_at: inTwoDays.toISOString(),
    }),
    row(2, 'İsmail Şahin', { waitlist_position: 2 }),
    row(3, 'Gül Ünal', { waitlist: 0, status: 'confirmed' }),
  ];
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const listQueries = (server: { requests: RecordedRequest[] }) =>
  server.requests
    .filter((request) => request.url.startsWith('/api/admin/pre-registrations?'))
    .map((request) => new URL(request.url, 'http://x').searchParams);

describe('the waiting list on Ön Kayıtlar', { timeout: 30_000 }, () => {
  it('filters by it, shows the queue and the held offer, and moves a row up', async () => {
    const server = renderPanelAt('/admin/pre-registrations', [preRegistrations], respond);
    await screen.findByText('Gül Ünal');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Bekleme listesi' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Evet' }));
    await waitFor(() => expect(screen.queryByText('Gül Ünal')).toBeNull());
    expect(listQueries(server).at(-1)?.get('waitlist')).toBe('1');

    const first = screen.getByText('Çağla Öztürk').closest('tr')!;
    expect(within(first).getByText('Sırada 1.')).toBeInTheDocument();
    expect(within(first).getByText(/^Teklif gönderildi, .+ tarihine kadar$/)).toBeInTheDocument();
    // The first cannot go further up.
    expect(within(first).getByRole('button', { name: 'Çağla Öztürk: sırada yukarı al' })).toBeDisabled();
    const second = screen.getByText('İsmail Şahin').closest('tr')!;
    expect(within(second).queryByText(/Teklif gönderildi/)).toBeNull();

    fireEvent.click(within(second).getByRole('button', { name: 'İsmail Şahin: sırada yukarı al' }));
    const write = await waitFor(() => {
      const found = server.requests.find((request) => request.url.endsWith('/2/waitlist'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(write.body).toEqual({ action: 'up', _method: 'PUT' });
    // The row did not open: the list stays, read again with the new order.
    await waitFor(() =>
      expect(
        within(screen.getByText('İsmail Şahin').closest('tr')!).getByText('Sırada 1.'),
      ).toBeInTheDocument(),
    );
    expect(window.location.pathname).toBe('/admin/pre-registrations');
  });

  it("offers a seat from the record's page and shows the server's refusal", async () => {
    const server = renderPanelAt('/admin/pre-registrations/2', [preRegistrations], respond);
    const queue = await screen.findByRole('region', { name: 'Bekleme sırası' });
    expect(within(queue).getByText('Sırada 2.')).toBeInTheDocument();
    fireEvent.click(within(queue).getByRole('button', { name: 'İsmail Şahin: yer teklif et' }));
    expect(await screen.findByText('Başarısız! Bu oturumda boş yer yok')).toBeInTheDocument();
    const write = server.requests.find((request) => request.url.endsWith('/2/waitlist'))!;
    expect(write.body).toEqual({ action: 'offer', _method: 'PUT' });
  });

  it('shows no queue for a row that is not waiting', async () => {
    renderPanelAt('/admin/pre-registrations/3', [preRegistrations], respond);
    await screen.findByRole('heading', { name: 'Gül Ünal' });
    expect(screen.queryByRole('region', { name: 'Bekleme sırası' })).toBeNull();
  });
});
