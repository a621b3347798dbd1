import { describe, expect, it } from 'vitest';
import { brandCsvColumns } from '../brands/brandCsv';
import { contractCsvColumns } from '../contracts/contractCsv';
import { instructorCsvColumns } from '../instructors/instructorCsv';
import { newsCsvColumns } from '../news/newsCsv';
import { productCsvColumns } from '../products/productCsv';
import { supportCsvColumns } from '../support/supportCsv';
import { userCsvColumns } from '../users/userCsv';
import { i18nProvider } from '../i18n/i18nProvider';
import { panelCsv, panelTranslate } from './csvDownload';
import { byteOrderMark, type CsvColumn, yesNo } from './csvExport';

/** The header row and the first record of a one-record export, as cells. */
function exported<T>(columns: readonly CsvColumn<T>[], row: T) {
  const csv = panelCsv([row], columns);
  expect(csv.startsWith(byteOrderMark)).toBe(true);
  const [header, record] = csv.slice(1).split('\r\n');
  return { header: header.split(';'), cells: record.split(';') };
}

// 21:15 UTC on 31 December is 00:15 on 1 January in Istanbul.
const lateEvening = '2025-12-31T21:15:00.000Z';

describe('the lists’ CSV columns', () => {
  it('yesNo words flags as the office reads them, in the panel’s language', () => {
    const words = [yesNo(1), yesNo(0), yesNo(true), yesNo('0'), yesNo(null)].map((word) =>
      panelTranslate(word.key),
    );
    expect(words).toEqual(['Evet', 'Hayır', 'Evet', 'Hayır', 'Hayır']);
  });

  it('writes headers and words in English when the panel is in English (issue 30)', async () => {
    await i18nProvider.changeLocale('en');
    try {
      const { header, cells } = exported(brandCsvColumns, {
        id: 1,
        name: 'Çelik A.Ş.',
        seo_name: 'celik',
        description: { tr: '' },
        website: 'https://celik.example',
        logo_url: null,
        logo_thumb_url: null,
        image_alt: {},
        image_decorative: 0,
        queue: 0,
        active: 1,
        deleted_at: null,
      });
      expect(header).toEqual(['Brand', 'Website', 'Active', 'Address']);
      expect(cells).toEqual(['Çelik A.Ş.', 'https://celik.example', 'Yes', '/marka/celik']);
    } finally {
      await i18nProvider.changeLocale('tr');
    }
  });

  it('news: Turkish title and summary, Istanbul date, Evet/Hayır, the site address', () => {
    const { header, cells } = exported(newsCsvColumns, {
      id: 1,
      seo_name: 'yeni-donem',
      title: { tr: 'Yeni Dönem Başlıyor', en: 'New term' },
      summary: { tr: 'Şubat’ta ılık bir başlangıç', en: '' },
      content: { tr: '<p>uzun</p>' },
      image_url: null,
      image_thumb_url: null,
      image_alt: {},
      published_at: lateEvening,
      active: 0,
      deleted_at: null,
    });
    expect(header).toEqual(['Başlık', 'Özet', 'Yayın Tarihi (İstanbul)', 'Aktif', 'Adres']);
    expect(cells).toEqual([
      'Yeni Dönem Başlıyor',
      'Şubat’ta ılık bir başlangıç',
      '1.1.2026 - 00:15',
      'Hayır',
      '/haber/yeni-donem',
    ]);
  });

  it('courses: category in Turkish, next session in Istanbul time, popular and published flags', () => {
    const { header, cells } = exported(productCsvColumns, {
      id: 3,
      section: 'educations',
      seo_name: 'iso-9001',
      title: { tr: 'ISO 9001 İç Denetçi', en: 'ISO 9001 Internal Auditor' },
      category_id: 2,
      category_name: { tr: 'Kalite Yönetimi', en: 'Quality' },
      is_popular: 1,
      is_published: 0,
      queue: 4,
      cover_url: null,
      next_session_at: null,
      updated_at: lateEvening,
      deleted_at: null,
    });
    expect(header).toEqual([
      'Eğitim',
      'Kategori',
      'Sıradaki Oturum (İstanbul)',
      'Popüler',
      'Yayında',
      'Güncellenme (İstanbul)',
      'Adres',
    ]);
    expect(cells).toEqual([
      'ISO 9001 İç Denetçi',
      'Kalite Yönetimi',
      '',
      'Evet',
      'Hayır',
      '1.1.2026 - 00:15',
      '/kurs/iso-9001',
    ]);
  });

  it('instructors and brands: names, Turkish title, course count, active flag, address', () => {
    const instructor = exported(instructorCsvColumns, {
      id: 1,
      name: 'Gülşen Işık',
      seo_name: 'gulsen-isik',
      title: { tr: 'Baş Denetçi', en: 'Lead Auditor' },
      biography: { tr: '<p>…</p>' },
      photo_url: null,
      photo_thumb_url: null,
      image_alt: {},
      queue: 1,
      active: 1,
      product_ids: [4, 7],
      deleted_at: null,
    });
    expect(instructor.header).toEqual(['Ad Soyad', 'Ünvan', 'Eğitim Sayısı', 'Aktif', 'Adres']);
    expect(instructor.cells).toEqual(['Gülşen Işık', 'Baş Denetçi', '2', 'Evet', '/egitmen/gulsen-isik']);

    const brand = exported(brandCsvColumns, {
      id: 2,
      name: 'Çözüm A.Ş.',
      seo_name: 'cozum',
      description: { tr: '' },
      website: 'https://cozum.example',
      logo_url: null,
      logo_thumb_url: null,
      image_alt: {},
      image_decorative: 0,
      queue: 1,
      active: 0,
      deleted_at: null,
    });
    expect(brand.header).toEqual(['Marka', 'Web Sitesi', 'Aktif', 'Adres']);
    expect(brand.cells).toEqual(['Çözüm A.Ş.', 'https://cozum.example', 'Hayır', '/marka/cozum']);
  });

  it('contracts: Turkish name, address and last change; not the text', () => {
    const { header, cells } = exported(contractCsvColumns, {
      id: 1,
      name: { tr: 'Gizlilik Sözleşmesi', en: 'Privacy' },
      seo_name: 'gizlilik',
      updated_at: lateEvening,
    });
    expect(header).toEqual(['Sözleşme', 'Adres', 'Güncellenme (İstanbul)']);
    expect(cells).toEqual(['Gizlilik Sözleşmesi', '/sozlesme/gizlilik', '1.1.2026 - 00:15']);
  });

  it('users: no secret reaches the file, whatever the record carries', () => {
    const row = {
      id: 1,
      name: 'Ayşe Yılmaz',
      email: 'ayse@akademi.local',
      active: 1,
      role_group_id: 2,
      role_group: { id: 2, key: 'editor', name: 'Editör' },
      two_step_enabled: true,
      created_at: '2026-11-02 09:00:00',
      updated_at: '2026-11-02 09:00:00',
      password: '$argon2id$secret',
      remember_token: 'tok',
    };
    const csv = panelCsv([row], userCsvColumns);
    expect(csv.slice(1).split('\r\n').slice(0, 2)).toEqual([
      'Ad Soyad;E-Mail;Yetki Grubu;Aktif',
      'Ayşe Yılmaz;ayse@akademi.local;Editör;Evet',
    ]);
    expect(csv).not.toMatch(/argon|secret|tok\b/);
  });

  it('support requests: priority and status in Turkish words, Istanbul date', () => {
    const { header, cells } = exported(supportCsvColumns, {
      id: 5,
      user_id: 1,
      user_name: 'İsmail Öz',
      subject: 'Şifre',
      message: 'Giriş yapamıyorum',
      priority: 'high',
      status: 'in_progress',
      created_at: lateEvening,
    });
    expect(header).toEqual(['Konu', 'Mesaj', 'Öncelik', 'Durum', 'Talep Eden', 'Tarih (İstanbul)']);
    expect(cells).toEqual([
      'Şifre',
      'Giriş yapamıyorum',
      'Yüksek',
      'İşlemde',
      'İsmail Öz',
      '1.1.2026 - 00:15',
    ]);
  });
});
