/** What an outbox message's status can be (server/mail/outbox.ts; cancelled: E-posta Kayıtları). */
export const mailOutboxStatuses = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type MailOutboxStatus = (typeof mailOutboxStatuses)[number];

/** The kinds of e-mail the site sends (server/mail/messages.ts). */
export const mailOutboxKinds = [
  'contact',
  'hr',
  'pre-registration',
  'pre-registration-confirmation',
  'corporate-request',
  'corporate-request-confirmation',
  'support',
  'password-reset',
] as const;

/**
 * What an outbox message keeps besides its texts, as the database stores it (mail_outbox, migration 0006)
 * and E-posta Kayıtları lists it: who it went to, what kind, how it went.
 */
export interface MailOutboxRecord {
  /** What it tells about: one of mailOutboxKinds. */
  kind: string;
  /** One address or several, comma-separated. */
  recipient: string;
  subject: string;
  /** pending → sent, or failed after the last attempt; cancelled by an administrator (E-posta Kayıtları). */
  status: MailOutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/**
 * One outbox message as GET /api/admin/mail-outbox lists it. Never its text, HTML or reply-to: a reset link
 * or a visitor's message is not for reading here.
 */
export interface MailOutboxEntry extends MailOutboxRecord {
  id: number;
  /** Whether its text is still stored, so that "Yeniden gönder" can send it again. */
  has_content: boolean;
}

/**
 * What PUT /api/admin/mail-outbox/:id/retry and …/cancel say, in Turkish as the server sends it and in
 * English for the panel (admin/i18n/serverMessagesEnglish.ts looks a message up by its Turkish).
 */
export const mailOutboxMessages = {
  retried: {
    tr: 'E-posta yeniden gönderim sırasına alındı.',
    en: 'The e-mail is queued to be sent again.',
  },
  cancelled: {
    tr: 'E-posta iptal edildi; gönderilmeyecek.',
    en: 'The e-mail was cancelled; it will not be sent.',
  },
  alreadySent: {
    tr: 'Gönderilmiş bir e-posta yeniden gönderilemez.',
    en: 'An e-mail that was sent cannot be sent again.',
  },
  contentCleared: {
    tr: 'Bu e-postanın içeriği gizlilik gereği silindi; yeniden gönderilemez.',
    en: "This e-mail's content was erased for privacy; it cannot be sent again.",
  },
  resetExpired: {
    tr: 'Şifre sıfırlama bağlantısı yeniden gönderilmez: kullanıcı yeni bir bağlantı istemeli.',
    en: 'A password reset link is not sent again: the user should ask for a new link.',
  },
  notPending: {
    tr: 'Yalnızca gönderilmeyi bekleyen bir e-posta iptal edilebilir.',
    en: 'Only an e-mail waiting to be sent can be cancelled.',
  },
  sending: {
    tr: 'E-posta şu anda gönderiliyor; biraz sonra tekrar deneyin.',
    en: 'The e-mail is being sent right now; try again in a moment.',
  },
} as const;

/** The English of each message above, keyed by its Turkish. */
export const mailOutboxMessagesEnglish: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(mailOutboxMessages).map(({ tr, en }) => [tr, en]),
);
