import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFormErrorMessages } from '../../shared/schemas/contact.js';
import { addSession, addressSequence, firstPublishedCourse } from '../helpers/formVisitors.js';
import { useTestApp } from '../helpers/useTestApp.js';

/* Issue 32: the contact and pre-registration forms posted by a browser without JavaScript. */

const t = useTestApp({ seed: true });
let productId: number;

beforeAll(async () => {
  productId = (await firstPublishedCourse(t)).id;
});

const nextIp = addressSequence(32);

/** A plain form post as a browser without JavaScript sends it: urlencoded, with its Sec-Fetch-Site. */
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp(),
  });

const contact = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@firma.com.tr',
  phone: '0532 555 44 33',
  subject: 'Eğitim teklifi',
  message: 'Merhaba, ekibimiz için bilgi almak istiyoruz.',
  kvkk_consent: 'true',
  return_to: '/iletisim',
};

const messagesFrom = (email: string) =>
  t.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

describe('POST /forms/contact without JavaScript', () => {
  it('stores the message with its consent and sends the visitor back to the page with 303', async () => {
    const res = await post('/forms/contact', { ...contact, email: 'nojs1@firma.com.tr' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/iletisim?gonderildi=1#iletisim-formu');
    const [stored] = await messagesFrom('nojs1@firma.com.tr');
    expect(stored).toMatchObject({ name: 'Ayşe Yılmaz', subject: 'Eğitim teklifi' });
    expect(stored.consent_at).toBeTruthy();
  });

  it('re-shows the form with each field’s message and what was typed, and stores nothing', async () => {
    const res = await post('/forms/contact', { ...contact, email: 'olmaz', message: '' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(defaultFormErrorMessages.gecerli_email_giriniz);
    expect(res.body).toContain(defaultFormErrorMessages.bu_alan_zorunlu);
    expect(res.body).toContain('value="Ayşe Yılmaz"');
    expect(res.body).toContain('value="olmaz"');
    expect(res.body).toContain('name="return_to" value="/iletisim"');
    expect(res.body).toMatch(/type="checkbox" name="kvkk_consent" value="true" checked/);
  });

  it('requires the KVKK consent', async () => {
    const { kvkk_consent: _left, ...withoutConsent } = contact;
    const res = await post('/forms/contact', { ...withoutConsent, email: 'nojs2@firma.com.tr' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(defaultFormErrorMessages.kvkk_onay);
    expect(await messagesFrom('nojs2@firma.com.tr')).toHaveLength(0);
  });

  it('answers in English on an English page', async () => {
    const res = await post('/forms/contact', { ...contact, email: 'x', return_to: '/en/iletisim' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).not.toContain(defaultFormErrorMessages.gecerli_email_giriniz);
  });

  it('refuses a post from another site or one that names no origin (CSRF)', async () => {
    const crossSite = await post(
      '/forms/contact',
      { ...contact, email: 'nojs3@firma.com.tr' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://kotu.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await post(
      '/forms/contact',
      { ...contact, email: 'nojs3@firma.com.tr' },
      { 'sec-fetch-site': '' },
    );
    expect(noOrigin.statusCode).toBe(403);
    const otherOrigin = await post(
      '/forms/contact',
      { ...contact, email: 'nojs3@firma.com.tr' },
      { 'sec-fetch-site': '', origin: 'https://kotu.example' },
    );
    expect(otherOrigin.statusCode).toBe(403);
    expect(await messagesFrom('nojs3@firma.com.tr')).toHaveLength(0);
    // An older browser without Sec-Fetch-Site but with its own Origin is let through.
    const sameOrigin = await post(
      '/forms/contact',
      { ...contact, email: 'nojs4@firma.com.tr' },
      { 'sec-fetch-site': '', origin: 'http://localhost' },
    );
    expect(sameOrigin.statusCode).toBe(303);
  });

  it('sends the visitor home instead of to an address outside the site', async () => {
    const res = await post('/forms/contact', {
      ...contact,
      email: 'nojs5@firma.com.tr',
      return_to: '//kotu.example',
    });
    expect(res.headers.location).toBe('/?gonderildi=1#iletisim-formu');
  });
});

describe('POST /forms/pre-registration without JavaScript', () => {
  let sessionId: number;
  beforeAll(async () => {
    sessionId = await addSession(t, productId, 10);
  });
  const visitor = {
    name: 'Mehmet Öztürk',
    email: 'mehmet@firma.com.tr',
    phone: '0532 555 44 33',
    company: 'Örnek Çelik A.Ş.',
    participants: '2',
    note: '',
    kvkk_consent: 'true',
    return_to: '/egitim-takvimi',
  };
  const rowsOf = (email: string) =>
    t.app.db.selectFrom('pre_registrations').selectAll().where('email', '=', email).execute();

  it('stores the pre-registration and sends the visitor back with 303', async () => {
    const res = await post('/forms/pre-registration', {
      ...visitor,
      email: 'nojs-pr1@firma.com.tr',
      session_id: String(sessionId),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/egitim-takvimi?gonderildi=1#on-kayit');
    const [row] = await rowsOf('nojs-pr1@firma.com.tr');
    expect(row).toMatchObject({ session_id: sessionId, participants: 2 });
  });

  it('keeps the session and what was typed when the consent is missing', async () => {
    const res = await post('/forms/pre-registration', {
      ...visitor,
      kvkk_consent: '',
      email: 'nojs-pr2@firma.com.tr',
      session_id: String(sessionId),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(defaultFormErrorMessages.kvkk_onay);
    expect(res.body).toContain(`name="session_id" value="${sessionId}"`);
    expect(res.body).toContain('value="Örnek Çelik A.Ş."');
    expect(await rowsOf('nojs-pr2@firma.com.tr')).toHaveLength(0);
  });

  it('tells the course page when the visitor joined the waiting list (?gonderildi=bekleme)', async () => {
    const fullId = await addSession(t, productId, 1, 40);
    const fields = { ...visitor, participants: '1', session_id: String(fullId), return_to: '/kurs/x' };
    const seat = await post('/forms/pre-registration', { ...fields, email: 'nojs-pr4@firma.com.tr' });
    expect(seat.headers.location).toBe('/kurs/x?gonderildi=1#on-kayit');
    const waiting = await post('/forms/pre-registration', {
      ...fields,
      email: 'nojs-pr5@firma.com.tr',
      waitlist: '1',
    });
    expect(waiting.statusCode).toBe(303);
    expect(waiting.headers.location).toBe('/kurs/x?gonderildi=bekleme#on-kayit');
    const [row] = await rowsOf('nojs-pr5@firma.com.tr');
    expect(row).toMatchObject({ session_id: fullId, waitlist: 1 });
  });

  it('refuses a cross-site post', async () => {
    const res = await post(
      '/forms/pre-registration',
      { ...visitor, email: 'nojs-pr3@firma.com.tr', session_id: String(sessionId) },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
    expect(await rowsOf('nojs-pr3@firma.com.tr')).toHaveLength(0);
  });
});

describe('POST /forms/corporate-request without JavaScript', () => {
  const corporate = {
    company: 'Örnek Çelik A.Ş.',
    name: 'Işıl Güneş',
    email: 'isil@ornekcelik.com.tr',
    phone: '0532 555 44 33',
    participants: '12',
    topics: 'İş sağlığı ve güvenliği, ilk yardım',
    preferred_dates: 'Ocak ayı',
    city: '',
    online: '1',
    note: '',
    kvkk_consent: '1',
    return_to: '/kurumsal-egitim-talebi',
  };
  const requestsFrom = (email: string) =>
    t.app.db.selectFrom('corporate_requests').selectAll().where('email', '=', email).execute();

  it('stores the request (online, no city) and sends the visitor back to the form with 303', async () => {
    const res = await post('/forms/corporate-request', corporate);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/kurumsal-egitim-talebi?gonderildi=1#talep-formu');
    const [stored] = await requestsFrom(corporate.email);
    expect(stored).toMatchObject({ company: 'Örnek Çelik A.Ş.', participants: 12, online: 1, city: null });
    expect(stored.consent_at).toBeTruthy();
  });

  it('re-shows the refused form in English with what was typed, the online box as it was', async () => {
    const res = await post('/forms/corporate-request', {
      ...corporate,
      email: 'isil-en@ornekcelik.com.tr',
      online: '',
      kvkk_consent: '',
      return_to: '/en/kurumsal-egitim-talebi',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('value="Örnek Çelik A.Ş."');
    expect(res.body).toContain('İş sağlığı ve güvenliği, ilk yardım</textarea>');
    expect(res.body).toMatch(/name="online" value="true" style/);
    expect(res.body).toContain('name="return_to" value="/en/kurumsal-egitim-talebi"');
    expect(await requestsFrom('isil-en@ornekcelik.com.tr')).toHaveLength(0);
  });
});
