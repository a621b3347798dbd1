import { beforeAll, describe, expect, it } from 'vitest';
import { runWaitlist } from '../../server/services/waitlistOffers.js';
import { siteOrigin } from '../../server/ssr/pageRenderer.js';
import { addressSequence, addSession } from '../helpers/formVisitors.js';
import { useSmtpSink } from '../helpers/useTestApp.js';
import { useAdminTestApp } from './admin-helpers.js';

/*
 * Issue 29, the waiting list moves: a freed seat is offered to the first one waiting by e-mail and held for
 * them; when the hold runs out it passes to the next one; the link takes or declines it; the office reorders,
 * skips and offers; a status the settings list e-mails the visitor in their language. SQLite and PostgreSQL.
 */

let productId: number;
const hourMs = 3_600_000;

const sink = useSmtpSink();
const { t, admin } = useAdminTestApp(() => ({
  seed: true,
  env: { SMTP_URL: sink.url, MAIL_FROM: 'Akademi <bildirim@akademi.test>', MAIL_TO: 'egitim@akademi.test' },
}));
beforeAll(async () => {
  const product = await t.app.db
    .selectFrom('products')
    .select('id')
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  productId = product.id;
});

/** Every request from its own address, so the form rate limit does not interfere. */
const nextIp = addressSequence(29);

const newSession = (seats: number | null) => addSession(t, productId, seats);

let people = 0;
/** A visitor's pre-registration through the public form; `lang` is their `_lang` cookie. */
async function register(
  sessionId: number,
  options: { waitlist?: boolean; lang?: string; participants?: number } = {},
) {
  const { headers } = await t.csrf();
  if (options.lang) headers.cookie = `${headers.cookie}; _lang=${options.lang}`;
  people += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/pre-registrations',
    headers,
    remoteAddress: nextIp(),
    payload: {
      session_id: String(sessionId),
      name: `Katılımcı ${people} Şahin`,
      email: `kisi${people}@ornek.com.tr`,
      phone: '0532 555 44 33',
      participants: String(options.participants ?? 1),
      kvkk_consent: '1',
      ...(options.waitlist ? { waitlist: '1' } : {}),
    },
  });
}

async function registered(sessionId: number, options: Parameters<typeof register>[1] = {}) {
  const res = await register(sessionId, options);
  expect(res.statusCode).toBe(200);
  return t.app.db
    .selectFrom('pre_registrations')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

const rowOf = (id: number) =>
  t.app.db.selectFrom('pre_registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The offer e-mails to one address, oldest first, with the link's token and language. */
async function offersTo(email: string) {
  const rows = await t.app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'waitlist-offer')
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const link = /(https?:\/\/\S+\/bekleme-listesi\/[A-Za-z0-9_-]+)/.exec(row.text)?.[1] ?? '';
    return { ...row, link, token: link.split('/').at(-1) ?? '' };
  });
}

const offerCall = (token: string, action?: 'accept' | 'decline', lang?: string) =>
  action
    ? t.csrf().then(({ headers }) =>
        t.app.inject({
          method: 'POST',
          url: `/api/waitlist-offers/${token}/${action}`,
          headers: lang ? { ...headers, cookie: `${headers.cookie}; _lang=${lang}` } : headers,
          remoteAddress: nextIp(),
          payload: {},
        }),
      )
    : t.app.inject({
        method: 'GET',
        url: `/api/waitlist-offers/${token}`,
        headers: lang ? { cookie: `_lang=${lang}` } : {},
      });

const history = (id: number) =>
  t.app.db
    .selectFrom('audit_log')
    .select('action')
    .where('resource', '=', 'pre-registrations')
    .where('record_id', '=', String(id))
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.action));

const cancel = async (id: number) =>
  expect((await admin.put(`/pre-registrations/${id}`, { status: 'cancelled' })).statusCode).toBe(200);

describe('a freed seat goes to the waiting list', () => {
  it('offers it to the first one waiting, holds it, passes it on when the hold runs out, and the link takes it', async () => {
    const sessionId = await newSession(1);
    const seated = await registered(sessionId);
    const first = await registered(sessionId, { waitlist: true });
    const second = await registered(sessionId, { waitlist: true, lang: 'en' });
    expect([first.waitlist, first.waitlist_position, second.waitlist_position, second.lang]).toEqual([
      1,
      1,
      2,
      'en',
    ]);

    await cancel(seated.id);
    const [offer] = await offersTo(first.email);
    expect(offer.subject).toContain('Bekleme listesinden yer açıldı');
    expect(offer.link).toBe(`${siteOrigin(t.app.config)}/bekleme-listesi/${offer.token}`);
    expect(offer.html).toContain(`<a href="${offer.link}">`);
    const held = await rowOf(first.id);
    expect(held.offer_expires_at! > new Date(Date.now() + 47 * hourMs).toISOString()).toBe(true);
    expect(held.offer_token_hash).not.toContain(offer.token);
    expect(await offersTo(second.email)).toHaveLength(0);

    // While it is held, a new visitor finds the session full.
    const late = await register(sessionId);
    expect(late.statusCode).toBe(409);
    expect((await register(sessionId, { waitlist: true })).json().data).toEqual({
      waitlist: true,
      seats_left: 0,
    });

    const shown = await offerCall(offer.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toContain('no-store');
    expect(shown.json().data).toMatchObject({
      status: 'open',
      participants: 1,
      session_place: 'Ankara',
      expires_at: held.offer_expires_at,
    });

    // The hold runs out: the job (run as if two days later) hands the seat to the next one.
    const later = new Date(Date.now() + 49 * hourMs);
    expect(await runWaitlist(t.app.db, { now: later, mail: waitlistMail() })).toEqual({
      expired: 1,
      offered: 1,
    });
    const skipped = await rowOf(first.id);
    expect([skipped.offer_expires_at, skipped.status, skipped.waitlist]).toEqual([null, 'new', 1]);
    expect(skipped.waitlist_position).toBeGreaterThan(3);
    const [english] = await offersTo(second.email);
    expect(english.subject).toContain('A seat has opened up');
    expect(english.link).toBe(`${siteOrigin(t.app.config)}/en/bekleme-listesi/${english.token}`);

    expect((await offerCall(offer.token)).json().data.status).toBe('expired');
    const tooLate = await offerCall(offer.token, 'accept');
    expect([tooLate.statusCode, tooLate.json().message]).toEqual([410, 'Teklifin süresi doldu']);
    expect((await offerCall(offer.token, 'accept', 'en')).json().message).toBe('This offer has expired');

    const taken = await offerCall(english.token, 'accept', 'en');
    expect([taken.statusCode, taken.json().message]).toEqual([
      200,
      'Your seat is reserved. We will call you.',
    ]);
    const again = await offerCall(english.token, 'accept');
    expect([again.statusCode, again.json().message, again.json().data.status]).toEqual([
      200,
      'Yeriniz ayrıldı. Sizi arayacağız.',
      'taken',
    ]);
    expect(await rowOf(second.id)).toMatchObject({ waitlist: 0, waitlist_position: null, status: 'new' });
    const office = await t.app.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'text'])
      .where('kind', '=', 'waitlist-accepted')
      .execute();
    expect(
      office.some((mail) => mail.recipient === 'egitim@akademi.test' && mail.text.includes(second.name)),
    ).toBe(true);
    expect((await register(sessionId)).statusCode).toBe(409);

    expect(await history(first.id)).toEqual(['waitlist-offer', 'waitlist-offer-expired']);
    expect(await history(second.id)).toEqual(['waitlist-offer', 'waitlist-accepted']);
  });

  it('answers an unknown link in the visitor language', async () => {
    const tr = await offerCall('b'.repeat(43));
    expect([tr.statusCode, tr.json().message]).toEqual([404, 'Teklif bulunamadı']);
    const en = await offerCall('b'.repeat(43), undefined, 'en');
    expect([en.statusCode, en.json().message]).toEqual([404, 'Offer not found']);
    expect((await offerCall('b'.repeat(43), 'accept', 'en')).json().message).toBe('Offer not found');
  });

  it('passes a declined seat to the next one, and offers seats added to the session', async () => {
    const sessionId = await newSession(1);
    const seated = await registered(sessionId);
    const first = await registered(sessionId, { waitlist: true });
    const second = await registered(sessionId, { waitlist: true });
    const third = await registered(sessionId, { waitlist: true });
    await cancel(seated.id);
    const [offer] = await offersTo(first.email);
    const declined = await offerCall(offer.token, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(await rowOf(first.id)).toMatchObject({ status: 'cancelled', offer_expires_at: null });
    expect(await offersTo(second.email)).toHaveLength(1);
    expect(await history(first.id)).toEqual(['waitlist-offer', 'waitlist-declined']);

    // The course form raises the session's seats: the next one waiting is offered the new seat.
    const product = (await admin.get(`/products/${productId}`)).json().data;
    const sessions = product.sessions.map((session: Record<string, unknown>) =>
      session.id === sessionId ? { ...session, seats: 2 } : session,
    );
    const saved = await admin.put(`/products/${productId}`, { ...product, sessions });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await offersTo(third.email)).toHaveLength(1);
  });
});

function waitlistMail() {
  return t.app.mail && { outbox: t.app.mail, siteOrigin: siteOrigin(t.app.config) };
}

describe('the office moves the queue', () => {
  it('reorders, skips and offers, each step in the record history', async () => {
    const sessionId = await newSession(1);
    const seated = await registered(sessionId);
    const [a, b, c] = [
      await registered(sessionId, { waitlist: true }),
      await registered(sessionId, { waitlist: true }),
      await registered(sessionId, { waitlist: true }),
    ];
    const queue = async () =>
      (await admin.get(`/pre-registrations?waitlist=1&session_id=${sessionId}`))
        .json()
        .data.items.map((item: { id: number; waitlist_position: number }) => item.id);
    const move = (id: number, action: string) => admin.put(`/pre-registrations/${id}/waitlist`, { action });

    expect((await move(a.id, 'down')).json().data.waitlist_position).toBe(2);
    expect(await queue()).toEqual([b.id, a.id, c.id]);
    expect((await move(c.id, 'up')).statusCode).toBe(200);
    expect(await queue()).toEqual([b.id, c.id, a.id]);
    const full = await move(a.id, 'offer');
    expect([full.statusCode, full.json().message]).toEqual([409, 'Bu oturumda boş yer yok']);
    expect((await move(seated.id, 'up')).statusCode).toBe(409);
    expect((await move(a.id, 'sideways')).statusCode).toBe(422);

    await cancel(seated.id);
    expect((await rowOf(b.id)).offer_expires_at).not.toBeNull();
    // Skipping the one offered: to the end of the queue, the seat to the next one (not back to them).
    expect((await move(b.id, 'skip')).statusCode).toBe(200);
    expect(await queue()).toEqual([c.id, a.id, b.id]);
    expect((await rowOf(b.id)).offer_expires_at).toBeNull();
    expect((await rowOf(c.id)).offer_expires_at).not.toBeNull();

    // The refused offer (409) left no entry.
    expect(await history(a.id)).toEqual(['waitlist-down']);
    expect(await history(b.id)).toEqual(['waitlist-offer', 'waitlist-skip']);
    expect(await history(c.id)).toEqual(['waitlist-up', 'waitlist-offer']);
    const listed = (await admin.get(`/pre-registrations/${c.id}`)).json().data;
    expect(listed).toMatchObject({ lang: 'tr', waitlist: 1, waitlist_position: 1 });
    expect(listed.offered_at).not.toBeNull();
  });
});

describe('status e-mails to the visitor', () => {
  const statusMails = (email: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('kind', '=', 'pre-registration-status')
      .where('recipient', '=', email)
      .execute();

  it('tells a confirmed visitor in their language, as the site settings say', async () => {
    const sessionId = await newSession(null);
    const turkish = await registered(sessionId);
    const english = await registered(sessionId, { lang: 'en' });
    await admin.put(`/pre-registrations/${turkish.id}`, { status: 'confirmed' });
    await admin.put(`/pre-registrations/${english.id}`, { status: 'confirmed' });
    expect((await statusMails(turkish.email))[0].subject).toMatch(/^Ön kaydınız kesinleşti: /);
    expect((await statusMails(english.email))[0].subject).toMatch(/^Your pre-registration is confirmed: /);
    // Saving again with the same status sends nothing more; 'called' is not listed by default.
    await admin.put(`/pre-registrations/${turkish.id}`, { status: 'confirmed', owner_note: 'Arandı' });
    await admin.put(`/pre-registrations/${english.id}`, { status: 'called' });
    expect(await statusMails(turkish.email)).toHaveLength(1);
    expect(await statusMails(english.email)).toHaveLength(1);

    const settings = (await admin.get('/settings/site')).json().data;
    expect(settings).toMatchObject({ waitlist_hold_hours: 48, confirmation_mail_statuses: ['confirmed'] });
    const bad = await admin.put('/settings/site', { ...settings, waitlist_hold_hours: 0 });
    expect(bad.statusCode).toBe(422);
    const saved = await admin.form('/settings/site', {
      _method: 'PUT',
      google_script: settings.google_script,
      yandex_script: settings.yandex_script,
      fb_pixel_script: settings.fb_pixel_script,
      keywords: settings.keywords.join(','),
      waitlist_hold_hours: '24',
      confirmation_mail_statuses: 'called,cancelled',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      waitlist_hold_hours: 24,
      confirmation_mail_statuses: ['called', 'cancelled'],
    });
    await admin.put(`/pre-registrations/${turkish.id}`, { status: 'cancelled' });
    expect((await statusMails(turkish.email)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Ön kaydınız iptal edildi: /),
    );
    await admin.put('/settings/site', { ...settings, confirmation_mail_statuses: ['confirmed'] });
  });
});

describe('parallel requests', () => {
  it('never oversell a session while an offer is taken', async () => {
    const sessionId = await newSession(4);
    const seated = [];
    for (let i = 0; i < 4; i += 1) seated.push(await registered(sessionId));
    const waiting = await registered(sessionId, { waitlist: true });
    await cancel(seated[0].id);
    const [offer] = await offersTo(waiting.email);
    // A second cancellation frees a seat nobody waits for: one visitor may take it.
    await cancel(seated[1].id);
    const answers = await Promise.all([
      offerCall(offer.token, 'accept'),
      ...Array.from({ length: 49 }, () => register(sessionId)),
    ]);
    expect(answers[0].statusCode).toBe(200);
    const statuses = answers.slice(1).map((res) => res.statusCode);
    expect(statuses.filter((code) => code === 200)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(48);
    const holding = await t.app.db
      .selectFrom('pre_registrations')
      .select((eb) => eb.fn.sum<number>('participants').as('seats'))
      .where('session_id', '=', sessionId)
      .where('waitlist', '=', 0)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow();
    expect(Number(holding.seats)).toBe(4);
  });
});
