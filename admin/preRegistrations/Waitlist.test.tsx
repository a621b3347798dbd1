import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storePreRegistration, storeSession } from '../testing/preRegistrationRecord';
import { realApiForFile, renderRealPanelAt } from '../testing/realApi';
import preRegistrations from '.';
import type { PreRegistrationRecord } from './preRegistrationTypes';

/*
 * Issue 29: the waiting list moves; the office sees the queue and reorders, skips or offers a seat. Against
 * the real API (issue 33): a two-seat session Gül Ünal's confirmed pair fills, two people waiting for it.
 */

const api = realApiForFile({ seed: true });
const ids: Record<string, number> = {};

beforeAll(async () => {
  const session_id = await storeSession(api(), 2);
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
  ids.cagla = await storePreRegistration(api(), 'Çağla Öztürk', 1, {
    session_id,
    waitlist: 1,
    waitlist_position: 1,
    offered_at: new Date().toISOString(),
    offer_expires_at: inTwoDays.toISOString(),
  });
  ids.ismail = await storePreRegistration(api(), 'İsmail Şahin', 2, {
    session_id,
    waitlist: 1,
    waitlist_position: 2,
  });
  ids.gul = await storePreRegistration(api(), 'Gül Ünal', 3, {
    session_id,
    participants: 2,
    status: 'confirmed',
  });
});

const listQueries = () =>
  api()
    .requests.filter((request) => request.url.startsWith('/api/admin/pre-registrations?'))
    .map((request) => new URL(request.url, 'http://x').searchParams);
const waitlistWrite = (id: number) =>
  api().requests.find((request) => request.url.endsWith(`/${id}/waitlist`));
const stored = async (id: number) =>
  (await api().read<{ data: PreRegistrationRecord }>(`/api/admin/pre-registrations/${id}`)).data;

describe('the waiting list on Ön Kayıtlar', { timeout: 30_000 }, () => {
  it('filters by it, shows the queue and the held offer, and moves a row up', async () => {
    renderRealPanelAt(api(), '/admin/pre-registrations', [preRegistrations]);
    await screen.findByText('Gül Ünal');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Bekleme listesi' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Evet' }));
    await waitFor(() => expect(screen.queryByText('Gül Ünal')).toBeNull());
    expect(listQueries().at(-1)?.get('waitlist')).toBe('1');

    const first = screen.getByText('Çağla Öztürk').closest('tr')!;
    expect(within(first).getByText('Sırada 1.')).toBeInTheDocument();
    expect(within(first).getByText(/^Teklif gönderildi, .+ tarihine kadar$/)).toBeInTheDocument();
    // The first cannot go further up.
    expect(within(first).getByRole('button', { name: 'Çağla Öztürk: sırada yukarı al' })).toBeDisabled();
    const second = screen.getByText('İsmail Şahin').closest('tr')!;
    expect(within(second).queryByText(/Teklif gönderildi/)).toBeNull();

    fireEvent.click(within(second).getByRole('button', { name: 'İsmail Şahin: sırada yukarı al' }));
    const write = await waitFor(() => {
      const found = waitlistWrite(ids.ismail);
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
    expect((await stored(ids.ismail)).waitlist_position).toBe(1);
    expect((await stored(ids.cagla)).waitlist_position).toBe(2);
  });

  it("offers a seat from the record's page and shows the server's refusal", async () => {
    // The first test moved İsmail Şahin up; no seat is free for his pair.
    renderRealPanelAt(api(), `/admin/pre-registrations/${ids.ismail}`, [preRegistrations]);
    const queue = await screen.findByRole('region', { name: 'Bekleme sırası' });
    expect(within(queue).getByText('Sırada 1.')).toBeInTheDocument();
    fireEvent.click(within(queue).getByRole('button', { name: 'İsmail Şahin: yer teklif et' }));
    expect(await screen.findByText('Başarısız! Bu oturumda boş yer yok')).toBeInTheDocument();
    expect(waitlistWrite(ids.ismail)?.body).toEqual({ action: 'offer', _method: 'PUT' });
    expect(await stored(ids.ismail)).toMatchObject({ waitlist_position: 1, offered_at: null });
  });

  it('shows no queue for a row that is not waiting', async () => {
    renderRealPanelAt(api(), `/admin/pre-registrations/${ids.gul}`, [preRegistrations]);
    await screen.findByRole('heading', { name: 'Gül Ünal' });
    expect(screen.queryByRole('region', { name: 'Bekleme sırası' })).toBeNull();
  });
});
