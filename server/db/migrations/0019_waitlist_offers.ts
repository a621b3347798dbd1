import { createIndexOn, type AnyDb } from './builders.js';

/*
 * Issue 29, the waiting list moves: when a seat frees up, the first person waiting is e-mailed an offer with a
 * link, and the seat is held for them until the offer expires. A pre-registration keeps the visitor's language
 * (the offer and the office's status e-mails speak it), its place in the session's queue, and its live offer:
 * the SHA-256 of the link's token (the token itself is only in the e-mail), when it was made and until when
 * it holds. The office sets how long an offer holds and which statuses e-mail the visitor (site_settings).
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('pre_registrations')
    .addColumn('lang', 'varchar(10)', (c) => c.notNull().defaultTo('tr'))
    .execute();
  await db.schema.alterTable('pre_registrations').addColumn('waitlist_position', 'integer').execute();
  await db.schema.alterTable('pre_registrations').addColumn('offer_token_hash', 'varchar(64)').execute();
  await db.schema.alterTable('pre_registrations').addColumn('offered_at', 'text').execute();
  await db.schema.alterTable('pre_registrations').addColumn('offer_expires_at', 'text').execute();
  // Those already waiting keep the order they came in.
  await db
    .updateTable('pre_registrations')
    .set((eb) => ({ waitlist_position: eb.ref('id') }))
    .where('waitlist', '=', 1)
    .execute();
  await db.schema
    .createIndex('pre_registrations_offer_token')
    .on('pre_registrations')
    .column('offer_token_hash')
    .unique()
    .execute();
  await createIndexOn(db, 'pre_registrations_offer_expires', 'pre_registrations', ['offer_expires_at']);
  await db.schema
    .alterTable('site_settings')
    .addColumn('waitlist_hold_hours', 'integer', (c) => c.notNull().defaultTo(48))
    .execute();
  await db.schema
    .alterTable('site_settings')
    .addColumn('confirmation_mail_statuses', 'text', (c) => c.notNull().defaultTo('["confirmed"]'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('confirmation_mail_statuses').execute();
  await db.schema.alterTable('site_settings').dropColumn('waitlist_hold_hours').execute();
  await db.schema.dropIndex('pre_registrations_offer_expires').execute();
  await db.schema.dropIndex('pre_registrations_offer_token').execute();
  for (const column of ['offer_expires_at', 'offered_at', 'offer_token_hash', 'waitlist_position', 'lang']) {
    await db.schema.alterTable('pre_registrations').dropColumn(column).execute();
  }
}
