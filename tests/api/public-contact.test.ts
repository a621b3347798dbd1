import { describe, expect, it } from 'vitest';
import { defaultFormErrorMessages } from '../../shared/schemas/contact.js';
import { kvkkNotice } from '../../server/services/kvkkSettings.js';
import { addressSequence } from '../helpers/formVisitors.js';
import { multipart, postWithCsrf } from '../helpers/testApp.js';
import { storeDictionary } from '../helpers/storedRows.js';
import { useTestApp } from '../helpers/useTestApp.js';
import { count } from './admin-helpers.js';

const t = useTestApp({ seed: true });

/** Every request from its own address unless one is given, so the rate limit only bites where it is tested. */
const nextIp = addressSequence(20);

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@firma.com.tr',
  phone: '0532 555 44 33',
  subject: 'Kurumsal eğitim teklifi',
  message: 'Merhaba, 15 kişilik ekibimiz için ISO 9001 eğitimi hakkında bilgi almak istiyoruz.',
};
/** The form as the site sends it: the fields and the ticked KVKK box. */
const form = { ...valid, kvkk_consent: '1' };

async function send(
  fields: Record<string, string | boolean>,
  options: { ip?: string; lang?: string; json?: boolean } = {},
) {
  const sent = { lang: options.lang, remoteAddress: options.ip ?? nextIp() };
  if (options.json) return postWithCsrf(t, '/api/contact', fields, sent);
  // Form data carries text only: a JSON-only value (true) goes as the text a browser would send.
  const body = multipart(
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
  );
  return postWithCsrf(t, '/api/contact', body.payload, { ...sent, headers: body.headers });
}

const storedCount = () => count(t.app.db, 'contact_messages');

describe('POST /api/contact validation', () => {
  it('refuses a request without the CSRF token', async () => {
    const body = multipart(valid);
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...body, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(403);
    expect(await storedCount()).toBe(0);
  });

  it('requires every field', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(422);
    const required = defaultFormErrorMessages.bu_alan_zorunlu;
    expect(res.json()).toMatchObject({
      success: false,
      errors: {
        name: required,
        email: required,
        phone: required,
        subject: required,
        message: required,
        kvkk_consent: defaultFormErrorMessages.kvkk_onay,
      },
    });
    const blank = await send({
      name: '  ',
      email: ' ',
      phone: ' ',
      subject: ' ',
      message: ' ',
      kvkk_consent: '1',
    });
    expect(Object.values(blank.json().errors)).toEqual(Array(5).fill(required));
  });

  it('answers the length and e-mail messages of SPEC §5', async () => {
    const res = await send({
      name: 'x'.repeat(51),
      email: 'not-an-email',
      phone: '1'.repeat(51),
      subject: 's'.repeat(251),
      message: 'm'.repeat(601),
      kvkk_consent: '1',
    });
    expect(res.json().errors).toEqual({
      name: 'Bu Alan 50 Karakteri Geçemez',
      email: 'Geçerli E-Mail Adresi Giriniz',
      phone: 'Bu Alan 50 Karakteri Geçemez',
      subject: 'Bu Alan 250 Karakteri Geçemez',
      message: 'Bu Alan 600 Karakteri Geçemez',
    });
    const longEmail = await send({ ...form, email: `${'a'.repeat(60)}@${'b'.repeat(40)}.com` });
    expect(longEmail.json().errors).toEqual({ email: 'Bu Alan 100 Karakteri Geçemez' });
    const atTheLimits = await send({
      ...form,
      name: 'n'.repeat(50),
      subject: 's'.repeat(250),
      message: 'm'.repeat(600),
    });
    expect(atTheLimits.statusCode).toBe(200);
    await t.app.db.deleteFrom('contact_messages').execute();
  });

  it('takes its messages from the form_error dictionary of the visitor’s language', async () => {
    const row = await t.app.db
      .selectFrom('languages')
      .select('page_lang')
      .where('abbr', '=', 'en')
      .executeTakeFirstOrThrow();
    const dictionary = JSON.parse(row.page_lang);
    // Texts the office wrote, not the seeded ones: the answer can only hold them if it reads the dictionary.
    dictionary.form_error.bu_alan_zorunlu = 'Please fill in this field';
    dictionary.form_error.gecerli_email_giriniz = 'That e-mail address does not look right';
    await storeDictionary(t.app.db, 'en', dictionary);
    t.app.publicCache.clear();
    const res = await send({ ...form, name: '', email: 'x@' }, { lang: 'en' });
    expect(res.json().errors).toEqual({
      name: 'Please fill in this field',
      email: 'That e-mail address does not look right',
    });
    const turkish = await send({ ...form, name: '' });
    expect(turkish.json().errors).toEqual({ name: 'Bu Alan Zorunlu' });
  });

  it('refuses a message without the KVKK consent with 422, storing nothing', async () => {
    for (const refused of [
      {},
      { kvkk_consent: '0' },
      { kvkk_consent: '' },
      { kvkk_consent: 'hayır' },
    ] as Record<string, string>[]) {
      const res = await send({ ...valid, ...refused });
      expect(res.statusCode, JSON.stringify(refused)).toBe(422);
      expect(res.json().errors).toEqual({
        kvkk_consent: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız',
      });
    }
    const json = await send({ ...valid, kvkk_consent: false }, { json: true });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ kvkk_consent: defaultFormErrorMessages.kvkk_onay });
  });

  it('stores nothing for any invalid request', async () => {
    expect(await storedCount()).toBe(0);
  });
});

describe('POST /api/contact success', () => {
  it('stores exactly one message and answers success with the dictionary text', async () => {
    const res = await send({ ...form, name: `  ${valid.name}  `, extra: 'ignored' }, { ip: '10.30.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Mesajınız yetkililere iletildi. En kısa sürede size dönüş yapacağız.',
    });
    const rows = await t.app.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, check: 0, section: 'mail', ip: '10.30.0.1' });
    expect(Date.parse(rows[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the consent record: which KVKK notice (its version), when and from where', async () => {
    const notice = await kvkkNotice(t.app.db);
    expect(notice?.seo_name).toBe('kvkk-aydinlatma-metni');
    const [row] = await t.app.db.selectFrom('contact_messages').selectAll().execute();
    expect(row.consent_version).toBe(`kvkk-aydinlatma-metni@${notice?.updated_at}`);
    expect(row.consent_at).toBe(row.created_at);
    expect(row.ip).toBe('10.30.0.1');
  });

  it('accepts a JSON body too, and answers in English for an English visitor', async () => {
    const res = await send({ ...form, kvkk_consent: true }, { json: true, lang: 'en' });
    expect(res.json()).toEqual({
      success: true,
      message: 'Your message has been forwarded to our team. We will get back to you shortly.',
    });
    expect(await storedCount()).toBe(2);
  });

  it('answers success to a bot that fills the hidden website field, and stores nothing', async () => {
    const res = await send({ ...form, website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const invalidBot = await send({ website: 'x' });
    expect(invalidBot.statusCode).toBe(200);
    expect(await storedCount()).toBe(2);
  });
});

describe('POST /api/contact rate limit', () => {
  it('answers 429 from the 6th message in 10 minutes from one address, others unaffected', async () => {
    const ip = '10.40.0.1';
    for (let i = 0; i < 5; i++) expect((await send(form, { ip })).statusCode).toBe(200);
    const sixth = await send(form, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      success: false,
      message: 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(form, { ip: '10.40.0.2' })).statusCode).toBe(200);
    // The limit is the form's own: the public GETs from the same address still answer.
    const get = await t.app.inject({ method: 'GET', url: '/api/pages/contracts', remoteAddress: ip });
    expect(get.statusCode).toBe(200);
    expect(await storedCount()).toBe(2 + 5 + 1);
  });
});
