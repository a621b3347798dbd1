import { describe, expect, it } from 'vitest';
import type { ContactInformation, CourseSession } from '../../shared/publicApi.js';
import { dictionaries } from '../db/seed/dictionary.js';
import { htmlBlocks } from './brochureHtml.js';
import { type BrochureCourse, buildBrochureModel, priceAmount, sessionDates } from './brochureModel.js';

/** Dates with the dash's spacing left out: ICU versions differ in it ("12–14" or "12 – 14"). */
const squash = (text: string) => text.replace(/\s*–\s*/g, '–');

const session = (id: number, starts_at: string, ends_at: string, more: Partial<CourseSession> = {}) => ({
  id,
  starts_at,
  ends_at,
  place: 'İstanbul',
  is_online: false,
  seats: 12,
  seats_left: 5,
  ...more,
});

const course = (more: Partial<BrochureCourse> = {}): BrochureCourse => ({
  id: 1,
  section: 'educations',
  seo_name: 'iso-9001-ic-tetkikci',
  title: 'ISO 9001 İç Tetkikçi Eğitimi',
  summary: 'Kalite yönetim sistemini denetlemeyi öğrenin.',
  duration: '3 gün (18 saat)',
  price: '7.900 TL + KDV',
  price_offer: { price: 7900, currency: 'TRY' },
  is_popular: false,
  cover: null,
  cover_alt: null,
  category: {
    id: 2,
    seo_name: 'iso-standartlari',
    name: 'ISO Standartları',
    parent: { id: 1, seo_name: 'kalite', name: 'Kalite Yönetimi' },
  },
  brand: null,
  queue: 0,
  instructors: [
    {
      id: 7,
      name: 'Ayşe Yıldız',
      seo_name: 'ayse-yildiz',
      title: 'Baş Denetçi',
      photo: null,
      photo_alt: null,
    },
  ],
  sessions: [
    // 09:30–17:00 in Istanbul (UTC+3) on 12–14 March 2030.
    session(1, '2030-03-12T06:30:00.000Z', '2030-03-14T14:00:00.000Z'),
    session(2, '2030-04-02T06:30:00.000Z', '2030-04-02T14:00:00.000Z', { seats_left: 0 }),
    session(3, '2030-05-06T06:30:00.000Z', '2030-05-06T14:00:00.000Z', {
      is_online: true,
      place: null,
      seats: null,
      seats_left: null,
    }),
  ],
  next_session: null,
  description:
    '<h2>Kimler katılmalı?</h2><p>Kalite &amp; süreç ekipleri.</p><ul><li>Denetçiler</li><li>Yöneticiler</li></ul>',
  seo_title: '',
  seo_description: '',
  files: [],
  related: [],
  ...more,
});

const contact: ContactInformation = {
  telefon: [{ id: 1, name: 'Merkez Ofis', content: '+90 (212) 555 01 23' }],
  email: [{ id: 2, name: 'Eğitim', content: 'egitim@akademi.example' }],
  adres: [{ id: 3, name: 'İstanbul', content: 'Büyükdere Cd. 1\nŞişli' }],
  shift: [],
  source_link: [],
};

const model = (lang: 'tr' | 'en', more: Partial<BrochureCourse> = {}) =>
  buildBrochureModel({
    lang,
    course: course(more),
    companyName: 'Akademi Eğitim',
    contact,
    dictionary: dictionaries[lang],
    courseUrl: `https://akademi.example${lang === 'en' ? '/en' : ''}/kurs/iso-9001-ic-tetkikci`,
  });

describe('the brochure model', () => {
  it('says the course’s facts in Turkish, with the price from its number', () => {
    const tr = model('tr');
    expect(tr.locale).toBe('tr-TR');
    expect(tr.subject).toBe('Eğitim Broşürü');
    expect(tr.category).toBe('Kalite Yönetimi › ISO Standartları');
    expect(tr.facts).toEqual([
      { label: 'Kategori', value: 'Kalite Yönetimi › ISO Standartları' },
      { label: 'Süre', value: '3 gün (18 saat)' },
    ]);
    expect(tr.price).toEqual({ label: 'Ücret', amount: '₺7.900', text: '7.900 TL + KDV' });
    expect(tr.pageLabel(2, 3)).toBe('Sayfa 2 / 3');
  });

  it('lists upcoming sessions with their dates, place and seats left or Dolu', () => {
    const rows = model('tr').sessions.rows;
    expect(rows.map((row) => [row.place, row.seats, row.full])).toEqual([
      ['İstanbul', '5 kişilik yer', false],
      ['İstanbul', 'Dolu', true],
      ['Online', 'Yer var', false],
    ]);
    expect(squash(rows[0].date)).toBe('12–14 Mart 2030, 09:30–17:00');
    expect(squash(rows[1].date)).toBe('2 Nisan 2030, 09:30–17:00');
    expect(model('tr', { sessions: [] }).sessions.rows).toEqual([]);
    expect(model('tr', { sessions: [] }).sessions.empty).toContain('planlanmış bir oturum yok');
  });

  it('is all English on the English address, the same amount in English notation', () => {
    const en = model('en');
    expect(en.locale).toBe('en-GB');
    expect(en.sessions.title).toBe(dictionaries.en.home.sessions_title);
    expect(en.sessions.rows.map((row) => row.seats)).toEqual(['5 seats left', 'Full', 'Seats available']);
    expect(squash(en.sessions.rows[0].date)).toBe('12–14 March 2030, 09:30–17:00');
    expect(en.price?.amount?.replace(/\s/g, ' ')).toBe('TRY 7,900');
    expect(en.link.caption).toBe('Current dates and pre-registration');
    expect(en.pageLabel(1, 2)).toBe('Page 1 of 2');
  });

  it('keeps a price written in words as it is, and has none when the course has none', () => {
    expect(model('tr', { price: 'Teklif alınız', price_offer: null }).price).toEqual({
      label: 'Ücret',
      amount: null,
      text: 'Teklif alınız',
    });
    expect(model('tr', { price: null, price_offer: null }).price).toBeNull();
  });

  it('sets the description as headings, paragraphs and list items', () => {
    expect(model('tr').description).toEqual([
      { kind: 'heading', text: 'Kimler katılmalı?' },
      { kind: 'paragraph', text: 'Kalite & süreç ekipleri.' },
      { kind: 'item', text: 'Denetçiler', marker: '•', depth: 0 },
      { kind: 'item', text: 'Yöneticiler', marker: '•', depth: 0 },
    ]);
  });

  it('has the instructors, the contact details and the course FAQ when the answer carries one', () => {
    const tr = model('tr', {
      faq: [
        { question: 'Sertifika veriliyor mu?', answer: 'Evet, katılım belgesi.' },
        { question: ' ', answer: 'boş soru atlanır' },
        { question: 'Ödeme?', answer: ' Havale\nKredi kartı <b>değil</b> ' },
      ],
    });
    expect(tr.instructors.people).toEqual([{ name: 'Ayşe Yıldız', title: 'Baş Denetçi' }]);
    expect(tr.faq.title).toBe('Sıkça Sorulan Sorular');
    expect(tr.faq.items).toEqual([
      { question: 'Sertifika veriliyor mu?', answer: 'Evet, katılım belgesi.' },
      { question: 'Ödeme?', answer: 'Havale\nKredi kartı <b>değil</b>' },
    ]);
    expect(model('tr').faq.items).toEqual([]);
    expect(tr.contact.groups).toEqual([
      { label: 'Telefon', lines: ['Merkez Ofis: +90 (212) 555 01 23'] },
      { label: 'E-posta', lines: ['Eğitim: egitim@akademi.example'] },
      { label: 'Adres', lines: ['İstanbul: Büyükdere Cd. 1, Şişli'] },
    ]);
    expect(tr.link.url).toBe('https://akademi.example/kurs/iso-9001-ic-tetkikci');
  });
});

describe('session dates and prices', () => {
  it('shows a session across months with both months', () => {
    expect(
      squash(
        sessionDates({ starts_at: '2030-03-30T06:30:00.000Z', ends_at: '2030-04-02T14:00:00.000Z' }, 'tr'),
      ),
    ).toBe('30 Mart–2 Nisan 2030, 09:30–17:00');
  });

  it('keeps cents only when the amount has them', () => {
    expect(priceAmount({ price: 1250.5, currency: 'EUR' }, 'tr')).toBe('€1.250,50');
    expect(priceAmount(null, 'tr')).toBeNull();
  });
});

describe('rich text as blocks', () => {
  it('numbers ordered lists, indents nested ones, keeps line breaks and drops scripts and comments', () => {
    expect(
      htmlBlocks(
        '<ol><li>Bir<ul><li>iç</li></ul></li><li>İki</li></ol><p>Satır<br>alt satır &#351; &nbsp;</p>' +
          '<!-- not text --><script>alert(1)</script><p><a href="/x">bağlantı</a> <strong>kalın</strong></p>',
      ),
    ).toEqual([
      { kind: 'item', text: 'Bir', marker: '1.', depth: 0 },
      { kind: 'item', text: 'iç', marker: '•', depth: 1 },
      { kind: 'item', text: 'İki', marker: '2.', depth: 0 },
      { kind: 'paragraph', text: 'Satır\nalt satır ş' },
      { kind: 'paragraph', text: 'bağlantı kalın' },
    ]);
    expect(htmlBlocks('')).toEqual([]);
    expect(htmlBlocks(null)).toEqual([]);
  });
});
