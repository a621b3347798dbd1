import type { RealApi } from './realApi';

/**
 * Stores a pre-registration in the real API's database, for the panel's tests: a new registration for one
 * person to the 2 March 2030 session (09:30 in Turkey, İstanbul) of the first seeded course, made `minutesAgo`
 * minutes ago; `fields` make it the one a test needs. Returns its id.
 */
export async function storePreRegistration(
  api: RealApi,
  name: string,
  minutesAgo: number,
  fields: Partial<{
    company: string;
    participants: number;
    note: string;
    waitlist: 0 | 1;
    status: string;
    session_place: string;
    session_id: number;
    waitlist_position: number;
    offered_at: string;
    offer_expires_at: string;
  }> = {},
): Promise<number> {
  const { db } = api.testApp.app;
  const product = await firstCourse(api);
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const row = await db
    .insertInto('pre_registrations')
    .values({
      product_id: product.id,
      session_id: null,
      session_starts_at: '2030-03-02T06:30:00.000Z',
      session_place: 'İstanbul',
      name,
      email: `kisi${minutesAgo}@firma.com.tr`,
      phone: '0532 000 00 00',
      company: null,
      participants: 1,
      note: null,
      waitlist: 0,
      status: 'new',
      owner_note: null,
      consent_version: 'kvkk-aydinlatma-metni@2025-01-01T00:00:00.000Z',
      consent_at: '2029-12-31T21:30:00.000Z',
      ip: '10.0.0.1',
      created_at: at,
      updated_at: at,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const firstCourse = (api: RealApi) =>
  api.testApp.app.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();

/** Stores a session of the first seeded course a month from now with `seats` seats; returns its id. */
export async function storeSession(api: RealApi, seats: number): Promise<number> {
  const product = await firstCourse(api);
  const starts = new Date(Date.now() + 30 * 86_400_000);
  const row = await api.testApp.app.db
    .insertInto('product_sessions')
    .values({
      product_id: product.id,
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
      place: 'İstanbul',
      is_online: 0,
      seats,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
