import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataRequestRecord, PersonalDataSearchResult } from '../../shared/personalData.js';
import { sampleFiles, sendJobApplication } from '../helpers/publicApi.js';
import { startSmtpSink } from '../helpers/smtpSink.js';
import { multipart, type TestApp, postWithCsrf } from '../helpers/testApp.js';
import { type AdminClient, json, adminTestApp } from './admin-helpers.js';

/*
 * Kişisel Veri Talepleri (issue 29): a person who wrote, applied with a CV, pre-registered (once confirmed),
 * was e-mailed and appears in the audit log is found in every table, exported whole and erased everywhere,
 * while another person's data stays.
 */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: AdminClient;
let editor: AdminClient;

const ayse = {
  name: 'Ayşe Yılmaz',
  email: 'Ayse.Yilmaz@Firma.com.tr',
  phone: '0532 555 44 33',
};
const cvContent = Buffer.concat([sampleFiles.pdf(), Buffer.from('%Ayşe Yılmaz özgeçmiş\n')]);
let ip = 0;
const nextIp = () => `10.44.0.${++ip}`;

async function publicPost(url: string, payload: Record<string, unknown>) {
  const res = await postWithCsrf(t, url, payload, { remoteAddress: nextIp() });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

async function applyWithCv() {
  const body = multipart(
    {
      ...ayse,
      email: ' ayse.yilmaz@firma.com.tr ',
      position: 'Eğitmen',
      message: 'Deneyimliyim.',
      kvkk_consent: '1',
    },
    [{ field: 'cv', filename: 'ozgecmis.pdf', contentType: 'application/pdf', content: cvContent }],
  );
  const res = await postWithCsrf(t, '/api/human-resources', body.payload, {
    headers: body.headers,
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** Every table of the database as one text, to look for what must be gone. */
async function databaseDump(): Promise<string> {
  const tables = await t.app.db.introspection.getTables();
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await t.app.db
      .selectFrom(table.name as 'users')
      .selectAll()
      .execute();
    parts.push(`${table.name}: ${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

const search = async (query: string) => json(await admin.get(`/personal-data?${query}`));
const countsOf = (result: PersonalDataSearchResult) =>
  Object.fromEntries(result.groups.map((group) => [group.table, group.count]));

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ t, admin, editor } = await adminTestApp({
    seed: true,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'bildirim@akademi.test', MAIL_TO: 'egitim@akademi.test' },
  }));

  // Ayşe: a contact message (later deleted by the office), an application with a CV, two pre-registrations.
  await publicPost('/api/contact', {
    ...ayse,
    subject: 'Teklif',
    message: 'Bizi arayın.',
    kvkk_consent: '1',
  });
  await publicPost('/api/contact', {
    ...ayse,
    subject: 'İkinci',
    message: 'Tekrar yazıyorum.',
    kvkk_consent: '1',
  });
  await applyWithCv();
  const product = await t.app.db
    .selectFrom('products')
    .select('id')
    .where('is_published', '=', 1)
    .executeTakeFirstOrThrow();
  const starts = new Date(Date.now() + 30 * 86_400_000);
  const session = await t.app.db
    .insertInto('product_sessions')
    .values({
      product_id: product.id,
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 8 * 3_600_000).toISOString(),
      place: 'Ankara',
      is_online: 0,
      seats: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const registration = {
    session_id: session.id,
    participants: 1,
    company: 'Örnek Çelik A.Ş.',
    note: 'Vejetaryen menü',
    kvkk_consent: '1',
  };
  // Her phone written another way: found all the same.
  await publicPost('/api/pre-registrations', { ...registration, ...ayse, phone: '+90 (532) 555-4433' });
  await publicPost('/api/pre-registrations', { ...registration, ...ayse });
  // Mehmet: another person, whose data must stay.
  expect((await sendJobApplication(t, 'mehmet.pdf', nextIp())).statusCode).toBeLessThan(300);
  await publicPost('/api/contact', {
    name: 'Mehmet Demir',
    email: 'mehmet@example.com',
    phone: '+90 533 444 22 11',
    subject: 'Soru',
    message: 'Merhaba.',
    kvkk_consent: '1',
  });
  await t.app.mail!.idle();

  // The office confirms one pre-registration (an audit copy with her data) and deletes a message for good.
  const pre = await t.app.db
    .selectFrom('pre_registrations')
    .select('id')
    .where('name', '=', ayse.name)
    .orderBy('id')
    .execute();
  expect(
    (
      await admin.put(`/pre-registrations/${pre[0].id}`, {
        status: 'confirmed',
        owner_note: 'Ayşe Yılmaz aradı',
      })
    ).statusCode,
  ).toBe(200);
  const message = await t.app.db
    .selectFrom('contact_messages')
    .select('id')
    .where('subject', '=', 'İkinci')
    .executeTakeFirstOrThrow();
  expect((await admin.put('/contact/trash', { trash_list: [message.id] })).statusCode).toBe(200);
  expect((await admin.del('/contact', { delete_list: [message.id] })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('personal data requests', () => {
  it('is for administrators only and checks what is searched, in Turkish', async () => {
    expect((await editor.get('/personal-data?email=ayse.yilmaz@firma.com.tr')).statusCode).toBe(403);
    expect((await editor.post('/personal-data/erase', { email: 'x@y.co', confirm: 'SİL' })).statusCode).toBe(
      403,
    );
    expect((await editor.get('/personal-data/requests')).statusCode).toBe(403);

    const none = await admin.get('/personal-data');
    expect(none.statusCode).toBe(422);
    expect(json(none).errors.email).toBe('E-posta veya telefon giriniz');
    const bad = await admin.get('/personal-data?email=nope&phone=12-34');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toMatchObject({
      email: 'Geçerli bir e-posta adresi giriniz',
      phone: 'Telefon numarası en az 7 rakam olmalıdır',
    });
    const unconfirmed = await admin.post('/personal-data/erase', { email: ayse.email, confirm: 'sil' });
    expect(unconfirmed.statusCode).toBe(422);
    expect(json(unconfirmed).errors.confirm).toBe('Silmek için SİL yazınız');
  });

  it('finds the person in every table, by e-mail or by phone alone', async () => {
    const byEmail = (await search('email=AYSE.yilmaz%40firma.com.tr')).data as PersonalDataSearchResult;
    const counts = countsOf(byEmail);
    expect(counts).toMatchObject({ contact_messages: 1, hr_applications: 1, pre_registrations: 2, users: 0 });
    expect(counts.mail_outbox).toBeGreaterThanOrEqual(3);
    expect(counts.audit_log).toBeGreaterThanOrEqual(1);
    expect(byEmail.files).toBe(1);
    expect(byEmail.outsideDatabase[0].tr).toMatch(/Güvenlik olayları/);
    const contact = byEmail.groups.find((g) => g.table === 'contact_messages')!;
    expect(contact.items[0].summary).toMatch(/^Ayşe Yılmaz · Teklif · İletişim formu · \d\d\.\d\d\.\d{4}$/);
    expect(contact.items[0].fields).toMatchObject({ email: ayse.email, phone: ayse.phone });
    expect(JSON.stringify(byEmail)).not.toContain('private/cv');

    const byPhone = countsOf((await search('phone=5325554433')).data);
    expect(byPhone).toMatchObject({ contact_messages: 1, hr_applications: 1, pre_registrations: 2 });
  });

  it('exports everything as a ZIP with the CV bytes and records the request', async () => {
    const res = await admin.form('/personal-data/export', {
      email: ayse.email,
      phone: '',
      reference: 'E-posta, 24.11.2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kisisel-veri-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kisisel-veri-'));
    try {
      const zipFile = path.join(dir, 'export.zip');
      fs.writeFileSync(zipFile, res.rawPayload);
      expect(execFileSync('unzip', ['-t', zipFile]).toString()).toMatch(/No errors detected/);
      const data = JSON.parse(execFileSync('unzip', ['-p', zipFile, 'data.json']).toString());
      const tables = Object.fromEntries(
        data.tables.map((x: { table: string; rows: unknown[] }) => [x.table, x.rows]),
      );
      expect(tables.hr_applications[0]).toMatchObject({ name: ayse.name, position: 'Eğitmen' });
      expect(tables.pre_registrations).toHaveLength(2);
      expect(JSON.stringify(tables.mail_outbox).toLowerCase()).toContain('ayse.yilmaz@firma.com.tr');
      const html = execFileSync('unzip', ['-p', zipFile, 'ozet.html']).toString();
      expect(html).toContain('Kişisel veri dökümü');
      expect(html).toContain('Ayşe Yılmaz');
      const listing = execFileSync('unzip', ['-Z1', zipFile]).toString().trim().split('\n');
      expect(listing.filter((name) => name.startsWith('cv/'))).toHaveLength(1);
      // A wildcard: the CV's name is in Turkish letters, which unzip's own argument matching may not read.
      expect(execFileSync('unzip', ['-p', zipFile, 'cv/*']).equals(cvContent)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const requests = json(await admin.get('/personal-data/requests')).data
      .items as PersonalDataRequestRecord[];
    expect(requests[0]).toMatchObject({ action: 'export', reference: 'E-posta, 24.11.2026', files: 1 });
    expect(requests[0].counts.hr_applications).toBe(1);
  });

  it('erases the person everywhere, keeps the confirmed pre-registration anonymised and leaves the other person', async () => {
    const uploads = filesUnder(path.join(t.config.uploadsRoot, 'private'));
    expect(uploads).toHaveLength(2);
    const res = await admin.form('/personal-data/erase', {
      email: ayse.email,
      phone: ayse.phone,
      reference: 'Dilekçe 7',
      confirm: 'SİL',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Kişisel veriler silindi');
    expect(body.data.counts).toMatchObject({ contact_messages: 1, hr_applications: 1, pre_registrations: 2 });
    expect(body.data.files).toBe(1);

    const dump = await databaseDump();
    for (const trace of ['ayse.yilmaz@firma.com.tr', 'ayşe yılmaz', '5554433', '555 44 33', '555-4433']) {
      expect(dump.toLocaleLowerCase('tr'), trace).not.toContain(trace);
    }
    expect(dump).toContain('mehmet@example.com');
    expect(dump).toContain('Mehmet Demir');
    const kept = await t.app.db.selectFrom('pre_registrations').selectAll().execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      status: 'confirmed',
      name: 'Silinmiş kişi',
      email: '',
      phone: '',
      company: null,
    });

    const left = filesUnder(path.join(t.config.uploadsRoot, 'private'));
    expect(left).toHaveLength(1);
    expect(fs.readFileSync(left[0]).equals(cvContent)).toBe(false);

    const request = await t.app.db
      .selectFrom('personal_data_requests')
      .selectAll()
      .where('id', '=', body.data.request_id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ action: 'erase', reference: 'Dilekçe 7', files: 1 });
    expect(JSON.stringify(request)).not.toMatch(/ayse|yılmaz|5554433/i);

    const after = countsOf((await search(`email=${encodeURIComponent(ayse.email)}&phone=05325554433`)).data);
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
  });

  it('refuses to erase the signed-in administrator', async () => {
    const res = await admin.form('/personal-data/erase', {
      email: 'admin@test.local',
      phone: '',
      reference: '',
      confirm: 'SİL',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Oturum açmış olduğunuz kullanıcının verileri buradan silinemez');
  });
});
