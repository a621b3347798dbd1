/** What an outbox message's status can be (server/mail/outbox.ts; cancelled: E-posta Kayıtları). */
export const mailOutboxStatuses = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type MailOutboxStatus = (typeof mailOutboxStatuses)[number];

/** The kinds of e-mail the site sends (server/mail/messages.ts). */
export const mailOutboxKinds = [
  'contact',
  'hr',
  'pre-registration',
  'pre-registration-confirmation',
  'support',
  'password-reset',
] as const;

/**
 * One outbox message as GET /api/admin/mail-outbox lists it: who it went to, what kind, how it went. Never
 * its text, HTML or reply-to: a reset link or a visitor's message is not for reading here.
 */
export interface MailOutboxEntry {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: MailOutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Whether its text is still stored, so that "Yeniden gönder" can send it again. */
  has_content: boolean;
}
