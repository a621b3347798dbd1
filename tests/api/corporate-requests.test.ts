import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCorporateRequest } from '../../shared/schemas/corporateRequest.js';
import { startSmtpSink } from '../helpers/smtpSink.js';
import { multipart, type TestApp, postWithCsrf } from '../helpers/testApp.js';
import { addressSequence } from '../helpers/formVisitors.js';
import { type AdminClient, json, adminTestApp, whileEditorLacks } from './admin-helpers.js';

/*
 * Issue 32, "Kurumsal Eğitim Talebi": the public form is stored with the visitor's consent, e-mailed to the
 * office (with a link to the record) and to the visitor in their language, refused with per-field errors in
 * Turkish and English, and listed, filtered, moved on and deleted in the back office by the inbox role.
 */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: AdminClient;
let editor: AdminClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ t, admin, editor } = await adminTestApp({
    seed: true,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'bildirim@akademi.test', MAIL_TO: 'egitim@akademi.test' },
  }));
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** Every request from its own address, so the form rate limit only bites where it is tested. */
const nextIp = addressSequence(32);

const request = {
  company: 'Örnek Lojistik A.Ş.',
  name: 'Şule Çınar',
  email: 'sule.cinar@ornek-lojistik.com.tr',
  phone: '0532 111 22 33',
  participants: '18',
  topics: 'İleri Excel ve ISO 9001 iç tetkikçi',
  preferred_dates: 'Mart ayının ikinci yarısı',
  city: 'İzmir',
  note: 'Eğitim bizim tesisimizde olabilir.',
  kvkk_consent: '1',
};

function send(fields: Record<string, string>, options: { lang?: string; ip?: string } = {}) {
  const body = multipart(fields);
  return postWithCsrf(t, '/api/corporate-requests', body.payload, {
    headers: body.headers,
    lang: options.lang,
    remoteAddress: options.ip ?? nextIp(),
  });
}

const rows = () => t.app.db.selectFrom('corporate_requests').selectAll().orderBy('id').execute();
const mailsTo = (recipient: string) =>
  t.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();

describe('POST /api/corporate-requests', () => {
  it('refuses a request without the CSRF token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/corporate-requests',
      payload: request,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  it('stores the request with the consent record and e-mails the office and the visitor', async () => {
    const res = await send(request, { ip: '10.32.200.1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const [row] = await rows();
    expect(row).toMatchObject({
      company: 'Örnek Lojistik A.Ş.',
      name: 'Şule Çınar',
      participants: 18,
      topics: 'İleri Excel ve ISO 9001 iç tetkikçi',
      city: 'İzmir',
      online: 0,
      status: 'new',
      lang: 'tr',
      ip: '10.32.200.1',
    });
    expect(row.consent_version).toMatch(/@/);
    expect(Date.parse(row.consent_at)).not.toBeNaN();

    const [office] = await mailsTo('egitim@akademi.test');
    expect(office.kind).toBe('corporate-request');
    expect(office.subject).toBe('Kurumsal eğitim talebi: Örnek Lojistik A.Ş. (18 kişi)');
    expect(office.reply_to).toBe(request.email);
    expect(office.text).toContain(`/admin/corporate-requests/${row.id}`);
    expect(office.text).toContain('Şehir: İzmir');
    const [visitor] = await mailsTo(request.email);
    expect(visitor.kind).toBe('corporate-request-confirmation');
    expect(visitor.subject).toBe('Kurumsal eğitim talebiniz alındı: Örnek Lojistik A.Ş.');
  });

  it('confirms to an English visitor in English, and takes online instead of a city', async () => {
    const email = 'j.smith@example.co.uk';
    const res = await send(
      { ...request, email, company: 'Example Ltd', city: '', online: '1' },
      { lang: 'en' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = (await rows()).find((r) => r.email === email);
    expect(row).toMatchObject({ lang: 'en', online: 1, city: null });
    const [visitor] = await mailsTo(email);
    expect(visitor.subject).toBe('We received your corporate training request: Example Ltd');
    expect(visitor.text).toContain('Online: Possible');
  });

  it('refuses bad input with Turkish per-field errors and stores nothing', async () => {
    const before = (await rows()).length;
    const res = await send({ email: 'olmaz', participants: '0', city: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      company: 'Bu Alan Zorunlu',
      name: 'Bu Alan Zorunlu',
      email: 'Geçerli E-Mail Adresi Giriniz',
      phone: 'Bu Alan Zorunlu',
      participants: 'Katılımcı sayısı 1 ile 1000 arasında olmalıdır',
      topics: 'Bu Alan Zorunlu',
      city: 'Lütfen bir şehir yazınız veya online seçeneğini işaretleyiniz',
      kvkk_consent: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız',
    });
    const noPlace = await send({ ...request, city: ' ' });
    expect(noPlace.json().errors).toEqual({
      city: 'Lütfen bir şehir yazınız veya online seçeneğini işaretleyiniz',
    });
    expect(await rows()).toHaveLength(before);
  });

  it('refuses bad input of the English site with English per-field errors', async () => {
    const res = await send(
      { ...request, company: 'x'.repeat(151), participants: '1001', city: '', kvkk_consent: '0' },
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      company: 'This field cannot exceed 150 characters',
      participants: 'The number of participants must be between 1 and 1000',
      city: 'Please enter a city or tick the online option',
      kvkk_consent: 'Please accept the Personal Data Protection Notice to continue',
    });
  });

  it('tells a bot that filled the honeypot it worked, and stores nothing', async () => {
    const before = (await rows()).length;
    const res = await send({ ...request, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(await rows()).toHaveLength(before);
  });

  it('is rate-limited per address like the other forms', async () => {
    const ip = '10.32.201.1';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send({ email: 'x' }, { ip })).statusCode);
    expect(codes.slice(0, 5).every((code) => code === 422)).toBe(true);
    expect(codes[5]).toBe(429);
  });
});

const list = async (client: AdminClient, query = '') => {
  const res = await client.get(`/corporate-requests${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { items: AdminCorporateRequest[]; total: number };
};

describe('Kurumsal Talepler in the back office', () => {
  it('lists newest first and filters by text, status and day', async () => {
    const all = await list(admin);
    expect(all.items.map((item) => item.company)).toEqual(['Example Ltd', 'Örnek Lojistik A.Ş.']);
    expect((await list(admin, '?search=lojistik')).total).toBe(1);
    expect((await list(admin, '?search=excel')).total).toBe(2);
    expect((await list(admin, '?status=new')).total).toBe(2);
    expect((await list(admin, '?status=offered')).total).toBe(0);
    expect((await list(admin, '?from=2000-01-01&to=2000-01-02')).total).toBe(0);
    // Istanbul days, from the oldest request's to the newest's ("today" would miss one across midnight).
    const istanbulDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(iso));
    const [from, to] = [istanbulDay(all.items.at(-1)!.created_at), istanbulDay(all.items[0].created_at)];
    expect((await list(admin, `?from=${from}&to=${to}`)).total).toBe(2);
  });

  it('moves a request through the pipeline with an owner note, and refuses an unknown status', async () => {
    const [first] = (await list(admin, '?search=lojistik')).items;
    const res = await admin.put(`/corporate-requests/${first.id}`, {
      status: 'offered',
      owner_note: 'Teklif 12.03 gönderildi',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ status: 'offered', owner_note: 'Teklif 12.03 gönderildi' });
    expect((await list(admin, '?status=offered')).total).toBe(1);
    const bad = await admin.put(`/corporate-requests/${first.id}`, { status: 'confirmed' });
    expect(bad.statusCode).toBe(422);
    expect((await admin.put('/corporate-requests/999999', { status: 'closed' })).statusCode).toBe(404);
  });

  it('is open to the inbox role and closed (403) to a role without it', async () => {
    expect((await list(editor)).total).toBe(2);
    await whileEditorLacks(t.app.db, 'inbox', async () => {
      expect((await editor.get('/corporate-requests')).statusCode).toBe(403);
      const [any] = (await list(admin)).items;
      expect((await editor.get(`/corporate-requests/${any.id}`)).statusCode).toBe(403);
      expect((await editor.del(`/corporate-requests/${any.id}`)).statusCode).toBe(403);
    });
  });

  it('is found and erased by the personal data request screen', async () => {
    const found = json(await admin.get(`/personal-data?email=${encodeURIComponent(request.email)}`));
    const group = found.data.groups.find((g: { table: string }) => g.table === 'corporate_requests');
    expect(group?.count).toBe(1);
    const res = await admin.form('/personal-data/erase', {
      email: request.email,
      reference: 'Dilekçe 32',
      confirm: 'SİL',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.counts).toMatchObject({ corporate_requests: 1 });
    expect((await rows()).map((row) => row.email)).toEqual(['j.smith@example.co.uk']);
  });

  it('deletes a request for good and redacts its copies in the audit log', async () => {
    const [left] = (await list(admin)).items;
    await admin.put(`/corporate-requests/${left.id}`, { status: 'called', owner_note: '' });
    const res = await admin.del(`/corporate-requests/${left.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows()).toHaveLength(0);
    expect((await admin.get(`/corporate-requests/${left.id}`)).statusCode).toBe(404);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('resource', '=', 'corporate-requests')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    for (const entry of audit) expect(`${entry.before_json}${entry.after_json}`).not.toContain(left.email);
  });
});
