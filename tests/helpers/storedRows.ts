import type { Db } from '../../server/db/database.js';

/**
 * A contact message stored as the public form would have stored it on `createdAt`, without consent (as before
 * the KVKK notice): the retention tests and the KVKK settings screen's test age such rows past their period.
 */
export async function storeContactMessage(
  db: Db,
  visitor: { name: string; email: string },
  createdAt: Date,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      ...visitor,
      phone: '0555 000 00 00',
      subject: 'Teklif',
      message: 'Bilgi almak istiyorum.',
      check: 0,
      section: 'mail',
      ip: '10.0.0.2',
      consent_version: null,
      consent_at: null,
      created_at: createdAt.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A language's site dictionary (`page_lang`) stored as a test changed it; the caller empties the public cache. */
export async function storeDictionary(db: Db, abbr: string, dictionary: unknown): Promise<void> {
  await db
    .updateTable('languages')
    .set({ page_lang: JSON.stringify(dictionary) })
    .where('abbr', '=', abbr)
    .execute();
}

/** The id of the course stored under this (Turkish) seo name. */
export async function courseIdOf(db: Db, seoName: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('seo_name', '=', seoName)
    .executeTakeFirstOrThrow();
  return row.id;
}
