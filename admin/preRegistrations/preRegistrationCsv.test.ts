import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { panelCsv } from '../common/csvDownload';
import { preRegistrationCsvColumns } from './preRegistrationCsv';
import type { PreRegistrationRecord } from './preRegistrationTypes';

/** The text the list's exporter downloads for these records. */
const preRegistrationCsv = (records: readonly PreRegistrationRecord[]) =>
  panelCsv(records, preRegistrationCsvColumns);

const record: PreRegistrationRecord = {
  id: 7,
  product_id: 3,
  course_title: 'İç Denetçi Eğitimi',
  session_id: 12,
  session_starts_at: '2030-03-02T06:00:00.000Z',
  session_place: 'İstanbul',
  name: 'Çağla Öztürk',
  email: 'cagla@firma.com.tr',
  phone: '0532 000 00 00',
  company: 'Şahin Ltd. Şti.',
  participants: 3,
  note: 'Fatura; firmaya kesilsin',
  waitlist: 1,
  status: 'called',
  owner_note: null,
  consent_version: 'kvkk-aydinlatma-metni@2025-01-01T00:00:00.000Z',
  consent_at: '2029-12-31T21:30:00.000Z',
  created_at: '2029-12-31T21:30:00.000Z',
  updated_at: '2029-12-31T21:30:00.000Z',
  lang: 'tr',
  waitlist_position: null,
  offered_at: null,
  offer_expires_at: null,
};

describe('the Ön Kayıtlar CSV', () => {
  it('has Turkish headers, readable Turkish-time dates and the status in Turkish', () => {
    const [header, row, end] = preRegistrationCsv([record]).slice(1).split('\r\n');
    expect(header).toBe(
      'Eğitim;Oturum Tarihi;Yer;Ad Soyad;E-posta;Telefon;Firma;Katılımcı;Bekleme Listesi;Durum;' +
        'Ziyaretçinin Notu;Ofis Notu;Kayıt Tarihi;Onaylanan Aydınlatma Metni;Onay Zamanı',
    );
    expect(row.split(';').slice(0, 10)).toEqual([
      'İç Denetçi Eğitimi',
      '2.3.2030 - 09:00',
      'İstanbul',
      'Çağla Öztürk',
      'cagla@firma.com.tr',
      '0532 000 00 00',
      'Şahin Ltd. Şti.',
      '3',
      'Evet',
      'Arandı',
    ]);
    // The note holds the delimiter, so it is quoted; 21:30 UTC on 31 December is 1 January in Istanbul.
    expect(row).toContain(';"Fatura; firmaya kesilsin";;1.1.2030 - 00:30;');
    expect(end).toBe('');
  });

  it('names the accepted notice and its version day, in the panel’s language (issue 29)', async () => {
    const consentOf = () => preRegistrationCsv([record]).split('\r\n')[1].split(';').at(-2);
    expect(consentOf()).toBe('KVKK Aydınlatma Metni, sürüm 01.01.2025');
    await i18nProvider.changeLocale('en');
    try {
      expect(consentOf()).toBe('KVKK notice, version 01.01.2025');
    } finally {
      await i18nProvider.changeLocale('tr');
    }
  });

  it('writes every status of the pipeline in Turkish', () => {
    const statuses = (['new', 'called', 'confirmed', 'cancelled'] as const).map((status) => {
      const [, row] = preRegistrationCsv([{ ...record, status, note: null }]).split('\r\n');
      return row.split(';')[9];
    });
    expect(statuses).toEqual(['Yeni', 'Arandı', 'Kesinleşti', 'İptal']);
  });
});
