import type {
  PreRegistrationInput,
  PreRegistrationResult,
  PreRegistrationVisitor,
} from '../../shared/schemas/preRegistration.js';
import { seatsBelowTaken } from '../../shared/contentMessages.js';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { isPostgres } from '../db/dialect.js';
import { HttpError } from '../http/errors.js';
import { parseTranslated, pickLang } from '../db/json.js';
import {
  adminRecordLink,
  mailLanguage,
  preRegistrationConfirmation,
  preRegistrationMail,
} from '../mail/messages.js';
import type { MailOutbox } from '../mail/outbox.js';
import { consentVersion, defaultKvkkNoticeSeoName } from './kvkkSettings.js';

/** The seo name of the KVKK notice until the back office chooses another contract (services/kvkkSettings.ts). */
export const kvkkNoticeSeoName = defaultKvkkNoticeSeoName;

export const fullSessionMessage = 'Bu oturumda yeterli kontenjan kalmadı';
export const pastSessionMessage = 'Bu oturum için ön kayıt alınmıyor';

/**
 * The answers of a pre-registration in the visitor's language (the `_lang` cookie, as every public answer):
 * Turkish, English, and Turkish for a language without its own texts (as the site's enrolment texts).
 */
const answerTexts = {
  tr: {
    notFound: 'Oturum bulunamadı',
    past: pastSessionMessage,
    full: fullSessionMessage,
    seatsLeft: (left: number) => `Bu oturumda ${left} kişilik kontenjan kaldı`,
    waitlisted: 'Bu oturum dolu: bekleme listesine alındınız. Yer açılınca sizi arayacağız.',
  },
  en: {
    notFound: 'Session not found',
    past: 'Pre-registration for this session is closed',
    full: 'There are not enough seats left in this session',
    seatsLeft: (left: number) =>
      left === 1 ? 'Only 1 seat is left in this session' : `Only ${left} seats are left in this session`,
    waitlisted: 'This session is full: you are on the waiting list. We will call you when a seat frees up.',
  },
};

export type PreRegistrationTexts = (typeof answerTexts)['tr'];

export function preRegistrationTexts(lang: string | undefined): PreRegistrationTexts {
  return lang === 'en' ? answerTexts.en : answerTexts.tr;
}

/**
 * Whether a pre-registration holds its seats at `now`: not cancelled, and either off the waiting list or
 * holding a live seat offer from it (services/waitlistOffers.ts: the seat is kept for them until the offer
 * expires). The one rule behind the seats the site says are left, the course form's "Dolu" and the floor
 * under a session's seats.
 */
export function holdsSeat(
  eb: ExpressionBuilder<Database, 'pre_registrations'>,
  now: string = new Date().toISOString(),
) {
  return eb.and([
    eb('pre_registrations.status', '<>', 'cancelled'),
    eb.or([eb('pre_registrations.waitlist', '=', 0), eb('pre_registrations.offer_expires_at', '>', now)]),
  ]);
}

/**
 * Seats held by registrations (holdsSeat), per session: of the given sessions, or of every session starting
 * from `since` on (the catalogue's upcoming ones) without listing their ids.
 */
export async function seatsTaken(
  db: Db,
  which: { sessionIds: number[] } | { since: string },
  now: string = new Date().toISOString(),
): Promise<Map<number, number>> {
  if ('sessionIds' in which && which.sessionIds.length === 0) return new Map();
  let query = db
    .selectFrom('pre_registrations')
    .innerJoin('product_sessions', 'product_sessions.id', 'pre_registrations.session_id')
    .select([
      'product_sessions.id as session_id',
      (eb) => eb.fn.sum<number>('pre_registrations.participants').as('taken'),
    ])
    .where((eb) => holdsSeat(eb, now));
  query =
    'sessionIds' in which
      ? query.where('product_sessions.id', 'in', which.sessionIds)
      : query.where('product_sessions.starts_at', '>=', which.since);
  const rows = await query.groupBy('product_sessions.id').execute();
  return new Map(rows.map((row) => [row.session_id, Number(row.taken)]));
}

/** The place after the last in a session's waiting queue (1 for an empty queue). */
export async function nextWaitlistPosition(db: Db, sessionId: number): Promise<number> {
  const row = await db
    .selectFrom('pre_registrations')
    .select((eb) => eb.fn.max<number | null>('waitlist_position').as('last'))
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** The refusal of a session's seats set below the places its registrations hold (the course form, 422). */
export const seatsBelowTakenMessage = (taken: number) => seatsBelowTaken.tr(taken);

type RefusalTexts = ReturnType<typeof preRegistrationTexts>;

/**
 * A session with its course, read inside the transaction with the session's row locked until it ends
 * (PostgreSQL: SELECT … FOR UPDATE), so its seats are counted once at a time: registrations and waitlist
 * offers both read it this way.
 */
export async function lockSessionWithCourse(trx: Db, sessionId: number) {
  let query = trx
    .selectFrom('product_sessions')
    .innerJoin('products', 'products.id', 'product_sessions.product_id')
    .select([
      'product_sessions.id',
      'product_sessions.product_id',
      'product_sessions.starts_at',
      'product_sessions.place',
      'product_sessions.is_online',
      'product_sessions.seats',
      'products.title',
      'products.is_published',
      'products.deleted_at',
    ])
    .where('product_sessions.id', '=', sessionId);
  if (isPostgres(trx)) query = query.forUpdate('product_sessions');
  return query.executeTakeFirst();
}

/** The session asked for, locked, if its course takes registrations. 404 when unknown, 422 when past. */
async function lockOpenSession(trx: Db, sessionId: number, now: string, texts: RefusalTexts) {
  const session = await lockSessionWithCourse(trx, sessionId);
  // An unpublished course, or one in the trash, takes no registrations: 404 like an unknown session.
  if (!session || session.is_published !== 1 || session.deleted_at !== null)
    throw new HttpError(404, texts.notFound, { session_id: texts.notFound });
  if (session.starts_at < now) throw new HttpError(422, texts.past, { session_id: texts.past });
  return session;
}

type OpenSession = Awaited<ReturnType<typeof lockOpenSession>>;

/** The session's seats left (null: unlimited) and whether the visitor waits; 409 when full and not waiting. */
async function seatCheck(
  trx: Db,
  session: OpenSession,
  input: PreRegistrationInput,
  now: string,
  texts: RefusalTexts,
): Promise<{ left: number | null; waitlist: boolean }> {
  const taken = (await seatsTaken(trx, { sessionIds: [session.id] }, now)).get(session.id) ?? 0;
  const left = session.seats === null ? null : Math.max(0, session.seats - taken);
  const fits = left === null || input.participants <= left;
  if (!fits && !input.waitlist) {
    const detail = left === 0 ? texts.full : texts.seatsLeft(left ?? 0);
    throw new HttpError(409, texts.full, { participants: detail });
  }
  return { left, waitlist: !fits };
}

/** What the visitor wrote, as stored and as the e-mails repeat it (an empty company or note is none). */
function visitorFields(input: PreRegistrationInput): PreRegistrationVisitor {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company || null,
    participants: input.participants,
    note: input.note || null,
  };
}

/** Tells the company (in Turkish, with a link to the record) and confirms to the visitor (in their language). */
async function enqueueRegistrationMails(
  trx: Db,
  mail: { outbox: MailOutbox; lang: string },
  registration: {
    id: number;
    session: OpenSession;
    place: string | null;
    visitor: PreRegistrationVisitor;
    waitlist: boolean;
  },
): Promise<void> {
  const { outbox, lang } = mail;
  const { id, session, place, visitor, waitlist } = registration;
  const visitorLang = mailLanguage(lang);
  const details = {
    course: pickLang(parseTranslated(session.title), visitorLang),
    startsAt: session.starts_at,
    place,
    ...visitor,
    waitlist,
  };
  await outbox.enqueue(
    trx,
    preRegistrationMail(
      outbox.companyInbox,
      { ...details, course: pickLang(parseTranslated(session.title), 'tr') },
      adminRecordLink(outbox.adminOrigin, 'pre-registration', id),
    ),
  );
  await outbox.enqueue(trx, preRegistrationConfirmation(details, visitorLang, outbox.companyInbox));
}

/**
 * Records a pre-registration. The session's row is locked while its seats are counted (PostgreSQL: SELECT …
 * FOR UPDATE; SQLite runs one write transaction at a time), so parallel requests can never oversell it. A
 * session without enough seats is refused with 409, unless the visitor asked for the waiting list.
 */
export async function registerForSession(
  db: Db,
  input: PreRegistrationInput,
  meta: {
    ip: string;
    now?: Date;
    /** The language of the refusals (404, 422, 409); Turkish when absent. */
    lang?: string;
    /** Tells the company and confirms to the visitor, in `lang`, in the same transaction. */
    mail?: { outbox: MailOutbox; lang: string };
  },
): Promise<PreRegistrationResult> {
  const now = (meta.now ?? new Date()).toISOString();
  const version = await consentVersion(db);
  const texts = preRegistrationTexts(meta.lang);
  // One transaction: the seat check, the insert and the e-mails stand or fall together.
  return db.transaction().execute(async (trx) => {
    const session = await lockOpenSession(trx, input.session_id, now, texts);
    const { left, waitlist } = await seatCheck(trx, session, input, now, texts);
    const place = session.is_online === 1 ? 'Online' : session.place;
    // A waiting visitor joins the end of the session's queue (services/waitlistOffers.ts).
    const waitlistPosition = waitlist ? await nextWaitlistPosition(trx, session.id) : null;
    const visitor = visitorFields(input);
    const { id } = await trx
      .insertInto('pre_registrations')
      .values({
        product_id: session.product_id,
        session_id: session.id,
        session_starts_at: session.starts_at,
        session_place: place,
        ...visitor,
        waitlist: waitlist ? 1 : 0,
        status: 'new',
        owner_note: null,
        consent_version: version,
        consent_at: now,
        ip: meta.ip,
        created_at: now,
        updated_at: now,
        // The visitor's language: a seat offer or a status e-mail later speaks it.
        lang: (meta.mail?.lang ?? meta.lang ?? 'tr').slice(0, 10),
        waitlist_position: waitlistPosition,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (meta.mail) await enqueueRegistrationMails(trx, meta.mail, { id, session, place, visitor, waitlist });
    return { waitlist, seats_left: left === null ? null : waitlist ? left : left - input.participants };
  });
}
