import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem } from '../../shared/publicApi.js';
import { preRegistrationMessages } from '../../shared/schemas/preRegistration.js';
import { fullSessionMessage, kvkkNoticeSeoName } from '../../server/services/preRegistrations.js';
import { getData } from '../helpers/publicApi.js';
import { addressSequence, addSession, firstPublishedCourse } from '../helpers/formVisitors.js';
import { postWithCsrf } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/* Issue 13: pre-registration per session, with seats checked in the transaction that stores the row. */

const t = useTestApp({ seed: true });
let productId: number;

beforeAll(async () => {
  productId = (await firstPublishedCourse(t)).id;
});

/** Every request from its own address, so the form rate limit does not interfere. */
const nextIp = addressSequence(30);

/** A session of the first published course, next month, with the given seats (null: no limit). */
const newSession = (seats: number | null, startsInDays = 30) => addSession(t, productId, seats, startsInDays);

const visitor = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@firma.com.tr',
  phone: '0532 555 44 33',
  company: 'Örnek Çelik A.Ş.',
  note: 'Öğle yemeği vejetaryen olsun.',
  kvkk_consent: '1',
};

/** `lang`: the visitor's `_lang` cookie, as the site sends it (none: the default, Turkish). */
const register = (fields: Record<string, unknown>, ip = nextIp(), lang?: string) =>
  postWithCsrf(t, '/api/pre-registrations', fields, { lang, remoteAddress: ip });

const sessionOnSite = async (sessionId: number) => {
  const courses = await getData<CourseListItem[]>(t, '/api/pages/products');
  return courses.flatMap((course) => course.sessions).find((session) => session.id === sessionId);
};

describe('POST /api/pre-registrations', () => {
  it('stores the registration with its consent record and shows the seats left on the site at once', async () => {
    const sessionId = await newSession(10);
    expect((await sessionOnSite(sessionId))?.seats_left).toBe(10);
    const res = await register({ ...visitor, session_id: sessionId, participants: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { waitlist: false, seats_left: 7 } });
    const row = await t.app.db
      .selectFrom('pre_registrations')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      product_id: productId,
      name: 'Ayşe Yılmaz',
      company: 'Örnek Çelik A.Ş.',
      participants: 3,
      waitlist: 0,
      status: 'new',
      session_place: 'Ankara',
    });
    expect(row.consent_version).toMatch(new RegExp(`^${kvkkNoticeSeoName}@\\d{4}-`));
    expect(Date.parse(row.consent_at)).not.toBeNaN();
    expect(row.ip).toMatch(/^10\.30\./);
    expect((await sessionOnSite(sessionId))?.seats_left).toBe(7);
  });

  it('refuses what does not fit with 409 and the seats left, and takes it onto the waiting list when asked', async () => {
    const sessionId = await newSession(2);
    expect((await register({ ...visitor, session_id: sessionId, participants: 2 })).statusCode).toBe(200);
    const full = await register({ ...visitor, session_id: sessionId, participants: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      success: false,
      message: fullSessionMessage,
      errors: { participants: fullSessionMessage },
    });
    const waiting = await register({ ...visitor, session_id: sessionId, participants: 1, waitlist: '1' });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data).toEqual({ waitlist: true, seats_left: 0 });
    const rows = await t.app.db
      .selectFrom('pre_registrations')
      .select(['waitlist'])
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.waitlist)).toEqual([0, 1]);
    expect((await sessionOnSite(sessionId))?.seats_left).toBe(0);
  });

  it('tells how many seats are left when a group is larger than that', async () => {
    const sessionId = await newSession(3);
    const res = await register({ ...visitor, session_id: sessionId, participants: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.participants).toBe('Bu oturumda 3 kişilik kontenjan kaldı');
  });

  it('has no limit for a session without seats', async () => {
    const sessionId = await newSession(null);
    const res = await register({ ...visitor, session_id: sessionId, participants: 50 });
    expect(res.json().data).toEqual({ waitlist: false, seats_left: null });
  });

  it('refuses bad input with Turkish per-field errors and stores nothing', async () => {
    const sessionId = await newSession(5);
    const before = await t.app.db.selectFrom('pre_registrations').select('id').execute();
    const res = await register({ session_id: sessionId, email: 'olmaz', participants: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: 'Bu Alan Zorunlu',
      email: 'Geçerli E-Mail Adresi Giriniz',
      phone: 'Bu Alan Zorunlu',
      participants: preRegistrationMessages.participants,
      kvkk_consent: preRegistrationMessages.consent,
    });
    const noConsent = await register({ ...visitor, kvkk_consent: '0', session_id: sessionId });
    expect(noConsent.json().errors.kvkk_consent).toBe(preRegistrationMessages.consent);
    expect(await t.app.db.selectFrom('pre_registrations').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses bad input of the English site with English per-field errors (issue 30)', async () => {
    const sessionId = await newSession(5);
    const res = await register(
      { session_id: sessionId, email: 'no', participants: 0, company: 'x'.repeat(151) },
      nextIp(),
      'en',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid e-mail address',
      phone: 'This field is required',
      company: 'This field cannot exceed 150 characters',
      participants: 'The number of participants must be between 1 and 50',
      kvkk_consent: 'Please accept the Personal Data Protection Notice to continue',
    });
    const noSession = await register({ ...visitor, session_id: 'x' }, nextIp(), 'en');
    expect(noSession.json().errors.session_id).toBe('Please choose a session');
  });

  it('answers 404 for an unknown session and 422 for one that has started', async () => {
    expect((await register({ ...visitor, session_id: 999_999 })).statusCode).toBe(404);
    const past = await newSession(5, -1);
    const res = await register({ ...visitor, session_id: past });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.session_id).toBe('Bu oturum için ön kayıt alınmıyor');
  });

  it('never oversells a session under parallel requests', async () => {
    const sessionId = await newSession(5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register({ ...visitor, email: `kisi${i}@firma.com.tr`, session_id: sessionId, participants: 1 }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const seats = await t.app.db
      .selectFrom('pre_registrations')
      .select((eb) => eb.fn.sum<number>('participants').as('n'))
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(Number(seats.n)).toBe(5);
  });

  it('answers a visitor of the English site in English: 409, seats left, waiting list, 404 and 422', async () => {
    const sessionId = await newSession(2);
    expect(
      (await register({ ...visitor, session_id: sessionId, participants: 1 }, nextIp(), 'en')).statusCode,
    ).toBe(200);
    const tooMany = await register({ ...visitor, session_id: sessionId, participants: 3 }, nextIp(), 'en');
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      success: false,
      message: 'There are not enough seats left in this session',
      errors: { participants: 'Only 1 seat is left in this session' },
    });
    expect(
      (await register({ ...visitor, session_id: sessionId, participants: 1 }, nextIp(), 'en')).statusCode,
    ).toBe(200);
    const full = await register({ ...visitor, session_id: sessionId, participants: 1 }, nextIp(), 'en');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      message: 'There are not enough seats left in this session',
      errors: { participants: 'There are not enough seats left in this session' },
    });
    const waiting = await register(
      { ...visitor, session_id: sessionId, participants: 1, waitlist: '1' },
      nextIp(),
      'en',
    );
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({
      success: true,
      message: 'This session is full: you are on the waiting list. We will call you when a seat frees up.',
      data: { waitlist: true, seats_left: 0 },
    });

    const unknown = await register({ ...visitor, session_id: 999_999 }, nextIp(), 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Session not found');
    const past = await register({ ...visitor, session_id: await newSession(5, -1) }, nextIp(), 'en');
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.session_id).toBe('Pre-registration for this session is closed');
  });

  it('keeps the Turkish answers for the Turkish site, with or without the cookie', async () => {
    const sessionId = await newSession(3);
    const several = await register({ ...visitor, session_id: sessionId, participants: 5 }, nextIp(), 'tr');
    expect(several.statusCode).toBe(409);
    expect(several.json()).toMatchObject({
      message: 'Bu oturumda yeterli kontenjan kalmadı',
      errors: { participants: 'Bu oturumda 3 kişilik kontenjan kaldı' },
    });
    const waiting = await register({ ...visitor, session_id: sessionId, participants: 5, waitlist: '1' });
    expect(waiting.json().message).toBe(
      'Bu oturum dolu: bekleme listesine alındınız. Yer açılınca sizi arayacağız.',
    );
    const unknown = await register({ ...visitor, session_id: 999_999 }, nextIp(), 'tr');
    expect(unknown.json().message).toBe('Oturum bulunamadı');
  });
});

describe('the session offered first (issue 32)', () => {
  it('is the earliest with a seat: a full earliest session does not send visitors to its waiting list', async () => {
    // Earlier than any other session of the course: hours from now.
    const full = await newSession(1, 0.2);
    expect((await register({ ...visitor, session_id: full, participants: 1 })).statusCode).toBe(200);
    t.app.publicCache.clear();
    const courses = await getData<CourseListItem[]>(t, '/api/pages/products');
    const course = courses.find((item) => item.sessions.some((session) => session.id === full))!;
    expect(course.sessions[0]).toMatchObject({ id: full, seats_left: 0 });
    const open = course.sessions.find((session) => session.seats_left === null || session.seats_left > 0);
    expect(open, 'the course has a later session with a seat').toBeDefined();
    expect(course.next_session?.id).toBe(open!.id);
  });
});
