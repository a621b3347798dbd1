import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailOutboxEntry } from '../../shared/mailOutbox';
import { formatDateTime } from '../../shared/relativeTime';
import { i18nProvider } from '../i18n/i18nProvider';
import { prepareRealPanel, realApiForFile, renderRealPanelAt } from '../testing/realApi';
import mailOutbox from '.';

/* E-posta Kayıtları against the real API (issue 33): its rows stored in the database before each test. */

const api = realApiForFile();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const ids: Record<string, number> = {};

type StoredMail = Partial<Omit<MailOutboxEntry, 'has_content' | 'id'>> & {
  text?: string;
  html?: string;
  claimed_until?: string;
};

/** A contact message that failed for good: six tries, the relay refused. */
const failed = (): StoredMail => ({
  kind: 'contact',
  recipient: 'egitim@akademi.test',
  subject: 'Yeni iletişim mesajı: Teklif',
  status: 'failed',
  attempts: 6,
  next_attempt_at: minutesAgo(1),
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
  created_at: minutesAgo(5),
});

async function storeMail(fields: StoredMail): Promise<number> {
  const row = await api()
    .testApp.app.db.insertInto('mail_outbox')
    .values({
      kind: 'contact',
      recipient: 'kisi@akademi.test',
      reply_to: null,
      subject: 'Konu',
      text: 'Merhaba',
      html: '<p>Merhaba</p>',
      status: 'pending',
      attempts: 0,
      next_attempt_at: minutesAgo(1),
      claimed_until: null,
      last_error: null,
      created_at: minutesAgo(1),
      sent_at: null,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeEach(async () => {
  await api().testApp.app.db.deleteFrom('mail_outbox').execute();
  ids.failed = await storeMail(failed());
  // A reset link an instance is sending right now (claimed for a minute): a cancel is refused.
  ids.waiting = await storeMail({
    kind: 'password-reset',
    recipient: 'ayse@akademi.test',
    subject: 'Şifre sıfırlama bağlantınız',
    created_at: minutesAgo(2),
    claimed_until: new Date(Date.now() + 60_000).toISOString(),
  });
  ids.sent = await storeMail({
    kind: 'pre-registration-confirmation',
    recipient: 'jane@example.com',
    subject: '',
    text: '',
    html: '',
    status: 'sent',
    attempts: 1,
    created_at: minutesAgo(8),
    sent_at: minutesAgo(3),
  });
  return () => i18nProvider.changeLocale('tr');
});

const stored = async (id: number) =>
  (await api().read<{ data: { items: MailOutboxEntry[] } }>('/api/admin/mail-outbox')).data.items.find(
    (entry) => entry.id === id,
  );
const renderOutbox = () => renderRealPanelAt(api(), '/admin/mail-outbox', [mailOutbox]);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('E-posta Kayıtları in Turkish', () => {
  it('lists kind, recipient, status, tries and the last error, with relative times and the right buttons', async () => {
    renderOutbox();
    expect((await screen.findAllByRole('heading', { name: 'E-posta Kayıtları' })).length).toBeGreaterThan(0);
    for (const header of ['Oluşturulma', 'Tür', 'Alıcı', 'Durum', 'Deneme', 'Son hata']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const failedRow = await rowOf('egitim@akademi.test');
    expect(failedRow).toHaveTextContent('5 dakika önce');
    expect(failedRow).toHaveTextContent('İletişim mesajı');
    expect(failedRow).toHaveTextContent('Gönderilemedi');
    expect(failedRow).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:25');
    expect(within(failedRow).getAllByRole('cell')[4]).toHaveTextContent(/^6$/);
    expect(within(failedRow).queryByRole('button', { name: /iptal et/ })).toBeNull();

    const waitingRow = await rowOf('ayse@akademi.test');
    expect(waitingRow).toHaveTextContent('Şifre sıfırlama');
    expect(waitingRow).toHaveTextContent('Bekliyor');
    // A reset link is never sent again: only cancelling is offered.
    expect(within(waitingRow).queryByRole('button', { name: /yeniden gönder/ })).toBeNull();
    expect(
      within(waitingRow).getByRole('button', { name: 'ayse@akademi.test adresine giden e-postayı iptal et' }),
    ).toBeEnabled();

    const sentRow = await rowOf('jane@example.com');
    expect(sentRow).toHaveTextContent('Ön kayıt onayı (ziyaretçiye)');
    expect(sentRow).toHaveTextContent('Gönderildi: 3 dakika önce');
    expect(within(sentRow).queryAllByRole('button')).toHaveLength(0);
  });

  it("retries a failed e-mail with the server's message and reads the list again", async () => {
    renderOutbox();
    const failedRow = await rowOf('egitim@akademi.test');
    fireEvent.click(
      within(failedRow).getByRole('button', {
        name: 'egitim@akademi.test adresine giden e-postayı yeniden gönder',
      }),
    );
    expect(await screen.findByText('E-posta yeniden gönderim sırasına alındı.')).toBeInTheDocument();
    const retry = api().requests.find((request) => request.url.endsWith(`/mail-outbox/${ids.failed}/retry`));
    expect(retry?.body?._method).toBe('PUT');
    await waitFor(async () => expect(await rowOf('egitim@akademi.test')).toHaveTextContent('Bekliyor'));
    expect(screen.queryByText('connect ECONNREFUSED 127.0.0.1:25')).toBeNull();
    expect(await stored(ids.failed)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
  });

  it('says when a mail that failed once is tried again: its time ahead, or "sırada" once due', async () => {
    const later = new Date(Date.now() + 10 * 60_000);
    await storeMail({ recipient: 'ahead@akademi.test', attempts: 2, next_attempt_at: later.toISOString() });
    await storeMail({ recipient: 'due@akademi.test', attempts: 1, next_attempt_at: minutesAgo(1) });
    renderOutbox();
    expect(await rowOf('ahead@akademi.test')).toHaveTextContent(`Sonraki deneme: ${formatDateTime(later)}`);
    expect(await rowOf('due@akademi.test')).toHaveTextContent('Sonraki deneme: sırada');
    expect(screen.queryByText(/saniye önce/)).toBeNull();
  });

  it("shows the server's refusal of a cancel in its own words", async () => {
    renderOutbox();
    const waitingRow = await rowOf('ayse@akademi.test');
    fireEvent.click(within(waitingRow).getByRole('button', { name: /iptal et$/ }));
    expect(
      await screen.findByText('E-posta şu anda gönderiliyor; biraz sonra tekrar deneyin.'),
    ).toBeInTheDocument();
    expect((await stored(ids.waiting))?.status).toBe('pending');
  });

  it('filters by status', async () => {
    renderOutbox();
    await rowOf('jane@example.com');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Durum' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gönderilemedi' }));
    await waitFor(() => expect(screen.queryByText('jane@example.com')).toBeNull());
    const last = api()
      .requests.map((request) => new URL(request.url, 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/mail-outbox')
      .at(-1);
    expect(last?.searchParams.get('status')).toBe('failed');
    expect(screen.getByText('egitim@akademi.test')).toBeInTheDocument();
  });

  it('says in its own words when the filters leave nothing, and clears them', async () => {
    renderOutbox();
    await rowOf('jane@example.com');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Durum' }));
    fireEvent.click(await screen.findByRole('option', { name: 'İptal edildi' }));
    expect(await screen.findByText('Bu filtrelere uyan e-posta yok.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    expect(await rowOf('jane@example.com')).toBeInTheDocument();
  });
});

describe('E-posta Kayıtları on an English panel', () => {
  it('shows statuses, kinds, times and the refusal in English', async () => {
    renderOutbox();
    await rowOf('egitim@akademi.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Dil: Türkçe' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await screen.findByRole('button', { name: 'Language: English' });
    const failedRow = await rowOf('egitim@akademi.test');
    await waitFor(() => expect(failedRow).toHaveTextContent('Failed'));
    expect(failedRow).toHaveTextContent('5 minutes ago');
    expect(failedRow).toHaveTextContent('Contact message');
    for (const header of ['Created', 'Kind', 'Recipient', 'Status', 'Tries', 'Last error']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await rowOf('jane@example.com')).toHaveTextContent('Sent: 3 minutes ago');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the e-mail to ayse@akademi.test' }));
    expect(
      await screen.findByText('The e-mail is being sent right now; try again in a moment.'),
    ).toBeInTheDocument();
  });
});

describe('E-posta Kayıtları on a phone', () => {
  it('shows one card per e-mail with its status, tries, last error and buttons', async () => {
    await prepareRealPanel(api(), 390);
    renderOutbox();
    await screen.findByText('egitim@akademi.test');
    const cards = screen.getAllByTestId('mail-outbox-card');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('Gönderilemedi');
    expect(cards[1]).toHaveTextContent('İletişim mesajı · 6 deneme');
    expect(cards[1]).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:25');
    expect(within(cards[1]).getByRole('button', { name: /yeniden gönder/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when no e-mail is there yet, instead of an empty screen', async () => {
    await api().testApp.app.db.deleteFrom('mail_outbox').execute();
    await prepareRealPanel(api(), 390);
    renderOutbox();
    expect(await screen.findByText('Henüz gönderilen ya da bekleyen e-posta yok.')).toBeInTheDocument();
    expect(screen.queryByTestId('mail-outbox-card')).toBeNull();
  });
});
