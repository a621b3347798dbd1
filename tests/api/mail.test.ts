import { beforeEach, describe, expect, it, vi } from 'vitest';
import { up as clearDoneMailBodies } from '../../server/db/migrations/0013_mail_body_cleared.js';
import { MailOutbox } from '../../server/mail/outbox.js';
import { sendJobApplication } from '../helpers/publicApi.js';
import { addMailedSession, addressSequence, contactMessage } from '../helpers/formVisitors.js';
import { startSmtpSink } from '../helpers/smtpSink.js';
import { createTestApp, postWithCsrf } from '../helpers/testApp.js';
import { useSmtpSink, useTestApp } from '../helpers/useTestApp.js';
import { sendSupportRequest } from './admin-helpers.js';

/*
 * Issue 13, e-mail: every contact message, job application, pre-registration and support request tells the
 * company, a pre-registration is confirmed to the visitor, and none of it can block or fail the visitor's
 * request (an outbox sent in the background). Over real SMTP, to a sink started here.
 */

const companyInbox = 'egitim@akademi.test';
const sink = useSmtpSink();
const t = useTestApp(() => ({
  seed: true,
  env: { SMTP_URL: sink.url, MAIL_FROM: 'Akademi <bildirim@akademi.test>', MAIL_TO: companyInbox },
}));
beforeEach(() => {
  sink.received.length = 0;
});

const nextIp = addressSequence(40);

const post = (url: string, fields: Record<string, string>, extra: { lang?: string } = {}) =>
  postWithCsrf(t, url, fields, { lang: extra.lang, remoteAddress: nextIp() });

/** Waits until the sink holds `count` messages (the outbox sends in the background). */
const delivered = async (count: number) => {
  await vi.waitFor(() => expect(sink.received).toHaveLength(count), { timeout: 5000, interval: 20 });
  return sink.received;
};

const outbox = () => t.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe('notifications to the company', () => {
  it('sends a contact message, replying to the visitor, Turkish intact', async () => {
    const res = await post(
      '/api/contact',
      contactMessage({
        name: 'Çağrı Işık',
        email: 'cagri@ornek.com.tr',
        subject: 'Güvenlik eğitimi',
        message: 'İş sağlığı ve güvenliği eğitimi için 12 kişilik teklif rica ediyoruz.',
      }),
    );
    expect(res.statusCode).toBe(200);
    const [mail] = await delivered(1);
    expect(mail.subject).toBe('Yeni iletişim mesajı: Güvenlik eğitimi');
    expect(mail.to).toMatchObject({ text: companyInbox });
    expect(mail.from?.value).toEqual([{ name: 'Akademi', address: 'bildirim@akademi.test' }]);
    expect(mail.replyTo?.text).toBe('cagri@ornek.com.tr');
    expect(mail.text).toContain('Ad Soyad: Çağrı Işık');
    expect(mail.text).toContain('İş sağlığı ve güvenliği eğitimi için 12 kişilik teklif rica ediyoruz.');
    expect(mail.html).toContain('<td style="padding:4px 0;white-space:pre-wrap">Çağrı Işık</td>');
    await vi.waitFor(async () =>
      expect((await outbox()).at(-1)).toMatchObject({ status: 'sent', attempts: 1 }),
    );
  });

  it('escapes what the visitor typed and keeps it out of the headers', async () => {
    await post(
      '/api/contact',
      contactMessage({
        name: '<script>alert(1)</script>',
        email: 'kotu@example.com',
        subject: 'Merhaba\r\nBcc: herkes@example.com',
        message: '<img src=x onerror=alert(1)> mesajı',
      }),
    );
    const [mail] = await delivered(1);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.get('bcc')).toBeUndefined();
    expect(mail.subject).toBe('Yeni iletişim mesajı: Merhaba Bcc: herkes@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; mesajı');
  });

  it('sends a job application without the CV (it stays behind the sign-in)', async () => {
    const res = await sendJobApplication(t, 'özgeçmiş.pdf', nextIp());
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await delivered(1);
    expect(mail.subject).toBe('Yeni iş başvurusu: Mehmet Demir (Eğitim Koordinatörü)');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain('yönetim panelinin İK başvuruları kutusundan');
  });

  it('sends a support request from the back office with who opened it', async () => {
    const res = await sendSupportRequest(t);
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await delivered(1);
    expect(mail.subject).toBe('Yeni destek talebi: Logo yüklenmiyor');
    expect(mail.text).toContain('Öncelik: Yüksek');
    expect(mail.text).toContain('Açan: Test Yönetici <admin@test.local>');
  });
});

describe('pre-registration', () => {
  it('tells the company and confirms to the visitor in their language, in Istanbul time', async () => {
    // 07:30 UTC = 10:30 in Istanbul
    const { product, session } = await addMailedSession(t);
    const res = await post(
      '/api/pre-registrations',
      {
        session_id: String(session.id),
        name: 'Jane Doe',
        email: 'jane@example.com',
        phone: '+44 20 7946 0000',
        participants: '2',
        kvkk_consent: '1',
      },
      { lang: 'en' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mails = await delivered(2);
    const titles = JSON.parse(product.title) as Record<string, string>;
    const company = mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === companyInbox)!;
    const visitor = mails.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === 'jane@example.com',
    )!;
    expect(company.subject).toBe(`Yeni ön kayıt: ${titles.tr} – 14 Mart 2031 10:30`);
    expect(company.text).toContain('Katılımcı sayısı: 2');
    expect(company.replyTo?.text).toBe('jane@example.com');
    expect(visitor.subject).toBe(`We received your pre-registration: ${titles.en ?? titles.tr}`);
    expect(visitor.text).toContain('Session: 14 March 2031 at 10:30');
    expect(visitor.text).toContain('Place: İzmir');
    expect(visitor.replyTo?.text).toBe(companyInbox);
  });
});

/**
 * An application whose SMTP server is down: a port that answered once and is closed now (`smtpPort`, for
 * bringing a server back on it).
 */
async function appWithSmtpDown() {
  const down = await startSmtpSink();
  const smtpPort = down.port;
  await down.close();
  const app = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'bildirim@akademi.test',
      MAIL_TO: companyInbox,
    },
  });
  return Object.assign(app, { smtpPort });
}

describe('an SMTP server that is down', () => {
  it('neither blocks nor fails the visitor; the message waits in the outbox and goes once SMTP is back', async () => {
    const stalled = await appWithSmtpDown();
    try {
      const res = await postWithCsrf(
        stalled,
        '/api/contact',
        contactMessage({ message: 'SMTP kapalıyken gönderilen mesaj.' }),
      );
      expect(res.statusCode).toBe(200);
      expect(await stalled.app.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
      const rows = () => stalled.app.db.selectFrom('mail_outbox').selectAll().execute();
      await vi.waitFor(async () =>
        expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1 }),
      );
      const [row] = await rows();
      expect(row.last_error).toBeTruthy();
      expect(Date.parse(row.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);

      // SMTP is back on the same port; the retry falls due.
      const back = await startSmtpSink(stalled.smtpPort);
      try {
        await stalled.app.db
          .updateTable('mail_outbox')
          .set({ next_attempt_at: new Date().toISOString() })
          .execute();
        stalled.app.mail!.wake();
        await vi.waitFor(() => expect(back.received).toHaveLength(1), { timeout: 5000 });
        expect(back.received[0].text).toContain('SMTP kapalıyken gönderilen mesaj.');
        await vi.waitFor(async () =>
          expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 }),
        );
      } finally {
        await back.close();
      }
    } finally {
      await stalled.close();
    }
  });
});

describe('what the outbox keeps (issue 27)', () => {
  const message = (status: 'pending' | 'sent' | 'failed', attempts: number) => ({
    kind: 'contact',
    recipient: companyInbox,
    reply_to: 'ziyaretci@example.com',
    subject: 'Yeni iletişim mesajı: Ayşe Yılmaz',
    text: 'Telefon: 0532 555 44 33',
    html: '<p>Telefon: 0532 555 44 33</p>',
    status,
    attempts,
    next_attempt_at: new Date().toISOString(),
    claimed_until: null,
    last_error: null,
    created_at: new Date().toISOString(),
    sent_at: status === 'sent' ? new Date().toISOString() : null,
  });
  const forgotten = { subject: '', text: '', html: '', reply_to: null };

  it('forgets what a delivered message said, and keeps who, what kind and when', async () => {
    await post('/api/contact', contactMessage({ message: 'Kişisel bir mesaj.' }));
    const [mail] = await delivered(1);
    expect(mail.text).toContain('Kişisel bir mesaj.');
    const row = await vi.waitFor(async () => {
      const last = (await outbox()).at(-1)!;
      expect(last.status).toBe('sent');
      return last;
    });
    expect(row).toMatchObject({ kind: 'contact', recipient: companyInbox, attempts: 1, ...forgotten });
    expect(Date.parse(row.created_at)).not.toBeNaN();
    expect(Date.parse(row.sent_at!)).toBeGreaterThanOrEqual(Date.parse(row.created_at));
  });

  it('keeps a message it gives up on for a retry by hand, but forgets a reset link', async () => {
    const stalled = await appWithSmtpDown();
    try {
      const rows = () => stalled.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
      // One attempt short of giving up, and one with retries left.
      await stalled.app.db
        .insertInto('mail_outbox')
        .values([
          message('pending', 6),
          message('pending', 0),
          { ...message('pending', 6), kind: 'password-reset', subject: 'Şifre sıfırlama bağlantınız' },
        ])
        .execute();
      stalled.app.mail!.wake();
      await vi.waitFor(async () => expect((await rows()).map((row) => row.attempts)).toEqual([7, 1, 7]), {
        timeout: 5000,
      });
      const [givenUp, retrying, resetLink] = await rows();
      // E-posta Kayıtları can send it again once the mail server is back; the KVKK retention clears it later.
      expect(givenUp).toMatchObject({
        status: 'failed',
        kind: 'contact',
        recipient: companyInbox,
        subject: 'Yeni iletişim mesajı: Ayşe Yılmaz',
      });
      expect(givenUp.text).toContain('0532');
      expect(givenUp.last_error).toBeTruthy();
      expect(resetLink).toMatchObject({ status: 'failed', kind: 'password-reset', ...forgotten });
      // Still to be sent: its text is needed.
      expect(retrying).toMatchObject({ status: 'pending', subject: 'Yeni iletişim mesajı: Ayşe Yılmaz' });
      expect(retrying.text).toContain('0532');
    } finally {
      await stalled.close();
    }
  });

  it('clears on upgrade what was already done before (migration 0013)', async () => {
    const db = t.app.db;
    const ids = await db
      .insertInto('mail_outbox')
      // The pending one is not due, so this app's worker leaves it alone.
      .values([
        message('sent', 1),
        message('failed', 7),
        { ...message('pending', 0), next_attempt_at: new Date(Date.now() + 86_400_000).toISOString() },
      ])
      .returning('id')
      .execute();
    await clearDoneMailBodies(db);
    const rows = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where(
        'id',
        'in',
        ids.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ status: 'sent', recipient: companyInbox, ...forgotten });
    expect(rows[1]).toMatchObject({ status: 'failed', ...forgotten });
    expect(rows[2]).toMatchObject({ status: 'pending', reply_to: 'ziyaretci@example.com' });
    expect(rows[2].text).toContain('0532');
    await db.deleteFrom('mail_outbox').where('status', '=', 'pending').execute();
  });
});

describe('several instances on one outbox', () => {
  it('sends each message once', async () => {
    const second = new MailOutbox(
      t.app.db,
      { smtpUrl: sink.url, from: 'bildirim@akademi.test', to: companyInbox },
      t.app.log,
    );
    for (let i = 0; i < 15; i++) {
      await t.app.mail!.enqueue(t.app.db, {
        kind: 'contact',
        to: companyInbox,
        subject: `Toplu ${i}`,
        text: `Mesaj ${i}`,
        html: `<p>Mesaj ${i}</p>`,
      });
    }
    t.app.mail!.wake();
    second.wake();
    await delivered(15);
    await t.app.mail!.idle();
    await second.stop();
    expect(new Set(sink.received.map((mail) => mail.subject)).size).toBe(15);
    expect(sink.received).toHaveLength(15);
  });
});

describe('without SMTP settings', () => {
  it('stores nothing to send', async () => {
    const quiet = await createTestApp();
    try {
      await postWithCsrf(quiet, '/api/contact', contactMessage({ message: 'E-posta ayarı yokken.' }));
      expect(await quiet.app.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
      expect(await quiet.app.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
      expect(quiet.app.mail).toBeUndefined();
    } finally {
      await quiet.close();
    }
  });
});
