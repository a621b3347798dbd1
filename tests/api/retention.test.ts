import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionMonthsMessage } from '../../shared/schemas/kvkkSettings.js';
import { consentVersion } from '../../server/services/kvkkSettings.js';
import { monthsBefore, purgeExpired, RetentionJob } from '../../server/services/retention.js';
import { createTestApp, multipart, type TestApp } from '../helpers/testApp.js';
import { type AdminClient, adminClient, json } from './admin-helpers.js';

let t: TestApp;
let admin: AdminClient;
let editor: AdminClient;
let cvDir: string;

const now = new Date('2026-06-15T09:00:00.000Z');
const monthsAgo = (months: number) => monthsBefore(now, months);
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = adminClient(t, await t.adminToken());
  editor = adminClient(t, await t.editorToken());
  cvDir = path.join(t.config.uploadsRoot, 'private', 'cv');
  fs.mkdirSync(cvDir, { recursive: true });
});
afterAll(() => t.close());

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
  const row = await t.app.db
    .insertInto('contact_messages')
    .values({
      name: `Ziyaretçi ${++serial}`,
      email: `ziyaretci${serial}@example.com`,
      phone: '0555 000 00 00',
      subject: 'Teklif',
      message: 'Bilgi almak istiyorum.',
      check: 0,
      section: 'mail',
      ip: '10.0.0.2',
      consent_version: null,
      consent_at: null,
      created_at: monthsAgo(months).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const ids = async (table: 'hr_applications' | 'contact_messages') =>
  (await t.app.db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
const purgeLog = () => t.app.db.selectFrom('retention_purges').selectAll().orderBy('id').execute();

async function setKvkk(fields: Record<string, string>) {
  const current = json(await admin.get('/settings/kvkk')).data;
  const res = await admin.put('/settings/kvkk', {
    notice_contract_id: String(current.notice_contract_id ?? ''),
    application_retention_months: String(current.application_retention_months ?? ''),
    contact_retention_months: String(current.contact_retention_months ?? ''),
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
  it('start with the seeded notice, two years for applications and no limit for messages', async () => {
    const notice = await t.app.db
      .selectFrom('contracts')
      .select('id')
      .where('seo_name', '=', 'kvkk-aydinlatma-metni')
      .executeTakeFirstOrThrow();
    expect(json(await admin.get('/settings/kvkk')).data).toEqual({
      notice_contract_id: notice.id,
      application_retention_months: 24,
      contact_retention_months: null,
    });
  });

  it('are for administrators only', async () => {
    expect((await editor.get('/settings/kvkk')).statusCode).toBe(403);
    expect((await editor.put('/settings/kvkk', { application_retention_months: '1' })).statusCode).toBe(403);
    expect((await editor.get('/settings/kvkk/purges')).statusCode).toBe(403);
  });

  it('refuse a period out of range, a contract that does not exist and a partial body', async () => {
    const notice = json(await admin.get('/settings/kvkk')).data.notice_contract_id as number;
    const base = { notice_contract_id: String(notice), contact_retention_months: '' };
    for (const months of ['121', '-1', '1.5', 'iki']) {
      const res = await admin.put('/settings/kvkk', { ...base, application_retention_months: months });
      expect(res.statusCode, months).toBe(422);
      expect(json(res).errors, months).toEqual({ application_retention_months: retentionMonthsMessage });
    }
    const missing = await admin.put('/settings/kvkk', {
      ...base,
      notice_contract_id: '999999',
      application_retention_months: '',
    });
    expect(json(missing).errors).toEqual({ notice_contract_id: 'Geçersiz Seçim' });
    const partial = await admin.put('/settings/kvkk', { application_retention_months: '6' });
    expect(partial.statusCode).toBe(422);
    expect(Object.keys(json(partial).errors).sort()).toEqual([
      'contact_retention_months',
      'notice_contract_id',
    ]);
    expect(json(await admin.get('/settings/kvkk')).data.application_retention_months).toBe(24);
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
    const { headers } = await t.csrf();
    const body = multipart({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '0532 000 00 00',
      subject: 'Teklif',
      message: 'Bilgi almak istiyorum.',
      kvkk_consent: 'on',
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
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
    expect(results).toEqual([{ kind: 'hr_applications', ids: [old1.id, old2.id], files: 3 }]);
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
    expect(await purgeExpired(t.app.db, t.config.uploadsRoot, now)).toEqual([
      { kind: 'hr_applications', ids: [], files: 0 },
    ]);
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
    expect(results).toEqual([
      { kind: 'contact_messages', ids: expect.arrayContaining([oldMessage]), files: 0 },
    ]);
    const remaining = await ids('contact_messages');
    expect(remaining).toContain(newMessage);
    expect(remaining).not.toContain(oldMessage);
    expect(await ids('hr_applications')).toContain(oldApplication.id);
    expect(fs.existsSync(oldApplication.file)).toBe(true);

    await setKvkk({ contact_retention_months: '' });
    expect(await purgeExpired(t.app.db, t.config.uploadsRoot, now)).toEqual([]);
  });

  it('lists the latest purges for the back office, newest first', async () => {
    const res = await admin.get('/settings/kvkk/purges');
    expect(res.statusCode).toBe(200);
    const { items, total } = json(res).data as { items: { kind: string; ids: number[] }[]; total: number };
    expect(total).toBe(items.length);
    expect(items[0].kind).toBe('contact_messages');
    expect(items.at(-1)).toMatchObject({ kind: 'hr_applications', ids: expect.any(Array) });
    expect(items.every((item) => Array.isArray(item.ids) && item.ids.length > 0)).toBe(true);
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
