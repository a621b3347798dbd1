import type { PreRegistrationRecord } from '../preRegistrations/preRegistrationTypes';

/**
 * A pre-registration as the API answers it, for the panel's tests: a new registration for one person to the
 * 2 March 2030 İç Denetçi Eğitimi session (09:30 in Turkey), made `id` minutes ago; `fields` make it the one a
 * test needs.
 */
export function preRegistrationRecord(
  id: number,
  name: string,
  fields: Partial<PreRegistrationRecord> = {},
): PreRegistrationRecord {
  return {
    id,
    product_id: 3,
    course_title: 'İç Denetçi Eğitimi',
    session_id: 12,
    session_starts_at: '2030-03-02T06:30:00.000Z',
    session_place: 'İstanbul',
    name,
    email: `kisi${id}@firma.com.tr`,
    phone: '0532 000 00 00',
    company: null,
    participants: 1,
    note: null,
    waitlist: 0,
    status: 'new',
    owner_note: null,
    consent_version: 'kvkk-aydinlatma-metni@2025-01-01T00:00:00.000Z',
    consent_at: '2029-12-31T21:30:00.000Z',
    created_at: new Date(Date.now() - id * 60_000).toISOString(),
    updated_at: new Date(Date.now() - id * 60_000).toISOString(),
    lang: 'tr',
    waitlist_position: null,
    offered_at: null,
    offer_expires_at: null,
    ...fields,
  };
}
