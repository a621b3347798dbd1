import fs from 'node:fs';
import { cvDirOf } from '../../server/services/cvDownload.js';
import type { TestApp } from './testApp.js';

/*
 * Helpers for the tests of the public forms, above all those that take a seat (pre-registration, the waiting
 * list): a session to register for, visitors each from their own address, and a job applicant.
 */

/** A job applicant's fields as the careers form sends them, consent ticked (the CV goes beside them). */
export const jobApplicant = {
  name: 'Çağrı Öztürk',
  email: 'cagri@firma.com.tr',
  phone: '0532 555 44 33',
  position: 'Eğitmen',
  message: 'Başvurumu iletiyorum.',
  kvkk_consent: '1',
};

/**
 * A contact message as the contact form sends it, consent ticked; a test names in `fields` whatever it reads
 * back.
 */
export const contactMessage = (
  fields: Partial<Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>> = {},
) => ({
  name: 'Ayşe Yılmaz',
  email: 'ayse@firma.com.tr',
  phone: '0532 555 44 33',
  subject: 'Kurumsal eğitim',
  message: 'Ekibimiz için eğitim hakkında bilgi almak istiyoruz.',
  kvkk_consent: '1',
  ...fields,
});

/** The CV files the careers form has stored so far (none while the folder is not made yet). */
export function storedCvs(t: TestApp): string[] {
  const dir = cvDirOf(t.config.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Addresses 10.<network>.x.y, one new each call, so the form rate limit does not interfere. */
export function addressSequence(network: number): () => string {
  let count = 0;
  return () => `10.${network}.${Math.floor(count / 250)}.${(count++ % 250) + 1}`;
}

/**
 * A session of the course, eight hours in Ankara, starting in `startsInDays` days, with the given seats
 * (null: no limit); the public cache is emptied so the site sees it at once.
 */
export async function addSession(
  t: TestApp,
  productId: number,
  seats: number | null,
  startsInDays = 30,
): Promise<number> {
  const starts = new Date(Date.now() + startsInDays * 86_400_000);
  const row = await t.app.db
    .insertInto('product_sessions')
    .values({
      product_id: productId,
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 8 * 3_600_000).toISOString(),
      place: 'Ankara',
      is_online: 0,
      seats,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  t.app.publicCache.clear();
  return row.id;
}

/** The seed's first published course (lowest id): the one the form tests register for. */
export const firstPublishedCourse = (t: TestApp) =>
  t.app.db
    .selectFrom('products')
    .select(['id', 'title'])
    .where('is_published', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();

/**
 * The first published course and a session of it at a fixed time, 14 March 2031 07:30 to 15:00 UTC (10:30 in
 * Istanbul), in İzmir with 10 seats: for the tests that read the session's date and time in the mails sent.
 */
export async function addMailedSession(t: TestApp) {
  const product = await firstPublishedCourse(t);
  const session = await t.app.db
    .insertInto('product_sessions')
    .values({
      product_id: product.id,
      starts_at: '2031-03-14T07:30:00.000Z',
      ends_at: '2031-03-14T15:00:00.000Z',
      place: 'İzmir',
      is_online: 0,
      seats: 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { product, session };
}
