import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOriginForLinks } from '../../server/http/origins.js';
import type { MailOutboxEntry } from '../../shared/mailOutbox.js';
import { sendJobApplication } from '../helpers/publicApi.js';
import { addMailedSession, contactMessage } from '../helpers/formVisitors.js';
import { postWithCsrf } from '../helpers/testApp.js';
import { useSmtpSink } from '../helpers/useTestApp.js';
import { sendSupportRequest, useAdminTestApp } from './admin-helpers.js';

/*
 * E-posta Kayıtları (issue 29): the administrators see the outbox without what the messages said, send a
 * waiting or failed message again and cancel a waiting one; office e-mails link to their record.
 */

const companyInbox = 'egitim@akademi.test';
/** Where office e-mails point: the configured back office origin (here the test's default). */
let adminOrigin: string;
const resetLink = 'https://yonetim.akademi.test/sifre-sifirla?token=gizli-jeton-123';
const later = '2099-01-01T00:00:00.000Z';

const sink = useSmtpSink();
const { t, admin, editor } = useAdminTestApp(() => ({
  seed: true,
  env: {
    SMTP_URL: sink.url,
    MAIL_FROM: 'bildirim@akademi.test',
    MAIL_TO: companyInbox,
  },
}));
beforeAll(() => {
  adminOrigin = adminOriginForLinks(t.app.config);
});
beforeEach(async () => {
  await t.app.mail!.idle();
  await t.app.db.deleteFrom('mail_outbox').execute();
  sink.received.length = 0;
});

type Row = Partial<{
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  status: 'pending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
}>;

/** A message as the outbox would hold it; pending ones wait until `later`, so the worker leaves them. */
async function stored(row: Row = {}): Promise<number> {
  const text = row.text ?? 'Mesajın metni';
  const inserted = await t.app.db
    .insertInto('mail_outbox')
    .values({
      kind: row.kind ?? 'contact',
      recipient: row.recipient ?? companyInbox,
      reply_to: null,
      subject: row.subject ?? 'Yeni iletişim mesajı: Teklif',
      text,
      html: text ? `<p>${text}</p>` : '',
      status: row.status ?? 'pending',
      attempts: row.attempts ?? 0,
      next_attempt_at: row.next_attempt_at ?? later,
      claimed_until: null,
      last_error: row.last_error ?? null,
      created_at: row.created_at ?? new Date().toISOString(),
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const items = async (query = ''): Promise<MailOutboxEntry[]> => {
  const res = await admin.get(`/mail-outbox${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items;
};

const rowOf = (id: number) =>
  t.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/admin/mail-outbox', () => {
  it('lists the newest first, paged, with kind, recipient, status, tries and the last error', async () => {
    const old = await stored({ created_at: '2026-01-01T10:00:00.000Z', status: 'sent', attempts: 1 });
    const failed = await stored({
      created_at: '2026-02-01T10:00:00.000Z',
      kind: 'hr',
      status: 'failed',
      attempts: 6,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    const res = await admin.get('/mail-outbox?per_page=1');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 2, page: 1, per_page: 1, last_page: 2 });
    expect(data.items[0]).toMatchObject({
      id: failed,
      kind: 'hr',
      recipient: companyInbox,
      status: 'failed',
      attempts: 6,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      has_content: true,
    });
    const second = await admin.get('/mail-outbox?per_page=1&page=2');
    expect(second.json().data.items.map((item: MailOutboxEntry) => item.id)).toEqual([old]);
  });

  it('filters by status and kind and searches the recipient, Turkish letters folded', async () => {
    await stored({ recipient: 'İLKER@örnek.com.tr', kind: 'pre-registration-confirmation' });
    await stored({ recipient: 'ayse@example.com', kind: 'password-reset', status: 'failed', text: '' });
    await stored({ recipient: companyInbox, kind: 'contact', status: 'sent', text: '' });
    expect((await items('?search=ilker')).map((item) => item.recipient)).toEqual(['İLKER@örnek.com.tr']);
    expect((await items('?status=failed')).map((item) => item.recipient)).toEqual(['ayse@example.com']);
    expect((await items('?kind=contact')).map((item) => item.status)).toEqual(['sent']);
    expect(await items('?status=sent&kind=hr')).toEqual([]);
    // An unknown status is no filter rather than an error.
    expect(await items('?status=bogus')).toHaveLength(3);
  });

  it('never returns what a message said: no text, HTML, reply-to, nor a reset link', async () => {
    await stored({ kind: 'password-reset', recipient: 'admin@test.local', text: `Bağlantı: ${resetLink}` });
    await stored({ kind: 'contact', text: 'Ziyaretçinin gizli mesajı 0532 111 22 33' });
    const res = await admin.get('/mail-outbox');
    expect(res.body).not.toContain('gizli-jeton-123');
    expect(res.body).not.toContain('0532 111 22 33');
    for (const item of res.json().data.items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'attempts',
          'created_at',
          'has_content',
          'id',
          'kind',
          'last_error',
          'next_attempt_at',
          'recipient',
          'sent_at',
          'status',
          'subject',
        ].sort(),
      );
    }
  });

  it('is for administrators only: 403 for an editor, 401 without a token', async () => {
    const id = await stored();
    for (const [method, url] of [
      ['GET', '/mail-outbox'],
      ['PUT', `/mail-outbox/${id}/retry`],
      ['PUT', `/mail-outbox/${id}/cancel`],
    ] as const) {
      const asEditor = method === 'GET' ? await editor.get(url) : await editor.put(url, {});
      expect(asEditor.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({ method, url: `/api/admin${url}` });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await rowOf(id)).status).toBe('pending');
  });
});

describe('PUT /api/admin/mail-outbox/:id/retry', () => {
  it('sends a cancelled message again, tries reset, and the worker delivers it', async () => {
    const id = await stored({ status: 'cancelled', attempts: 3, last_error: 'timeout', text: 'Yeniden' });
    const res = await admin.put(`/mail-outbox/${id}/retry`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'E-posta yeniden gönderim sırasına alındı.',
      data: { id, status: 'pending', attempts: 0, last_error: null },
    });
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 5000, interval: 20 });
    expect(sink.received[0].text).toContain('Yeniden');
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'));
  });

  it('sends a waiting message now rather than at its next attempt', async () => {
    const id = await stored({ status: 'pending', attempts: 4, last_error: 'timeout' });
    const res = await admin.put(`/mail-outbox/${id}/retry`, {});
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'), { timeout: 5000 });
    expect((await rowOf(id)).attempts).toBe(1);
  });

  it('refuses what cannot be sent again, saying why', async () => {
    const sent = await stored({ status: 'sent', text: '' });
    const cleared = await stored({ status: 'failed', attempts: 6, text: '' });
    const reset = await stored({
      status: 'cancelled',
      kind: 'password-reset',
      text: `Bağlantı: ${resetLink}`,
    });
    const cases = [
      [sent, 'Gönderilmiş bir e-posta yeniden gönderilemez.'],
      [cleared, 'Bu e-postanın içeriği gizlilik gereği silindi; yeniden gönderilemez.'],
      [reset, 'Şifre sıfırlama bağlantısı yeniden gönderilmez: kullanıcı yeni bir bağlantı istemeli.'],
    ] as const;
    for (const [id, message] of cases) {
      const res = await admin.put(`/mail-outbox/${id}/retry`, {});
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect((await rowOf(cleared)).status).toBe('failed');
    expect((await admin.put('/mail-outbox/999999/retry', {})).statusCode).toBe(404);
    expect(sink.received).toHaveLength(0);
  });
});

describe('PUT /api/admin/mail-outbox/:id/cancel', () => {
  it('keeps a waiting message from being sent, its text kept for a later retry', async () => {
    const id = await stored({ status: 'pending', attempts: 2, text: 'Bekleyen' });
    const res = await admin.put(`/mail-outbox/${id}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'E-posta iptal edildi; gönderilmeyecek.',
      data: { id, status: 'cancelled', has_content: true },
    });
    // Even when due, the worker does not take it.
    await t.app.db.updateTable('mail_outbox').set({ next_attempt_at: '2000-01-01T00:00:00.000Z' }).execute();
    t.app.mail!.wake();
    await t.app.mail!.idle();
    expect(sink.received).toHaveLength(0);
    expect((await rowOf(id)).status).toBe('cancelled');
  });

  it('forgets a cancelled reset link at once', async () => {
    const id = await stored({ kind: 'password-reset', text: `Bağlantı: ${resetLink}` });
    expect((await admin.put(`/mail-outbox/${id}/cancel`, {})).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'cancelled', text: '', html: '', subject: '' });
  });

  it('refuses a message that is not waiting, and one being sent right now', async () => {
    const sent = await stored({ status: 'sent', text: '' });
    const res = await admin.put(`/mail-outbox/${sent}/cancel`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Yalnızca gönderilmeyi bekleyen bir e-posta iptal edilebilir.');
    const busy = await stored();
    await t.app.db.updateTable('mail_outbox').set({ claimed_until: later }).where('id', '=', busy).execute();
    const whileSending = await admin.put(`/mail-outbox/${busy}/cancel`, {});
    expect(whileSending.statusCode).toBe(409);
    expect(whileSending.json().message).toBe('E-posta şu anda gönderiliyor; biraz sonra tekrar deneyin.');
    expect((await rowOf(busy)).status).toBe('pending');
  });
});

describe('office e-mails link to their record in the back office', () => {
  const delivered = async () => {
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 5000, interval: 20 });
    return sink.received[0];
  };
  /** The id of the row a form stored for the visitor's `email`. */
  const storedId = async (
    table: 'contact_messages' | 'hr_applications' | 'pre_registrations',
    email: string,
  ) =>
    (await t.app.db.selectFrom(table).select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('a contact message', async () => {
    const res = await postWithCsrf(
      t,
      '/api/contact',
      contactMessage({
        name: 'Çağrı Işık',
        email: 'cagri@ornek.com.tr',
        subject: 'Teklif',
        message: 'On iki kişilik eğitim teklifi rica ediyoruz.',
      }),
      { remoteAddress: '10.77.0.1' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const messageId = await storedId('contact_messages', 'cagri@ornek.com.tr');
    const mail = await delivered();
    const link = `${adminOrigin}/admin/contact/${messageId}/show`;
    expect(mail.text).toContain(`Kaydı yönetim panelinde aç: ${link}`);
    expect(mail.html).toContain(`<a href="${link}">`);
  });

  it('a job application', async () => {
    const res = await sendJobApplication(t, 'cv.pdf', '10.77.0.2');
    expect(res.statusCode, res.body).toBe(200);
    const applicationId = await storedId('hr_applications', 'mehmet@example.com');
    const mail = await delivered();
    expect(mail.text).toContain(`${adminOrigin}/admin/human-resources/${applicationId}/show`);
  });

  it("a pre-registration (the office copy only, not the visitor's)", async () => {
    const { session } = await addMailedSession(t);
    const res = await postWithCsrf(
      t,
      '/api/pre-registrations',
      {
        session_id: String(session.id),
        name: 'Jane Doe',
        email: 'jane@example.com',
        phone: '+44 20 7946 0000',
        participants: '1',
        kvkk_consent: '1',
      },
      { remoteAddress: '10.77.0.3' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const registrationId = await storedId('pre_registrations', 'jane@example.com');
    await vi.waitFor(() => expect(sink.received).toHaveLength(2), { timeout: 5000, interval: 20 });
    const link = `${adminOrigin}/admin/pre-registrations/${registrationId}`;
    const office = sink.received.find((mail) => mail.replyTo?.text === 'jane@example.com');
    const visitor = sink.received.find((mail) => mail !== office);
    expect(office?.text).toContain(link);
    expect(visitor?.text).not.toContain('/admin/');
  });

  it('a support request', async () => {
    const res = await sendSupportRequest(t);
    expect(res.statusCode, res.body).toBe(201);
    const mail = await delivered();
    expect(mail.text).toContain(`${adminOrigin}/admin/support/${res.json().data.id}/show`);
  });
});
