import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.js';
import { migrations } from '../../server/db/migrations/index.js';
import {
  retentionDaysMessage,
  retentionKinds,
  retentionMonthsMessage,
} from '../../shared/schemas/kvkkSettings.js';
import { consentVersion } from '../../server/services/kvkkSettings.js';
import { monthsBefore, previewExpired, purgeExpired, RetentionJob } from '../../server/services/retention.js';
import { createPostgresDatabase, engine, multipart, postWithCsrf } from '../helpers/testApp.js';
import { storeContactMessage } from '../helpers/storedRows.js';
import { json, refusedFields, useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp({ seed: true });
let cvDir: string;

const now = new Date('2026-06-15T09:00:00.000Z');
const monthsAgo = (months: number) => monthsBefore(now, months);
let serial = 0;

beforeAll(async () => {
  cvDir = path.join(t.config.uploadsRoot, 'private', 'cv');
  fs.mkdirSync(cvDir, { recursive: true });
});

/** An application received `months` ago, with its CV file (dated like the row). */
async function application(months: number): Promise<{ id: number; file: string }> {
  const received = monthsAgo(months);
  const name = `cv-${++serial}.pdf`;
  const file = path.join(cvDir, name);
  fs.writeFileSync(file, `%PDF-1.4 cv ${serial}`);
  fs.utimesSync(file, received, received);
  const row = await t.app.db
    .insertInto('hr_applications')
    .values({
      name: `Aday Şükrü ${serial}`,
      email: `aday${serial}@example.com`,
      phone: '0555 000 00 00',
      position: 'Eğitmen',
      message: 'Başvurumu iletiyorum.',
      cv_path: `private/cv/${name}`,
      cv_mime: 'application/pdf',
      cv_original_name: 'özgeçmiş.pdf',
      check: 0,
      section: 'mail',
      ip: '10.0.0.1',
      consent_version: null,
      consent_at: null,
      created_at: received.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, file };
}

async function message(months: number): Promise<number> {
  serial++;
  return storeContactMessage(
    t.app.db,
    { name: `Ziyaretçi ${serial}`, email: `ziyaretci${serial}@example.com` },
    monthsAgo(months),
  );
}

const ids = async (table: 'hr_applications' | 'contact_messages') =>
  (await t.app.db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
const purgeLog = () => t.app.db.selectFrom('retention_purges').selectAll().orderBy('id').execute();

const kvkkFields = [
  'notice_contract_id',
  'application_retention_months',
  'contact_retention_months',
  'pre_registration_retention_months',
  'outbox_retention_days',
  'audit_personal_retention_months',
];

/** Saves the KVKK settings as the panel does: every field, the ones not given as they are now. */
async function setKvkk(fields: Record<string, string>) {
  const current = json(await admin.get('/settings/kvkk')).data as Record<string, number | null>;
  const res = await admin.put('/settings/kvkk', {
    ...Object.fromEntries(kvkkFields.map((field) => [field, String(current[field] ?? '')])),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
}

describe('months before a date', () => {
  it('counts calendar months and stays inside a shorter month', () => {
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-06-15T09:00:00Z'), 24).toISOString()).toBe('2024-06-15T09:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-10T00:00:00Z'), 13).toISOString()).toBe('2024-12-10T00:00:00.000Z');
  });
});

describe('the KVKK settings', () => {
  it('start with the seeded notice and the default periods (messages kept until a period is set)', async () => {
    const notice = await t.app.db
      .selectFrom('contracts')
      .select('id')
      .where('seo_name', '=', 'kvkk-aydinlatma-metni')
      .executeTakeFirstOrThrow();
    expect(json(await admin.get('/settings/kvkk')).data).toEqual({
      notice_contract_id: notice.id,
      application_retention_months: 24,
      contact_retention_months: null,
      pre_registration_retention_months: 24,
      outbox_retention_days: 30,
      audit_personal_retention_months: 24,
    });
  });

  it('are for administrators only', async () => {
    expect((await editor.get('/settings/kvkk')).statusCode).toBe(403);
    expect((await editor.put('/settings/kvkk', { application_retention_months: '1' })).statusCode).toBe(403);
    expect((await editor.get('/settings/kvkk/purges')).statusCode).toBe(403);
    expect((await editor.get('/settings/kvkk/purge-preview')).statusCode).toBe(403);
    expect((await editor.post('/settings/kvkk/purge', {})).statusCode).toBe(403);
  });

  it('refuse a period out of range, a contract that does not exist and a partial body', async () => {
    const notice = json(await admin.get('/settings/kvkk')).data.notice_contract_id as number;
    const base = {
      notice_contract_id: String(notice),
      contact_retention_months: '',
      pre_registration_retention_months: '24',
      outbox_retention_days: '30',
      audit_personal_retention_months: '24',
    };
    for (const months of ['121', '-1', '1.5', 'iki']) {
      const res = await admin.put('/settings/kvkk', { ...base, application_retention_months: months });
      expect(res.statusCode, months).toBe(422);
      expect(json(res).errors, months).toEqual({ application_retention_months: retentionMonthsMessage });
    }
    for (const days of ['366', '-1', '2.5']) {
      const res = await admin.put('/settings/kvkk', {
        ...base,
        application_retention_months: '24',
        outbox_retention_days: days,
        pre_registration_retention_months: '121',
      });
      expect(res.statusCode, days).toBe(422);
      expect(json(res).errors, days).toEqual({
        outbox_retention_days: retentionDaysMessage,
        pre_registration_retention_months: retentionMonthsMessage,
      });
    }
    const missing = await admin.put('/settings/kvkk', {
      ...base,
      notice_contract_id: '999999',
      application_retention_months: '',
    });
    expect(json(missing).errors).toEqual({ notice_contract_id: 'Geçersiz Seçim' });
    // The body of the panel before issue 29: the new periods must not silently become "forever".
    const partial = await admin.put('/settings/kvkk', {
      notice_contract_id: String(notice),
      application_retention_months: '6',
      contact_retention_months: '',
    });
    expect(partial.statusCode).toBe(422);
    expect(refusedFields(partial)).toEqual([
      'audit_personal_retention_months',
      'outbox_retention_days',
      'pre_registration_retention_months',
    ]);
    expect(json(await admin.get('/settings/kvkk')).data).toMatchObject({
      application_retention_months: 24,
      pre_registration_retention_months: 24,
      outbox_retention_days: 30,
    });
  });

  it('name the notice the public forms link and the consent records name', async () => {
    const other = await t.app.db
      .selectFrom('contracts')
      .select(['id', 'seo_name', 'updated_at'])
      .where('seo_name', '<>', 'kvkk-aydinlatma-metni')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const saved = await setKvkk({ notice_contract_id: String(other.id) });
    expect(saved.notice_contract_id).toBe(other.id);
    const list = (await t.app.inject({ method: 'GET', url: '/api/pages/contracts' })).json().data as {
      seo_name: string;
      kvkk_notice: boolean;
    }[];
    expect(list.filter((item) => item.kvkk_notice).map((item) => item.seo_name)).toEqual([other.seo_name]);
    expect(await consentVersion(t.app.db)).toBe(`${other.seo_name}@${other.updated_at}`);

    // A visitor's message records that notice.
    const body = multipart({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '0532 000 00 00',
      subject: 'Teklif',
      message: 'Bilgi almak istiyorum.',
      kvkk_consent: 'on',
    });
    const sent = await postWithCsrf(t, '/api/contact', body.payload, {
      headers: body.headers,
      remoteAddress: '10.99.0.1',
    });
    expect(sent.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('contact_messages')
      .select(['id', 'consent_version', 'ip'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ consent_version: `${other.seo_name}@${other.updated_at}`, ip: '10.99.0.1' });
    await t.app.db.deleteFrom('contact_messages').where('id', '=', row.id).execute();

    // Deleting the chosen contract falls back to the default notice instead of leaving the forms without one.
    await t.app.db.deleteFrom('contracts').where('id', '=', other.id).execute();
    const fallback = json(await admin.get('/settings/kvkk')).data.notice_contract_id as number;
    const seeded = await t.app.db
      .selectFrom('contracts')
      .select('id')
      .where('seo_name', '=', 'kvkk-aydinlatma-metni')
      .executeTakeFirstOrThrow();
    expect(fallback).toBe(seeded.id);
  });
});

describe('the retention purge', () => {
  it('deletes applications older than the period with their CVs, keeps newer ones, and logs ids only', async () => {
    const old1 = await application(30);
    const old2 = await application(25);
    const recent = await application(23);
    const oldMessage = await message(60);
    // A CV no row names: left by a crash between a deletion and its file. Old enough: removed.
    const orphan = path.join(cvDir, 'left-behind.pdf');
    fs.writeFileSync(orphan, '%PDF-1.4 orphan');
    fs.utimesSync(orphan, monthsAgo(30), monthsAgo(30));
    // A young file no row names yet (an upload committing right now): kept.
    const young = path.join(cvDir, 'just-arrived.pdf');
    fs.writeFileSync(young, '%PDF-1.4 young');

    const results = await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    // Pre-registrations, e-mails and audit copies have default periods but nothing here is old enough.
    expect(results).toEqual([
      { kind: 'hr_applications', ids: [old1.id, old2.id], files: 3 },
      { kind: 'pre_registrations', ids: [], files: 0 },
      { kind: 'mail_outbox', ids: [], files: 0 },
      { kind: 'audit_log', ids: [], files: 0 },
    ]);
    expect(await ids('hr_applications')).toEqual([recent.id]);
    expect(fs.existsSync(old1.file) || fs.existsSync(old2.file) || fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(recent.file)).toBe(true);
    expect(fs.existsSync(young)).toBe(true);
    // Messages have no period by default: kept however old.
    expect(await ids('contact_messages')).toContain(oldMessage);

    const log = await purgeLog();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      kind: 'hr_applications',
      months: 24,
      cutoff: monthsAgo(24).toISOString(),
      count: 2,
      ids: JSON.stringify([old1.id, old2.id]),
      purged_at: now.toISOString(),
    });
    expect(JSON.stringify(log)).not.toMatch(/Aday|example\.com|özgeçmiş|cv-/);
    fs.rmSync(young);
  });

  it('does nothing the second time: no row, no file, no log entry', async () => {
    const before = await ids('hr_applications');
    const again = await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    expect(again.map((result) => result.kind)).toEqual([
      'hr_applications',
      'pre_registrations',
      'mail_outbox',
      'audit_log',
    ]);
    expect(again.every((result) => result.ids.length === 0 && result.files === 0)).toBe(true);
    expect(await ids('hr_applications')).toEqual(before);
    expect(await purgeLog()).toHaveLength(1);
  });

  it('deletes each row once when several instances purge at the same moment', async () => {
    const old = await Promise.all([application(26), application(27), application(28), application(40)]);
    const results = await Promise.all([
      purgeExpired(t.app.db, t.config.uploadsRoot, now),
      purgeExpired(t.app.db, t.config.uploadsRoot, now),
      purgeExpired(t.app.db, t.config.uploadsRoot, now),
    ]);
    const deleted = results.flatMap((run) => run.flatMap((result) => result.ids)).sort((a, b) => a - b);
    expect(deleted).toEqual(old.map((row) => row.id).sort((a, b) => a - b));
    const logged = (await purgeLog()).slice(1);
    expect(logged.reduce((sum, row) => sum + row.count, 0)).toBe(4);
    expect(logged.flatMap((row) => JSON.parse(row.ids) as number[]).sort((a, b) => a - b)).toEqual(deleted);
    for (const row of old) expect(fs.existsSync(row.file)).toBe(false);
  });

  it('purges messages once they have a period, and keeps everything when a period is emptied or 0', async () => {
    const oldMessage = await message(7);
    const newMessage = await message(5);
    await setKvkk({ contact_retention_months: '6', application_retention_months: '0' });
    expect(json(await admin.get('/settings/kvkk')).data).toMatchObject({
      application_retention_months: null,
      contact_retention_months: 6,
    });
    const oldApplication = await application(100);
    const results = await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    expect(results.filter((result) => result.ids.length > 0)).toEqual([
      { kind: 'contact_messages', ids: expect.arrayContaining([oldMessage]), files: 0 },
    ]);
    expect(results.map((result) => result.kind)).not.toContain('hr_applications');
    const remaining = await ids('contact_messages');
    expect(remaining).toContain(newMessage);
    expect(remaining).not.toContain(oldMessage);
    expect(await ids('hr_applications')).toContain(oldApplication.id);
    expect(fs.existsSync(oldApplication.file)).toBe(true);

    await setKvkk({
      contact_retention_months: '',
      pre_registration_retention_months: '0',
      outbox_retention_days: '',
      audit_personal_retention_months: '',
    });
    expect(await purgeExpired(t.app.db, t.config.uploadsRoot, now)).toEqual([]);
    expect(await previewExpired(t.app.db, now)).toEqual([]);
    await setKvkk({
      pre_registration_retention_months: '24',
      outbox_retention_days: '30',
      audit_personal_retention_months: '24',
    });
  });

  it('lists the latest purges for the back office, newest first', async () => {
    const res = await admin.get('/settings/kvkk/purges');
    expect(res.statusCode).toBe(200);
    const { items, total } = json(res).data as { items: { kind: string; ids: number[] }[]; total: number };
    expect(total).toBe(items.length);
    expect(items[0]).toMatchObject({ kind: 'contact_messages', months: 6, unit: 'months' });
    expect(items.at(-1)).toMatchObject({ kind: 'hr_applications', unit: 'months', ids: expect.any(Array) });
    expect(items.every((item) => Array.isArray(item.ids) && item.ids.length > 0)).toBe(true);
  });
});

/** A pre-registration for a session that started `sessionMonths` ago (signed up two months before it). */
async function preRegistration(sessionMonths: number, status: string, extra: { waitlist?: number } = {}) {
  const product = await t.app.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  const session = monthsAgo(sessionMonths).toISOString();
  const signedUp = monthsAgo(sessionMonths + 2).toISOString();
  const row = await t.app.db
    .insertInto('pre_registrations')
    .values({
      product_id: product.id,
      session_id: null,
      session_starts_at: session,
      session_place: 'İstanbul',
      name: `Katılımcı Öğün ${++serial}`,
      email: `katilimci${serial}@example.com`,
      phone: '0532 111 22 33',
      company: 'Örnek Şirket',
      participants: 3,
      note: 'Faturayı şirkete kesin.',
      waitlist: extra.waitlist ?? 0,
      status,
      owner_note: 'Arandı, ödeme bekleniyor.',
      consent_version: 'kvkk-aydinlatma-metni@2024-01-01T00:00:00.000Z',
      consent_at: signedUp,
      ip: '10.0.0.3',
      created_at: signedUp,
      updated_at: signedUp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An outbox row made at `created` (and sent at `sent`), in the given state. */
async function mail(
  status: 'pending' | 'sent' | 'failed' | 'cancelled',
  created: Date,
  sent: Date | null = null,
) {
  const row = await t.app.db
    .insertInto('mail_outbox')
    .values({
      kind: 'pre-registration-confirmation',
      recipient: `alici${++serial}@example.com`,
      reply_to: 'ofis@example.com',
      subject: 'Ön kaydınız alındı, Ayşe Yılmaz',
      text: 'Merhaba Ayşe, 0532 111 22 33',
      html: '<p>Merhaba Ayşe</p>',
      status,
      attempts: status === 'pending' ? 0 : 1,
      next_attempt_at: created.toISOString(),
      claimed_until: null,
      last_error: status === 'failed' ? `550 <alici${serial}@example.com>: no such user` : null,
      created_at: created.toISOString(),
      sent_at: sent?.toISOString() ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/** An audit entry made `months` ago about a record of `resource`, with its copies before and after. */
async function auditEntry(
  months: number,
  resource: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  summary = '',
  recordId = '7',
) {
  const row = await t.app.db
    .insertInto('audit_log')
    .values({
      created_at: monthsAgo(months).toISOString(),
      user_id: null,
      user_name: 'Ofis Çalışanı',
      user_email: 'ofis@example.com',
      action: 'update',
      resource,
      record_id: recordId,
      summary,
      changes: '[]',
      before_json: before && JSON.stringify(before),
      after_json: after && JSON.stringify(after),
      ip: '10.0.0.9',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const resultOf = (results: { kind: string; ids: number[] }[], kind: string) =>
  results.find((result) => result.kind === kind)?.ids ?? [];

describe('the retention of pre-registrations', () => {
  it('deletes them after the period from the session date, anonymises the confirmed ones once', async () => {
    const oldNew = await preRegistration(25, 'new');
    const oldWaiting = await preRegistration(30, 'new', { waitlist: 1 });
    const oldCancelled = await preRegistration(26, 'cancelled');
    const oldConfirmed = await preRegistration(25, 'confirmed');
    const recentConfirmed = await preRegistration(23, 'confirmed');
    // Signed up 25 months ago for a session 23 months ago: counted from the session, kept.
    const recentSession = await preRegistration(23, 'new');
    // A month-old history entry of a purged record: redacted with it, not two years later by the audit rule.
    const person = await t.app.db
      .selectFrom('pre_registrations')
      .select(['name', 'email'])
      .where('id', '=', oldNew)
      .executeTakeFirstOrThrow();
    const history = await auditEntry(
      1,
      'pre-registrations',
      { ...person, status: 'new' },
      { ...person, status: 'called' },
      person.name,
      String(oldNew),
    );

    const results = await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    expect(resultOf(results, 'pre_registrations')).toEqual([oldNew, oldWaiting, oldCancelled, oldConfirmed]);
    const rows = await t.app.db.selectFrom('pre_registrations').selectAll().orderBy('id').execute();
    expect(rows.map((row) => row.id)).toEqual([oldConfirmed, recentConfirmed, recentSession]);
    expect(rows[0]).toMatchObject({
      name: 'Silinmiş kişi',
      email: '',
      phone: '',
      company: null,
      note: null,
      owner_note: null,
      ip: '',
      status: 'confirmed',
      participants: 3,
      session_starts_at: monthsAgo(25).toISOString(),
    });
    expect(rows[1]).toMatchObject({ email: `katilimci${serial - 1}@example.com`, company: 'Örnek Şirket' });

    const log = (await purgeLog()).filter((row) => row.kind === 'pre_registrations');
    expect(log).toMatchObject([{ months: 24, cutoff: monthsAgo(24).toISOString(), count: 4 }]);
    expect(JSON.stringify(log)).not.toMatch(/Katılımcı|example\.com|Örnek/);

    const entry = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', history)
      .executeTakeFirstOrThrow();
    expect(`${entry.summary} ${entry.before_json} ${entry.after_json}`).not.toContain(person.email);
    expect(`${entry.summary} ${entry.before_json} ${entry.after_json}`).not.toContain(person.name);
    expect(JSON.parse(entry.after_json!)).toMatchObject({ status: 'called', name: '[silindi]' });

    // The anonymised row is not taken up again.
    const again = await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    expect(resultOf(again, 'pre_registrations')).toEqual([]);
  });
});

describe('the retention of e-mails', () => {
  it('clears texts and addresses of finished e-mails after the days, never a pending one', async () => {
    const sentOld = await mail('sent', daysAgo(40), daysAgo(40));
    const failedOld = await mail('failed', daysAgo(40));
    const cancelledOld = await mail('cancelled', daysAgo(31));
    const pendingOld = await mail('pending', daysAgo(40));
    // Made long ago, sent lately (after retries): counted from the sending.
    const sentLately = await mail('sent', daysAgo(40), daysAgo(20));
    const sentRecently = await mail('sent', daysAgo(29), daysAgo(29));

    const results = await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    expect(resultOf(results, 'mail_outbox')).toEqual([sentOld, failedOld, cancelledOld]);
    const rows = await t.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [sentOld, failedOld, cancelledOld]) {
      expect(byId.get(id)).toMatchObject({
        recipient: '[silindi]',
        reply_to: '[silindi]',
        subject: '',
        text: '',
        html: '',
        last_error: null,
        kind: 'pre-registration-confirmation',
        created_at: expect.any(String),
      });
    }
    expect(byId.get(sentOld)?.status).toBe('sent');
    expect(byId.get(failedOld)?.status).toBe('failed');
    for (const id of [pendingOld, sentLately, sentRecently]) {
      expect(byId.get(id)).toMatchObject({
        subject: 'Ön kaydınız alındı, Ayşe Yılmaz',
        text: expect.any(String),
      });
      expect(byId.get(id)?.recipient).toMatch(/@example\.com$/);
    }
    const log = (await purgeLog()).filter((row) => row.kind === 'mail_outbox');
    expect(log).toMatchObject([{ months: 30, cutoff: daysAgo(30).toISOString(), count: 3 }]);

    const again = await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    expect(resultOf(again, 'mail_outbox')).toEqual([]);
  });
});

describe('the retention of personal fields in the audit log', () => {
  it('redacts the copies of records about people older than the period, once, and keeps the rest', async () => {
    const person = { id: 7, name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '0532 111 22 33' };
    const preRegistrationOld = await auditEntry(
      25,
      'pre-registrations',
      { ...person, status: 'new', participants: 2, company: null },
      { ...person, status: 'called', participants: 2, company: null },
      'Ayşe Yılmaz',
    );
    const userOld = await auditEntry(
      30,
      'users',
      null,
      { id: 3, name: 'Eski Kullanıcı', email: 'eski@example.com', active: 1 },
      'Eski Kullanıcı',
    );
    const contractOld = await auditEntry(
      30,
      'contracts',
      null,
      { id: 1, name: 'Mesafeli Satış' },
      'Mesafeli',
    );
    const preRegistrationRecent = await auditEntry(23, 'pre-registrations', null, person, 'Ayşe Yılmaz');
    // A request-logged write without copies: nothing personal, not counted, not read again.
    const noCopies = await auditEntry(26, 'contact', null, null, '2 kayıt: #1, #2');

    const results = await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    expect(resultOf(results, 'audit_log')).toEqual([preRegistrationOld, userOld]);
    const rows = await t.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const redacted = byId.get(preRegistrationOld)!;
    expect(JSON.parse(redacted.before_json!)).toEqual({
      id: 7,
      name: '[silindi]',
      email: '[silindi]',
      phone: '[silindi]',
      status: 'new',
      participants: 2,
      company: null,
    });
    expect(JSON.parse(redacted.after_json!)).toMatchObject({ name: '[silindi]', status: 'called' });
    expect(redacted).toMatchObject({
      summary: '[silindi]',
      user_name: 'Ofis Çalışanı',
      action: 'update',
      personal_redacted_at: now.toISOString(),
    });
    expect(JSON.parse(byId.get(userOld)!.after_json!)).toEqual({
      id: 3,
      name: '[silindi]',
      email: '[silindi]',
      active: 1,
    });
    expect(byId.get(contractOld)).toMatchObject({ summary: 'Mesafeli', personal_redacted_at: null });
    expect(byId.get(preRegistrationRecent)).toMatchObject({
      summary: 'Ayşe Yılmaz',
      personal_redacted_at: null,
    });
    expect(byId.get(preRegistrationRecent)!.after_json).toContain('ayse@example.com');
    expect(byId.get(noCopies)).toMatchObject({
      summary: '2 kayıt: #1, #2',
      personal_redacted_at: now.toISOString(),
    });

    const again = await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    expect(resultOf(again, 'audit_log')).toEqual([]);
  });
});

/** Every table a purge works on (each kind is named after its table), as text: a dry run must leave it as it was. */
async function snapshot() {
  const rows = await Promise.all(
    retentionKinds.map((table) => t.app.db.selectFrom(table).selectAll().orderBy('id').execute()),
  );
  return JSON.stringify([...rows, await purgeLog()]);
}

describe('the dry run and the run on demand', () => {
  it('counts what a run purges, kind by kind, and changes nothing', async () => {
    await setKvkk({ application_retention_months: '24', contact_retention_months: '6' });
    // From a clean state (what earlier tests left expired is purged), so that the counts are these records'.
    await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    await application(30);
    await message(8);
    await preRegistration(27, 'new');
    await preRegistration(27, 'confirmed');
    // A corporate training request (issue 32) goes after the contact messages' period.
    await t.app.db
      .insertInto('corporate_requests')
      .values({
        company: 'Eski Kurum',
        name: `Ziyaretçi ${++serial}`,
        email: `kurum${serial}@example.com`,
        phone: '0555 000 00 00',
        participants: 12,
        topics: 'Excel',
        preferred_dates: null,
        city: 'Ankara',
        online: 0,
        note: null,
        consent_version: 'kvkk@2024-01-01',
        consent_at: monthsAgo(7).toISOString(),
        ip: '10.0.0.5',
        created_at: monthsAgo(7).toISOString(),
        updated_at: monthsAgo(7).toISOString(),
      })
      .execute();
    await mail('sent', daysAgo(45), daysAgo(45));
    // The history of a record no rule purges now (one that was purged has its copies redacted with it).
    await auditEntry(
      28,
      'pre-registrations',
      null,
      { name: 'Veli Öztürk', email: 'veli@example.com' },
      '',
      '999999',
    );

    const before = await snapshot();
    const preview = await previewExpired(t.app.db, now);
    expect(await snapshot()).toBe(before);
    expect(preview).toEqual([
      { kind: 'hr_applications', period: 24, unit: 'months', cutoff: monthsAgo(24).toISOString(), count: 1 },
      { kind: 'contact_messages', period: 6, unit: 'months', cutoff: monthsAgo(6).toISOString(), count: 1 },
      {
        kind: 'pre_registrations',
        period: 24,
        unit: 'months',
        cutoff: monthsAgo(24).toISOString(),
        count: 2,
      },
      { kind: 'corporate_requests', period: 6, unit: 'months', cutoff: monthsAgo(6).toISOString(), count: 1 },
      { kind: 'mail_outbox', period: 30, unit: 'days', cutoff: daysAgo(30).toISOString(), count: 1 },
      { kind: 'audit_log', period: 24, unit: 'months', cutoff: monthsAgo(24).toISOString(), count: 1 },
    ]);

    const results = await purgeExpired(t.app.db, t.config.uploadsRoot, now);
    expect(results.map(({ kind, ids }) => ({ kind, count: ids.length }))).toEqual(
      preview.map(({ kind, count }) => ({ kind, count })),
    );
    expect((await previewExpired(t.app.db, now)).every((item) => item.count === 0)).toBe(true);
  });

  it('purges each record once when several instances run at the same moment', async () => {
    const expected = [
      ...(await Promise.all([preRegistration(30, 'new'), preRegistration(30, 'confirmed')])),
      ...(await Promise.all([mail('sent', daysAgo(50), daysAgo(50)), mail('failed', daysAgo(60))])),
      await auditEntry(30, 'users', null, { name: 'Eşzamanlı Kişi', email: 'es@example.com' }),
    ];
    const runs = await Promise.all([1, 2, 3].map(() => purgeExpired(t.app.db, t.config.uploadsRoot, now)));
    const purged = (kind: string) => runs.flatMap((run) => resultOf(run, kind)).sort((a, b) => a - b);
    expect(purged('pre_registrations')).toEqual(expected.slice(0, 2).sort((a, b) => a - b));
    expect(purged('mail_outbox')).toEqual(expected.slice(2, 4).sort((a, b) => a - b));
    expect(purged('audit_log')).toEqual([expected[4]]);
  });

  it('runs from the back office: the dry run first, then the run with its counts, logged readable', async () => {
    // Relative to the real clock: the routes purge as of now.
    const old = new Date(Date.now() - 10 * 365 * 24 * 60 * 60 * 1000);
    const messageId = (
      await t.app.db
        .insertInto('contact_messages')
        .values({
          name: 'Eski Ziyaretçi',
          email: 'eski.ziyaretci@example.com',
          phone: '0555 000 00 00',
          subject: 'Teklif',
          message: 'Merhaba',
          check: 0,
          section: 'mail',
          ip: '10.0.0.4',
          consent_version: null,
          consent_at: null,
          created_at: old.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const outboxId = await mail('sent', old, old);

    const previewRes = await admin.get('/settings/kvkk/purge-preview');
    expect(previewRes.statusCode).toBe(200);
    const preview = json(previewRes).data.items as { kind: string; count: number; unit: string }[];
    expect(preview.find((item) => item.kind === 'contact_messages')?.count).toBeGreaterThanOrEqual(1);
    expect(preview.find((item) => item.kind === 'mail_outbox')).toMatchObject({ unit: 'days', period: 30 });
    expect(await ids('contact_messages')).toContain(messageId);

    const run = await admin.post('/settings/kvkk/purge', {});
    expect(run.statusCode, run.body).toBe(200);
    expect(json(run).message).toBe('Saklama süresi dolan kayıtlar temizlendi');
    const items = json(run).data.items as { kind: string; count: number; files: number }[];
    expect(items.map(({ kind, count }) => ({ kind, count }))).toEqual(
      preview.map(({ kind, count }) => ({ kind, count })),
    );
    expect(items.every((item) => typeof item.files === 'number')).toBe(true);
    expect(await ids('contact_messages')).not.toContain(messageId);
    const cleared = await t.app.db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('id', '=', outboxId)
      .executeTakeFirstOrThrow();
    expect(cleared.recipient).toBe('[silindi]');

    const log = json(await admin.get('/settings/kvkk/purges')).data.items as { kind: string; unit: string }[];
    expect(log.find((item) => item.kind === 'mail_outbox')?.unit).toBe('days');
    expect(log.find((item) => item.kind === 'audit_log')?.unit).toBe('months');
  });
});

describe('the retention job', () => {
  it('purges at start-up, and stops cleanly', async () => {
    await setKvkk({ application_retention_months: '12' });
    const old = await application(13);
    const job = new RetentionJob(t.app.db, t.config.uploadsRoot, t.app.log);
    job.start();
    await job.stop();
    expect(await ids('hr_applications')).not.toContain(old.id);
    expect(fs.existsSync(old.file)).toBe(false);
  });

  it('is not started by the app under tests unless asked', async () => {
    const old = await application(13);
    await t.app.ready();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await ids('hr_applications')).toContain(old.id);
  });
});

describe('migration 0018_retention_everywhere', () => {
  it('gives KVKK settings saved before it the default new periods, keeping the saved ones', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-migration-'));
    const pgDb = engine === 'postgres' ? await createPostgresDatabase() : undefined;
    const db = openDatabase({ databaseUrl: pgDb?.url, dataDir, sqliteFile: 'migration.sqlite' });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0017_personal_data_requests')).error).toBeUndefined();
      await db
        .insertInto('privacy_settings')
        .values({
          id: 1,
          notice_contract_id: null,
          application_retention_months: 12,
          contact_retention_months: 6,
          updated_at: now.toISOString(),
          // The row as the schema before 0018 has it: the current type asks for the new columns too.
        } as never)
        .execute();
      expect((await migrator.migrateTo('0018_retention_everywhere')).error).toBeUndefined();
      expect(await db.selectFrom('privacy_settings').selectAll().executeTakeFirst()).toMatchObject({
        application_retention_months: 12,
        contact_retention_months: 6,
        pre_registration_retention_months: 24,
        outbox_retention_days: 30,
        audit_personal_retention_months: 24,
      });
      expect((await migrator.migrateTo('0017_personal_data_requests')).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    } finally {
      await db.destroy();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
