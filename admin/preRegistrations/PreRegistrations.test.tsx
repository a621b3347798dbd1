import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreRegistrationStatus } from '../../shared/schemas/preRegistration';
import { storeUserWith } from '../testing/listRecords';
import { mockViewport } from '../testing/matchMedia';
import { storePreRegistration, storeSession } from '../testing/preRegistrationRecord';
import { realApiForFile, renderRealPanelAt } from '../testing/realApi';
import preRegistrations from '.';
import type { PreRegistrationRecord } from './preRegistrationTypes';

/* Issue 13: Ön Kayıtlar against the real API (issue 33): what the office sees, and what the server stored. */

const api = realApiForFile({ seed: true });
const ids: Record<string, number> = {};
/** The first seeded course's Turkish title. */
let courseTitle = '';

/** A registration for two from a company, with a question in its note. */
const store = (name: string, minutesAgo: number, status: PreRegistrationStatus, extra = {}) =>
  storePreRegistration(api(), name, minutesAgo, {
    company: 'Şahin Ltd. Şti.',
    participants: 2,
    note: 'Öğle yemeği dahil mi?',
    status,
    ...extra,
  });

async function stored(id: number) {
  return (await api().read<{ data: PreRegistrationRecord }>(`/api/admin/pre-registrations/${id}`)).data;
}

beforeAll(async () => {
  ids.cagla = await store('Çağla Öztürk', 1, 'new', { waitlist: 1 });
  ids.ismail = await store('İsmail Şahin', 2, 'called');
  ids.gul = await store('Gül Ünal', 3, 'confirmed', { session_place: 'Online' });
  courseTitle = (await stored(ids.cagla)).course_title;
});

const renderPanel = (path: string) => renderRealPanelAt(api(), path, [preRegistrations]);
const writes = () => api().requests.filter((request) => request.method !== 'GET');
const listRequests = () =>
  api().requests.filter((request) => request.url.startsWith('/api/admin/pre-registrations?'));

/** The new ones the side menu shows ('' when the badge is hidden). */
const menuCount = () => {
  const link = within(screen.getByRole('navigation', { name: 'Menü' })).getByRole('link', {
    name: /Ön Kayıtlar/,
  });
  const badge = link.querySelector('.MuiBadge-badge');
  return badge && !badge.classList.contains('MuiBadge-invisible') ? badge.textContent : '';
};

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
    renderPanel(`/admin/pre-registrations?filter=${filter}`);
    await screen.findByText('Çağla Öztürk');
    expect(screen.queryByText('İsmail Şahin')).toBeNull();
    const lastQuery = () => new URL(listRequests().at(-1)!.url, 'http://x').searchParams;
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
    renderPanel(`/admin/pre-registrations/${ids.cagla}`);
    expect(await screen.findByRole('heading', { name: 'Çağla Öztürk' })).toBeInTheDocument();
    expect(screen.getByText('Öğle yemeği dahil mi?')).toBeInTheDocument();
    // The Turkish course title is upper-cased (overline) by Turkish rules whatever the panel's language.
    expect(screen.getByText(courseTitle, { selector: '.MuiTypography-overline' })).toHaveAttribute(
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
    const [request] = writes();
    expect(request.url).toBe(`/api/admin/pre-registrations/${ids.cagla}`);
    expect(request.body).toEqual({
      _method: 'PUT',
      status: 'called',
      owner_note: 'Perşembe tekrar aranacak',
    });
    expect(await stored(ids.cagla)).toMatchObject({
      status: 'called',
      owner_note: 'Perşembe tekrar aranacak',
    });
    // The page stays, the new step pressed; the menu's counter drops at once.
    expect(within(pipeline).getByRole('button', { name: 'Arandı' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(menuCount()).toBe(''));
  });

  it('deletes for good only after the confirmation, then goes back to the list', async () => {
    renderPanel(`/admin/pre-registrations/${ids.ismail}`);
    await screen.findByRole('heading', { name: 'İsmail Şahin' });
    fireEvent.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Emin Misin?!')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Sil!' }));
    expect(await screen.findByText('Silindi!')).toBeInTheDocument();
    expect(writes().map((r) => [r.url, r.body?._method])).toEqual([
      [`/api/admin/pre-registrations/${ids.ismail}`, 'DELETE'],
    ]);
    expect(await screen.findByText('Çağla Öztürk')).toBeInTheDocument();
    const left = await api().read<{ data: { items: PreRegistrationRecord[] } }>(
      '/api/admin/pre-registrations',
    );
    expect(left.data.items.map((item) => item.id).sort()).toEqual([ids.cagla, ids.gul].sort());
  });

  it('filters by course and session for a role that reads the inbox but not the courses', async () => {
    // A registration to a session that is still there (the others' sessions were deleted since).
    await store('Ömer Çelik', 4, 'new', { session_id: await storeSession(api(), 12) });
    // The office's inbox role: the courses' own API is `content`'s, which it does not hold.
    await api().signIn(await storeUserWith(api(), ['dashboard', 'inbox']));
    try {
      api().reset();
      renderPanel('/admin/pre-registrations');
      expect(await screen.findByText('Çağla Öztürk', {}, { timeout: 10_000 })).toBeInTheDocument();
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Eğitim' }));
      fireEvent.click(await screen.findByRole('option', { name: courseTitle }));
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Oturum' }));
      // Each session registered for once, as the list writes it: Turkish time and place.
      const sessions = (await screen.findAllByRole('option')).map((option) => option.textContent?.trim());
      expect(sessions.filter(Boolean)).toEqual(['2.3.2030 - 09:30 · İstanbul']);
      fireEvent.click(screen.getByRole('option', { name: '2.3.2030 - 09:30 · İstanbul' }));
      await waitFor(() => {
        const query = new URL(listRequests().at(-1)!.url, 'http://x').searchParams;
        expect(query.get('session_id')).toEqual(expect.stringMatching(/^\d+$/));
      });
      expect(screen.queryByText('Bu işlem için yetkiniz yok')).toBeNull();
      expect(api().requests.filter((request) => request.url.startsWith('/api/admin/products'))).toEqual([]);
    } finally {
      await api().signIn();
    }
  });

  it('offers the course, session and date filters from Filtre Ekle on a phone, where the bar keeps three', async () => {
    mockViewport(375);
    renderPanel('/admin/pre-registrations');
    expect(await screen.findByText('Çağla Öztürk', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Eğitim' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filtre Ekle' }));
    const offered = within(await screen.findByRole('menu')).getAllByRole('menuitemcheckbox');
    expect(offered.map((item) => item.textContent)).toEqual([
      'Eğitim',
      'Oturum',
      'Kayıt Tarihi (başlangıç)',
      'Kayıt Tarihi (bitiş)',
    ]);
    fireEvent.click(offered[0]);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Eğitim' }));
    fireEvent.click(await screen.findByRole('option', { name: courseTitle }));
    await waitFor(() => {
      const query = new URL(listRequests().at(-1)!.url, 'http://x').searchParams;
      expect(query.get('product_id')).toEqual(expect.stringMatching(/^\d+$/));
    });
  });
});
