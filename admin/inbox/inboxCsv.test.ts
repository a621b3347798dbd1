import { describe, expect, it } from 'vitest';
import { byteOrderMark } from '../common/csvExport';
import { i18nProvider } from '../i18n/i18nProvider';
import { inboxCsv } from './inboxCsv';
import type { InboxItem } from './inboxTypes';

const base: InboxItem = {
  id: 1,
  name: 'Şükrü Çağlar',
  email: 'sukru@example.com',
  phone: '0555 000 00 01',
  message: 'İki satır;\nbir "alıntı"',
  check: 0,
  section: 'mail',
  // 21:30 UTC on 10 March is 00:30 on 11 March in Istanbul.
  created_at: '2025-03-10T21:30:00.000Z',
};

// The notice's version: 21:05 UTC on 31 January is 1 February in Istanbul.
const consented = {
  consent_version: 'kvkk-aydinlatma-metni@2025-01-31T21:05:00.000Z',
  consent_at: '2025-03-10T21:31:00.000Z',
};

const lines = (csv: string) => csv.slice(byteOrderMark.length).split('\r\n');

describe('inboxCsv', () => {
  it('writes its headers and words in English when the panel is in English (issue 30)', async () => {
    await i18nProvider.changeLocale('en');
    try {
      const [header, first] = lines(
        inboxCsv('contact', [{ ...base, ...consented, check: 1, subject: 'Hi', message: 'Ok' }]),
      );
      expect(header).toBe(
        'Full name;E-mail;Phone;Subject;Message;Date (Istanbul);Read;KVKK consent (Istanbul);Privacy notice accepted',
      );
      expect(first.endsWith(';Yes;11.3.2025 - 00:31;KVKK notice, version 01.02.2025')).toBe(true);
    } finally {
      await i18nProvider.changeLocale('tr');
    }
  });

  it('writes contact messages with Turkish headers, Istanbul dates and the read flag as Evet/Hayır', () => {
    const csv = inboxCsv('contact', [
      { ...base, subject: '=HYPERLINK("x")' },
      { ...base, ...consented, id: 2, check: 1, subject: 'Kayıt', message: 'Tamam' },
    ]);
    expect(csv.startsWith(byteOrderMark)).toBe(true);
    const [header, first, second] = lines(csv);
    expect(header).toBe(
      'Ad Soyad;E-Mail;Telefon;Konu;Mesaj;Tarih (İstanbul);Okundu;KVKK Onayı (İstanbul);Onaylanan Aydınlatma Metni',
    );
    // The subject a visitor typed cannot run as a formula; the message keeps its line break (a bare LF inside
    // quotes: records end with CRLF).
    expect(first).toBe(
      'Şükrü Çağlar;sukru@example.com;0555 000 00 01;"\'=HYPERLINK(""x"")";"İki satır;\nbir ""alıntı""";' +
        '11.3.2025 - 00:30;Hayır;;',
    );
    // The consent: when (Istanbul) and the notice by its name and version day, never the stored id.
    expect(second).toBe(
      'Şükrü Çağlar;sukru@example.com;0555 000 00 01;Kayıt;Tamam;11.3.2025 - 00:30;Evet;' +
        '11.3.2025 - 00:31;KVKK Aydınlatma Metni, sürüm 01.02.2025',
    );
  });

  it('writes applications with the position and without the CV', () => {
    const csv = inboxCsv('human-resources', [
      {
        ...base,
        message: 'Merhaba',
        position: 'Eğitmen',
        cv_url: '/api/admin/human-resources/1/cv',
        cv_original_name: 'Özgeçmiş.pdf',
      },
    ]);
    const [header, row] = lines(csv);
    expect(header).toBe(
      'Ad Soyad;E-Mail;Telefon;Pozisyon;Mesaj;Tarih (İstanbul);Okundu;KVKK Onayı (İstanbul);Onaylanan Aydınlatma Metni',
    );
    expect(row).toBe(
      'Şükrü Çağlar;sukru@example.com;0555 000 00 01;Eğitmen;Merhaba;11.3.2025 - 00:30;Hayır;;',
    );
    expect(csv).not.toMatch(/cv|Özgeçmiş/i);
  });
});
