import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { mailableStatuses } from '../../shared/schemas/siteSettings.js';
import type { WaitlistAction, WaitlistOfferView } from '../../shared/schemas/preRegistration.js';
import { auditResources } from '../audit/auditTargets.js';
import { readAuditRecord } from '../audit/readRecord.js';
import { changedFields, displayName } from '../audit/recordEntry.js';
import type { Db } from '../db/database.js';
import { parseJson, parseTranslated, pickLang } from '../db/json.js';
import type { PreRegistrationsTable } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import {
  adminRecordLink,
  mailLanguage,
  type PreRegistrationMailStatus,
  preRegistrationStatusMail,
  type VisitorSeatDetails,
  waitlistAcceptedMail,
  waitlistOfferMail,
} from '../mail/messages.js';
import type { MailOutbox } from '../mail/outbox.js';
import { lockSessionWithCourse, nextWaitlistPosition, seatsTaken } from './preRegistrations.js';
import { hashToken, newToken } from './tokens.js';
import { loadSlugs, slugIn } from './seoSlugs.js';

/*
 * The waiting list moves (issue 29). When seats free up in a session (a cancellation, a deletion, more seats,
 * an offer that expired or was declined), the first person waiting who fits is e-mailed an offer: a link
 * with a random token (only its SHA-256 is stored) that holds the seat for them for the site settings' hold
 * hours. A live offer counts as taken seats (holdsSeat), so nobody else can take the seat meanwhile. Taking
 * it moves the row off the waiting list; declining cancels the row; an offer that runs out sends the row to
 * the end of the queue and the seat to the next one. Every step is written to the record's history.
 */

export const defaultWaitlistHoldHours = 48;
/** How often the job looks for expired offers and free seats with someone waiting. */
export const waitlistJobIntervalMs = 60_000;
const hourMs = 60 * 60 * 1000;

/** Where the offer's e-mail goes out from and the public site its link points at (PUBLIC_URL). */
export interface WaitlistMailer {
  outbox: MailOutbox;
  siteOrigin: string;
}

export interface WaitlistOptions {
  now?: Date;
  mail?: WaitlistMailer;
}

type Row = Selectable<PreRegistrationsTable>;
const preRegistrationAudit = auditResources['pre-registrations'];

/** The seat offer page on the public site, in the visitor's language (site route `waitlist_offer`). */
export function waitlistOfferLink(siteOrigin: string, lang: string, token: string): string {
  const prefix = mailLanguage(lang) === 'en' ? '/en' : '';
  return `${siteOrigin.replace(/\/+$/, '')}${prefix}/bekleme-listesi/${token}`;
}

/** The office's settings: how long an offer holds and which statuses e-mail the visitor. */
export async function waitlistSettings(db: Db) {
  const row = await db
    .selectFrom('site_settings')
    .select(['waitlist_hold_hours', 'confirmation_mail_statuses'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const statuses = parseJson<unknown>(row?.confirmation_mail_statuses, ['confirmed']);
  return {
    holdHours: row?.waitlist_hold_hours ?? defaultWaitlistHoldHours,
    confirmationStatuses: (Array.isArray(statuses) ? statuses : []).filter(
      (status): status is PreRegistrationMailStatus =>
        (mailableStatuses as readonly unknown[]).includes(status),
    ),
  };
}

/**
 * A history entry written by the waiting list itself (not by an office user's request, which the audit hooks
 * log): the record before and after, with no user, like the retention job's entries.
 */
async function recordWaitlistEntry(
  trx: Db,
  id: number,
  action: string,
  before: Record<string, unknown> | null,
  now: string,
) {
  const after = await readAuditRecord(trx, preRegistrationAudit, String(id));
  await trx
    .insertInto('audit_log')
    .values({
      created_at: now,
      user_id: null,
      user_name: '',
      user_email: '',
      action,
      resource: 'pre-registrations',
      record_id: String(id),
      summary: (displayName(after) || displayName(before)).slice(0, 300),
      changes: JSON.stringify(changedFields(before, after)),
      before_json: before ? JSON.stringify(before) : null,
      after_json: after ? JSON.stringify(after) : null,
      ip: null,
    })
    .execute();
}

/** Changes one row and writes the history entry of the change, in the caller's transaction. */
async function changeWithEntry(
  trx: Db,
  id: number,
  action: string,
  values: Partial<Omit<Row, 'id'>>,
  now: string,
) {
  const before = await readAuditRecord(trx, preRegistrationAudit, String(id));
  await trx.updateTable('pre_registrations').set(values).where('id', '=', id).execute();
  await recordWaitlistEntry(trx, id, action, before, now);
}

/** A registration's seat as the e-mails about it name it; the course title in `lang` (none: empty). */
function seatDetails(
  row: Pick<
    Selectable<PreRegistrationsTable>,
    'name' | 'email' | 'session_starts_at' | 'session_place' | 'participants'
  >,
  courseTitle: string | undefined,
  lang: 'tr' | 'en',
): VisitorSeatDetails {
  return {
    name: row.name,
    email: row.email,
    course: courseTitle === undefined ? '' : pickLang(parseTranslated(courseTitle), lang),
    startsAt: row.session_starts_at,
    place: row.session_place,
    participants: row.participants,
  };
}

/** No live offer on the row; the token hash stays, so the link still tells "taken" or "expired". */
const offerCleared = { offered_at: null, offer_expires_at: null } as const;

type LockedSession = NonNullable<Awaited<ReturnType<typeof lockSessionWithCourse>>>;

/**
 * Offers whose hold ran out in this session: the offer is cleared and the row goes to the end of the queue
 * (its status stays). Each row is changed by a conditional UPDATE, so two instances never both expire it.
 */
async function expireOffersIn(trx: Db, sessionId: number, now: string): Promise<number> {
  const expired = await trx
    .selectFrom('pre_registrations')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('offer_expires_at', '<=', now)
    .orderBy('waitlist_position')
    .orderBy('id')
    .execute();
  let count = 0;
  for (const { id } of expired) {
    const before = await readAuditRecord(trx, preRegistrationAudit, String(id));
    const position = await nextWaitlistPosition(trx, sessionId);
    const changed = await trx
      .updateTable('pre_registrations')
      .set({ ...offerCleared, waitlist_position: position, updated_at: now })
      .where('id', '=', id)
      .where('offer_expires_at', '<=', now)
      .returning('id')
      .execute();
    if (changed.length === 0) continue;
    await recordWaitlistEntry(trx, id, 'waitlist-offer-expired', before, now);
    count += 1;
  }
  return count;
}

/** Seats free in a session at `now` (live offers count as taken); Infinity without a seat limit. */
async function freeSeats(trx: Db, session: LockedSession, now: string): Promise<number> {
  if (session.seats === null) return Infinity;
  const taken = (await seatsTaken(trx, { sessionIds: [session.id] }, now)).get(session.id) ?? 0;
  return session.seats - taken;
}

/** Gives one waiting row a live offer and e-mails its link; the caller writes the history entry. */
async function makeOffer(
  trx: Db,
  row: Row,
  session: LockedSession,
  settings: { holdHours: number },
  now: Date,
  mail: WaitlistMailer | undefined,
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + settings.holdHours * hourMs).toISOString();
  await trx
    .updateTable('pre_registrations')
    .set({
      offer_token_hash: hashToken(token),
      offered_at: now.toISOString(),
      offer_expires_at: expiresAt,
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
  if (!mail) return;
  const lang = mailLanguage(row.lang);
  await mail.outbox.enqueue(
    trx,
    waitlistOfferMail(
      {
        ...seatDetails(row, session.title, lang),
        expiresAt,
        link: waitlistOfferLink(mail.siteOrigin, row.lang, token),
      },
      lang,
      mail.outbox.companyInbox,
    ),
  );
}

/** Whether a session still takes offers: not started, its course neither unpublished nor in the trash. */
const takesOffers = (session: LockedSession, now: string) =>
  session.starts_at > now && session.is_published === 1 && session.deleted_at === null;

/**
 * Inside the caller's transaction (the session row locked): expired offers let go, then, while the first
 * waiting row (not cancelled, no live offer, in queue order) fits in the free seats, it is offered one.
 * `except` rows are passed over this time (the row the office has just skipped). The ids offered.
 */
async function offerIn(
  trx: Db,
  session: LockedSession,
  now: Date,
  mail: WaitlistMailer | undefined,
  except: number[] = [],
): Promise<number[]> {
  const nowIso = now.toISOString();
  await expireOffersIn(trx, session.id, nowIso);
  if (!takesOffers(session, nowIso)) return [];
  const settings = await waitlistSettings(trx);
  let left = await freeSeats(trx, session, nowIso);
  const offered: number[] = [];
  for (;;) {
    const next = await trx
      .selectFrom('pre_registrations')
      .selectAll()
      .where('session_id', '=', session.id)
      .where('waitlist', '=', 1)
      .where('status', '<>', 'cancelled')
      .where('offer_expires_at', 'is', null)
      .$if(except.length > 0, (qb) => qb.where('id', 'not in', except))
      .orderBy('waitlist_position')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    // The queue is kept: when the first one does not fit, nobody behind them jumps it.
    if (!next || next.participants > left) break;
    const before = await readAuditRecord(trx, preRegistrationAudit, String(next.id));
    await makeOffer(trx, next, session, settings, now, mail);
    await recordWaitlistEntry(trx, next.id, 'waitlist-offer', before, nowIso);
    left -= next.participants;
    offered.push(next.id);
  }
  return offered;
}

/**
 * Offers a session's free seats to its waiting list, in one transaction with the session's row locked (so a
 * registration running meanwhile sees the held seats). Returns the ids of the rows offered a seat.
 */
export async function offerFreedSeats(
  db: Db,
  sessionId: number | null,
  options: WaitlistOptions = {},
): Promise<number[]> {
  if (sessionId === null) return [];
  const now = options.now ?? new Date();
  const offered = await db.transaction().execute(async (trx) => {
    const session = await lockSessionWithCourse(trx, sessionId);
    return session ? offerIn(trx, session, now, options.mail) : [];
  });
  if (offered.length > 0) options.mail?.outbox.wake();
  return offered;
}

/** Every session of a course (after its seats were changed): free seats go to those waiting. */
export async function offerFreedSeatsOfCourse(db: Db, productId: number, options: WaitlistOptions = {}) {
  const sessions = await db
    .selectFrom('pre_registrations')
    .select('session_id')
    .distinct()
    .where('product_id', '=', productId)
    .where('waitlist', '=', 1)
    .where('status', '<>', 'cancelled')
    .execute();
  for (const { session_id } of sessions) await offerFreedSeats(db, session_id, options);
}

/**
 * One run of the job: every session with an expired offer or with someone waiting for an upcoming session
 * is settled (offerFreedSeats). Safe on several instances: the session's row lock and the conditional
 * updates let one of them do each change. How many offers expired and how many were made.
 */
export async function runWaitlist(db: Db, options: WaitlistOptions = {}) {
  const now = (options.now ?? new Date()).toISOString();
  const sessions = await db
    .selectFrom('pre_registrations')
    .select('session_id')
    .distinct()
    .where('session_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('offer_expires_at', '<=', now),
        eb.and([
          eb('waitlist', '=', 1),
          eb('status', '<>', 'cancelled'),
          eb('offer_expires_at', 'is', null),
          eb('session_starts_at', '>', now),
        ]),
      ]),
    )
    .execute();
  let expired = 0;
  let offered = 0;
  for (const { session_id } of sessions) {
    const result = await db.transaction().execute(async (trx) => {
      const session = await lockSessionWithCourse(trx, session_id!);
      if (!session) return { expired: 0, offered: [] as number[] };
      const count = await expireOffersIn(trx, session.id, now);
      return { expired: count, offered: await offerIn(trx, session, new Date(now), options.mail) };
    });
    expired += result.expired;
    offered += result.offered.length;
  }
  if (offered > 0) options.mail?.outbox.wake();
  return { expired, offered };
}

/** Runs the waiting list every minute (an unref'd timer), started like the retention job (app.ts). */
export class WaitlistJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly mail: WaitlistMailer | undefined,
    private readonly log: FastifyBaseLogger,
    /** Called when seats changed hands: the public pages show the seats left. */
    private readonly onChange: () => void,
    private readonly intervalMs = waitlistJobIntervalMs,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One run now, unless one is under way (then that one's end). */
  run(now?: Date): Promise<void> {
    this.running ??= runWaitlist(this.db, { now, mail: this.mail })
      .then(({ expired, offered }) => {
        if (expired === 0 && offered === 0) return;
        this.log.info({ expired, offered }, 'waiting list: offers expired or made');
        this.onChange();
      })
      .catch((err: unknown) => this.log.error({ err }, 'waiting list: run failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}

/* ---- The visitor's link: GET, accept, decline (routes/public/waitlistOffers.ts) ---- */

const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

async function rowOfToken(db: Db, token: string) {
  if (!tokenPattern.test(token)) return undefined;
  return db
    .selectFrom('pre_registrations')
    .selectAll()
    .where('offer_token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/** What the link's row is now: its seat offered, taken, or gone (ran out, declined, cancelled). */
function offerStatus(row: Row, now: string): WaitlistOfferView['status'] {
  if (row.status === 'cancelled') return 'expired';
  if (row.waitlist === 0) return 'taken';
  return row.offer_expires_at !== null && row.offer_expires_at > now ? 'open' : 'expired';
}

/** The offer behind a link, in `lang`; undefined for a link that names no offer. */
export async function readOffer(
  db: Db,
  token: string,
  lang: string,
  now = new Date(),
): Promise<WaitlistOfferView | undefined> {
  const row = await rowOfToken(db, token);
  if (!row) return undefined;
  const course = await db
    .selectFrom('products')
    .select(['title', 'seo_name'])
    .where('id', '=', row.product_id)
    .executeTakeFirstOrThrow();
  const status = offerStatus(row, now.toISOString());
  // The course's address in the page's language (issue 30).
  const slugs = (await loadSlugs(db, 'products', [row.product_id])).get(row.product_id);
  return {
    course: pickLang(parseTranslated(course.title), lang),
    course_slug: slugIn(course.seo_name, slugs, lang),
    session_starts_at: row.session_starts_at,
    session_place: row.session_place,
    participants: row.participants,
    expires_at: status === 'open' ? row.offer_expires_at : null,
    status,
  };
}

export type OfferAnswer = 'not-found' | 'expired' | 'taken' | 'accepted' | 'declined';

/**
 * In `trx`, the row's session locked first, then the row read again: a parallel change of the same session
 * (an accept, a decline, an expiry, the office's move) waits for this transaction and sees its result.
 */
async function lockSessionThenRow(trx: Db, found: { id: number; session_id: number | null }) {
  const session = found.session_id === null ? undefined : await lockSessionWithCourse(trx, found.session_id);
  const row = await trx
    .selectFrom('pre_registrations')
    .selectAll()
    .where('id', '=', found.id)
    .executeTakeFirst();
  return { session, row };
}

/** Runs `change` on the link's row in one transaction, its session locked (lockSessionThenRow). */
async function withOfferRow(
  db: Db,
  token: string,
  change: (trx: Db, row: Row, session: LockedSession | undefined) => Promise<OfferAnswer>,
): Promise<OfferAnswer> {
  const found = await rowOfToken(db, token);
  if (!found) return 'not-found';
  return db.transaction().execute(async (trx) => {
    const { session, row } = await lockSessionThenRow(trx, found);
    if (!row || row.offer_token_hash !== found.offer_token_hash) return 'not-found';
    return change(trx, row, session);
  });
}

/**
 * The visitor takes the seat: the row leaves the waiting list and holds its seat as any registration
 * (status stays), the office is told. Taking it twice answers the same; an offer run out answers 'expired'.
 */
export async function acceptOffer(
  db: Db,
  token: string,
  options: WaitlistOptions = {},
): Promise<OfferAnswer> {
  const now = (options.now ?? new Date()).toISOString();
  const answer = await withOfferRow(db, token, async (trx, row, session) => {
    const status = offerStatus(row, now);
    if (status !== 'open') return status;
    await changeWithEntry(
      trx,
      row.id,
      'waitlist-accepted',
      { ...offerCleared, waitlist: 0, waitlist_position: null, updated_at: now },
      now,
    );
    const mail = options.mail;
    if (mail) {
      await mail.outbox.enqueue(
        trx,
        waitlistAcceptedMail(
          mail.outbox.companyInbox,
          { ...seatDetails(row, session?.title, 'tr'), phone: row.phone },
          adminRecordLink(mail.outbox.adminOrigin, 'pre-registration', row.id),
        ),
      );
    }
    return 'accepted';
  });
  if (answer === 'accepted') options.mail?.outbox.wake();
  return answer;
}

/** The visitor declines the seat: the row is cancelled and the seat offered to the next one waiting. */
export async function declineOffer(
  db: Db,
  token: string,
  options: WaitlistOptions = {},
): Promise<OfferAnswer> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const answer = await withOfferRow(db, token, async (trx, row, session) => {
    // Declined before (or cancelled by the office): nothing more to do.
    if (row.status === 'cancelled') return 'declined';
    const status = offerStatus(row, nowIso);
    if (status !== 'open') return status;
    await changeWithEntry(
      trx,
      row.id,
      'waitlist-declined',
      { ...offerCleared, status: 'cancelled', waitlist_position: null, updated_at: nowIso },
      nowIso,
    );
    if (session) await offerIn(trx, session, now, options.mail);
    return 'declined';
  });
  if (answer === 'declined') options.mail?.outbox.wake();
  return answer;
}

/* ---- The office: the queue, and what a status change sets off (routes/admin/preRegistrations.ts) ---- */

export const notWaitingMessage = 'Bu kayıt bekleme listesinde değil';
export const noFreeSeatMessage = 'Bu oturumda boş yer yok';

/** A session's waiting rows (not cancelled) in queue order, renumbered 1… in the given order. */
async function renumberQueue(trx: Db, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await trx
      .updateTable('pre_registrations')
      .set({ waitlist_position: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * The office moves a waiting row: up or down one place, to the end (skip: a live offer of theirs is
 * withdrawn and the seat goes to the next one), or offers it a seat now (409 when none is free). The office's
 * request is logged by the audit hooks; the offers it sets off for others are logged here.
 */
export async function moveInQueue(db: Db, id: number, action: WaitlistAction, options: WaitlistOptions = {}) {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const found = await db
    .selectFrom('pre_registrations')
    .select('session_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) return false;
  await db.transaction().execute(async (trx) => {
    const { session, row } = await lockSessionThenRow(trx, { id, ...found });
    // Deleted in between by a parallel request: a server error (500), not a refusal.
    if (!row) throw new Error(`pre-registration ${id} was deleted while being moved`);
    if (!session || row.waitlist !== 1 || row.status === 'cancelled') {
      throw new HttpError(409, notWaitingMessage);
    }
    const queue = (
      await trx
        .selectFrom('pre_registrations')
        .select('id')
        .where('session_id', '=', session.id)
        .where('waitlist', '=', 1)
        .where('status', '<>', 'cancelled')
        .orderBy('waitlist_position')
        .orderBy('id')
        .execute()
    ).map((entry) => entry.id);
    const at = queue.indexOf(id);
    if (action === 'up' || action === 'down') {
      const to = action === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= queue.length) return;
      [queue[at], queue[to]] = [queue[to], queue[at]];
      await renumberQueue(trx, queue);
      await trx.updateTable('pre_registrations').set({ updated_at: nowIso }).where('id', '=', id).execute();
      return;
    }
    if (action === 'skip') {
      await renumberQueue(trx, [...queue.filter((other) => other !== id), id]);
      await trx
        .updateTable('pre_registrations')
        .set({ ...offerCleared, updated_at: nowIso })
        .where('id', '=', id)
        .execute();
      await offerIn(trx, session, now, options.mail, [id]);
      return;
    }
    // offer
    if (row.offer_expires_at !== null && row.offer_expires_at > nowIso) return;
    if (!takesOffers(session, nowIso) || row.participants > (await freeSeats(trx, session, nowIso))) {
      throw new HttpError(409, noFreeSeatMessage);
    }
    await makeOffer(trx, row, session, await waitlistSettings(trx), now, options.mail);
  });
  options.mail?.outbox.wake();
  return true;
}

/**
 * After the office saved a row's status: a cancelled row lets go of its seat or offer (and the seat goes to
 * the waiting list), and a status listed in the settings e-mails the visitor in their language. Runs in the
 * transaction of the save.
 */
export async function afterStatusChange(
  trx: Db,
  before: Row,
  after: Row,
  options: WaitlistOptions = {},
): Promise<void> {
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    await trx
      .updateTable('pre_registrations')
      .set({ ...offerCleared, waitlist_position: null })
      .where('id', '=', after.id)
      .execute();
  } else if (before.status === 'cancelled' && after.status !== 'cancelled' && after.waitlist === 1) {
    // Back from cancelled onto the waiting list: at the end of the queue.
    const position = await nextWaitlistPosition(trx, after.session_id ?? 0);
    await trx
      .updateTable('pre_registrations')
      .set({ waitlist_position: position })
      .where('id', '=', after.id)
      .execute();
  }
  const mail = options.mail;
  if (!mail || before.status === after.status) return;
  const { confirmationStatuses } = await waitlistSettings(trx);
  const status = confirmationStatuses.find((listed) => listed === after.status);
  if (!status) return;
  const lang = mailLanguage(after.lang);
  const course = await trx
    .selectFrom('products')
    .select('title')
    .where('id', '=', after.product_id)
    .executeTakeFirstOrThrow();
  await mail.outbox.enqueue(
    trx,
    preRegistrationStatusMail(seatDetails(after, course.title, lang), status, lang, mail.outbox.companyInbox),
  );
}
