import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { captureCsvDownload } from '../testing/captureCsvDownload';
import { realApiForFile, renderRealPanelAt } from '../testing/realApi';
import inboxes from '.';

/* İletişim Mesajları against the real API (issue 33): the messages stored in the database before each test. */

const api = realApiForFile();
const ids: Record<string, number> = {};

interface StoredMessage {
  name: string;
  subject: string;
  check: 0 | 1;
  minutesAgo: number;
  section?: 'mail' | 'trash';
  consent_version?: string | null;
  consent_at?: string | null;
  ip?: string | null;
}

async function storeMessage({ name, subject, minutesAgo, section = 'mail', ...fields }: StoredMessage) {
  const row = await api()
    .testApp.app.db.insertInto('contact_messages')
    .values({
      name,
      email: `${name.split(' ')[0].toLowerCase()}@example.com`,
      phone: '0532 000 00 00',
      subject,
      message: `${subject} hakkında bir mesaj`,
      section,
      ip: null,
      consent_version: null,
      consent_at: null,
      created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Three messages in the mail section (two unread), one read in the trash. */
async function storeInbox(changes: { trashedUnread?: boolean; consent?: 'zeynep' | 'mehmet' } = {}) {
  await api().testApp.app.db.deleteFrom('contact_messages').execute();
  const consent = {
    consent_version: 'kvkk-aydinlatma-metni@2026-11-25T22:10:00.000Z',
    consent_at: '2026-11-26T07:00:00.000Z',
    ip: '203.0.113.9',
  };
  ids.zeynep = await storeMessage({
    name: 'Zeynep Kaya',
    subject: 'Sertifika',
    check: 0,
    minutesAgo: 1,
    ...(changes.consent === 'zeynep' ? consent : {}),
  });
  ids.mehmet = await storeMessage({
    name: 'Mehmet Demir',
    subject: 'Sınıf kiralama',
    check: 1,
    minutesAgo: 2,
    ...(changes.consent === 'mehmet' ? consent : {}),
  });
  ids.ali = await storeMessage({ name: 'Ali Veli', subject: 'Teklif', check: 0, minutesAgo: 3 });
  ids.old = await storeMessage({
    name: 'Eski Kayıt',
    subject: 'Eski konu',
    check: changes.trashedUnread ? 0 : 1,
    minutesAgo: 4,
    section: 'trash',
  });
}

beforeEach(() => storeInbox());

/** What the server stored for each message, by id. */
const stored = async () =>
  new Map(
    (await api().testApp.app.db.selectFrom('contact_messages').selectAll().execute()).map((row) => [
      row.id,
      row,
    ]),
  );
const renderInbox = (path: string) => renderRealPanelAt(api(), path, inboxes);
const writes = () => api().requests.filter((request) => request.method !== 'GET');
const menuLink = () =>
  within(screen.getByRole('navigation', { name: 'Menü' })).getByRole('link', { name: /İletişim Mesajları/ });
/** The unread count the side menu shows for the contact inbox ('' when the badge is hidden). */
const menuCount = () => {
  const badge = menuLink().querySelector('.MuiBadge-badge');
  return badge && !badge.classList.contains('MuiBadge-invisible') ? badge.textContent : '';
};

// Each test renders the whole panel: slow on a busy machine.
describe('the inbox', { timeout: 30_000 }, () => {
  it('lists the mail section with unread items standing out', async () => {
    renderInbox('/admin/contact');
    // The first screen of the file loads its lazy chunk: slow on a busy machine.
    const unreadRow = (await screen.findByText('Zeynep Kaya', {}, { timeout: 10_000 })).closest('tr')!;
    const readRow = screen.getByText('Mehmet Demir').closest('tr')!;
    expect(within(unreadRow).getByRole('img', { name: 'Okunmadı' })).toBeInTheDocument();
    expect(within(readRow).getByRole('img', { name: 'Okundu' })).toBeInTheDocument();
    expect(getComputedStyle(within(unreadRow).getByText('Zeynep Kaya')).fontWeight).toBe('700');
    expect(getComputedStyle(within(unreadRow).getByText('Sertifika')).fontWeight).toBe('700');
    expect(getComputedStyle(within(readRow).getByText('Mehmet Demir')).fontWeight).toBe('400');
    // Newest first, as the server orders them; the trash stays out.
    const names = screen.getAllByRole('row').slice(1);
    expect(names.map((row) => within(row).queryByText(/Kaya|Demir|Veli/)?.textContent)).toEqual([
      'Zeynep Kaya',
      'Mehmet Demir',
      'Ali Veli',
    ]);
    expect(screen.queryByText('Eski Kayıt')).toBeNull();
    await waitFor(() => expect(menuCount()).toBe('2'));
  });

  it('marks an item read when it is opened, and the unread counter drops', async () => {
    renderInbox('/admin/contact');
    fireEvent.click(await screen.findByText('Zeynep Kaya'));
    expect(await screen.findByText('Sertifika hakkında bir mesaj')).toBeInTheDocument();
    await waitFor(() =>
      expect(writes().map((r) => [r.url, r.body?._method, r.body?.id])).toEqual([
        ['/api/admin/contact/check', 'PUT', String(ids.zeynep)],
      ]),
    );
    await waitFor(() => expect(menuCount()).toBe('1'));
    expect((await stored()).get(ids.zeynep)?.check).toBe(1);
  });

  it('shows the accepted KVKK notice by its name and version day, in Turkish and English (issue 29)', async () => {
    await storeInbox({ consent: 'mehmet' });
    renderInbox(`/admin/contact/${ids.mehmet}/show`);
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
    renderInbox(`/admin/contact/${ids.mehmet}/show`);
    expect(await screen.findByText('Sınıf kiralama hakkında bir mesaj')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes()).toHaveLength(0);
  });

  it('moves the selected items to the trash in one request', async () => {
    renderInbox('/admin/contact');
    const row = (await screen.findByText('Zeynep Kaya')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('Ali Veli').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Çöpe Taşı' }));
    expect(await screen.findByText('Çöpe Taşındı!')).toBeInTheDocument();
    const [request] = writes();
    expect(request.url).toBe('/api/admin/contact/trash');
    expect(request.body).toMatchObject({ _method: 'PUT', trash_list: `[${ids.zeynep},${ids.ali}]` });
    await waitFor(() => expect(screen.queryByText('Zeynep Kaya')).toBeNull());
    await waitFor(() => expect(menuCount()).toBe(''));
    const rows = await stored();
    expect([ids.zeynep, ids.mehmet, ids.ali].map((id) => rows.get(id)?.section)).toEqual([
      'trash',
      'mail',
      'trash',
    ]);
  });

  it('deletes for good from the trash only after the spec confirmation', async () => {
    renderInbox('/admin/contact');
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
    expect(writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Sil!' }));
    expect(await screen.findByText('Silindi!')).toBeInTheDocument();
    const [request] = writes();
    expect(request.url).toBe('/api/admin/contact');
    expect(request.body).toMatchObject({ _method: 'DELETE', delete_list: `[${ids.old}]` });
    expect([...(await stored()).keys()].sort((a, b) => a - b)).toEqual([ids.zeynep, ids.mehmet, ids.ali]);
  });

  it('restores the selected items from the trash ("Geri Al"), and a restored unread item counts again', async () => {
    await storeInbox({ trashedUnread: true });
    renderInbox('/admin/contact');
    await screen.findByText('Zeynep Kaya');
    await waitFor(() => expect(menuCount()).toBe('2'));
    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    const row = (await screen.findByText('Eski Kayıt')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText('Geri Alındı!')).toBeInTheDocument();
    const [request] = writes();
    expect(request.url).toBe('/api/admin/contact/restore');
    expect(request.body).toMatchObject({ _method: 'PUT', restore_list: `[${ids.old}]` });
    await waitFor(() => expect(screen.queryByText('Eski Kayıt')).toBeNull());
    await waitFor(() => expect(menuCount()).toBe('3'));
    fireEvent.click(screen.getByRole('tab', { name: 'Gelen Kutusu' }));
    expect(await screen.findByText('Eski Kayıt')).toBeInTheDocument();
    expect((await stored()).get(ids.old)?.section).toBe('mail');
  });

  it('restores one item from its page in the trash', async () => {
    renderInbox(`/admin/contact/${ids.old}/show`);
    expect(await screen.findByText('Bu kayıt çöp kutusunda.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Okunmadı olarak işaretle' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText('Geri Alındı!')).toBeInTheDocument();
    expect(writes().map((r) => [r.url, r.body?.restore_list])).toEqual([
      ['/api/admin/contact/restore', `[${ids.old}]`],
    ]);
    await waitFor(() => expect(screen.queryByText('Bu kayıt çöp kutusunda.')).toBeNull());
    expect((await stored()).get(ids.old)?.section).toBe('mail');
  });

  it('marks a read item unread from its page, back to the list, and the counter rises', async () => {
    renderInbox(`/admin/contact/${ids.mehmet}/show`);
    expect(await screen.findByText('Sınıf kiralama hakkında bir mesaj')).toBeInTheDocument();
    await waitFor(() => expect(menuCount()).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Okunmadı olarak işaretle' }));
    expect(await screen.findByText('Okunmadı olarak işaretlendi.')).toBeInTheDocument();
    expect(writes().map((r) => [r.url, r.body?._method, r.body?.unread_list])).toEqual([
      ['/api/admin/contact/unread', 'PUT', `[${ids.mehmet}]`],
    ]);
    // Back on the list (its section tabs), the item shows as unread.
    expect(await screen.findByRole('tab', { name: 'Gelen Kutusu' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByText('Mehmet Demir').closest('tr')!).getByRole('img', { name: 'Okunmadı' }),
      ).toBeInTheDocument(),
    );
    await waitFor(() => expect(menuCount()).toBe('3'));
    expect((await stored()).get(ids.mehmet)?.check).toBe(0);
  });

  it('sends the day filter to the server and exports the section as a Turkish CSV with a BOM', async () => {
    await storeInbox({ consent: 'zeynep' });
    const download = captureCsvDownload();
    renderInbox('/admin/contact');
    await screen.findByText('Zeynep Kaya');
    // Tomorrow in Istanbul: the server leaves every message out.
    const tomorrow = new Date(Date.now() + 27 * 3_600_000).toISOString().slice(0, 10);
    fireEvent.change(screen.getByLabelText('Tarih (başlangıç)'), { target: { value: tomorrow } });
    await waitFor(() => expect(api().requests.some((r) => r.url.includes(`from=${tomorrow}`))).toBe(true));
    await waitFor(() => expect(screen.queryByText('Zeynep Kaya')).toBeNull());
    // The messages are back with the oldest one's day as the first day: in the first minutes after midnight in
    // Istanbul that is yesterday, and "today" would leave it out (a CI run at 21:02 UTC failed so).
    const firstDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
      new Date(Date.now() - 3 * 60_000),
    );
    fireEvent.change(screen.getByLabelText('Tarih (başlangıç)'), { target: { value: firstDay } });
    await screen.findByText('Zeynep Kaya');
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
