import { describe, expect, it } from 'vitest';
import type { AdminCorporateRequest } from '../../shared/schemas/corporateRequest';
import { panelCsv } from '../common/csvDownload';
import { i18nProvider } from '../i18n/i18nProvider';
import { corporateRequestCsvColumns } from './corporateRequestCsv';

/** The text the list's exporter downloads for these records. */
const corporateRequestCsv = (records: readonly AdminCorporateRequest[]) =>
  panelCsv(records, corporateRequestCsvColumns);

const request: AdminCorporateRequest = {
  id: 4,
  company: 'Öztürk Gıda A.Ş.',
  name: 'Şule Çelik',
  email: 'sule@ozturkgida.com.tr',
  phone: '0216 000 00 00',
  participants: 12,
  topics: 'ISO 22000; gıda güvenliği',
  preferred_dates: 'Mart ortası',
  city: 'İzmir',
  online: 1,
  note: null,
  lang: 'tr',
  status: 'offered',
  owner_note: 'Teklif 3 Mart’ta gönderildi',
  consent_version: 'kvkk-aydinlatma-metni@2025-01-01T00:00:00.000Z',
  consent_at: '2029-12-31T21:30:00.000Z',
  created_at: '2029-12-31T21:30:00.000Z',
  updated_at: '2030-01-02T08:00:00.000Z',
};

describe('the Kurumsal Talepler CSV', () => {
  it('has Turkish headers, the request as typed, words for online and status, Turkish-time dates', () => {
    const [header, row, end] = corporateRequestCsv([request]).slice(1).split('\r\n');
    expect(header).toBe(
      'Kurum;Ad Soyad;E-posta;Telefon;Katılımcı;Konular;Tercih Edilen Tarihler;Şehir;Online Olabilir;' +
        'Durum;Ziyaretçinin Notu;Ofis Notu;Talep Tarihi;Onaylanan Aydınlatma Metni;Onay Zamanı',
    );
    expect(row).toBe(
      'Öztürk Gıda A.Ş.;Şule Çelik;sule@ozturkgida.com.tr;0216 000 00 00;12;' +
        // The topics hold the delimiter, so they are quoted; 21:30 UTC on 31 December is 1 January in Istanbul.
        '"ISO 22000; gıda güvenliği";Mart ortası;İzmir;Evet;Teklif Verildi;;Teklif 3 Mart’ta gönderildi;' +
        '1.1.2030 - 00:30;KVKK Aydınlatma Metni, sürüm 01.01.2025;1.1.2030 - 00:30',
    );
    expect(end).toBe('');
  });

  it('writes every status of the pipeline and both online answers in Turkish', () => {
    const cells = (['new', 'called', 'offered', 'closed'] as const).map((status, index) => {
      const [, row] = corporateRequestCsv([{ ...request, status, online: index % 2, topics: 'Excel' }]).split(
        '\r\n',
      );
      const columns = row.split(';');
      return `${columns[8]} ${columns[9]}`;
    });
    expect(cells).toEqual(['Hayır Yeni', 'Evet Arandı', 'Hayır Teklif Verildi', 'Evet Kapandı']);
  });

  it('follows the panel’s language', async () => {
    await i18nProvider.changeLocale('en');
    try {
      const [header, row] = corporateRequestCsv([{ ...request, topics: 'Excel' }])
        .slice(1)
        .split('\r\n');
      expect(header.split(';').slice(0, 3)).toEqual(['Company', 'Name', 'E-mail']);
      expect(row.split(';').slice(8, 10)).toEqual(['Yes', 'Offer sent']);
    } finally {
      await i18nProvider.changeLocale('tr');
    }
  });
});
