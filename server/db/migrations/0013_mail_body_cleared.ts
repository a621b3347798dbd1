import type { AnyDb } from './builders.js';

/*
 * Issue 27: the outbox forgets what a message said once it is done with it (server/mail/outbox.ts clears
 * the subject, bodies and reply-to when a message is sent or given up). This clears the messages that were
 * done before that: a reset link or a visitor's message must not stay readable in the database, or in every
 * backup of it. Who it went to, what kind it was and when stay. No `down`: cleared texts cannot come back.
 */

export async function up(db: AnyDb): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ subject: '', text: '', html: '', reply_to: null })
    .where('status', 'in', ['sent', 'failed'])
    .execute();
}
