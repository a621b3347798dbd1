import { createTableWithId, createIndexOn, type AnyDb } from './builders.js';

/*
 * The outbox of e-mails (issue 13): a notification is stored in the same transaction as what it tells
 * about (a contact message, an application, a pre-registration, a support request) and sent afterwards by
 * a background worker, so an SMTP server that is slow or down neither blocks nor fails the visitor's request,
 * and a restart loses nothing. `claimed_until` lets one of several instances take a row at a time.
 */

export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'mail_outbox')
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(500)', (c) => c.notNull())
    .addColumn('reply_to', 'varchar(200)')
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await createIndexOn(db, 'mail_outbox_due', 'mail_outbox', ['status', 'next_attempt_at']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
