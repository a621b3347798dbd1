import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { tr } from '../i18n/tr';
import { auditDiff, displayValue } from './auditDiff';
import { entryTime, fieldLabel, resourceLabel, summaryText } from './auditLabels';

/** The panel's own dictionaries, as react-admin's translate would read them. */
const translator = (language: 'tr' | 'en'): TranslateFunction => {
  const provider = polyglotI18nProvider(() => (language === 'en' ? en : tr), language);
  return (key, options) => provider.translate(key, options);
};
const turkish = translator('tr');
const english = translator('en');

describe('auditDiff', () => {
  it('lists only the changed fields, one row per language, with Turkish labels', () => {
    const rows = auditDiff(
      { name: { tr: 'KVKK', en: 'KVKK' }, seo_name: 'kvkk', queue: 1, updated_at: 'a' },
      { name: { tr: 'KVKK Metni', en: 'KVKK' }, seo_name: 'kvkk', queue: 2, updated_at: 'b' },
      turkish,
    );
    expect(rows).toEqual([
      { path: 'name.tr', label: 'Ad (TR)', before: 'KVKK', after: 'KVKK Metni' },
      { path: 'queue', label: 'Sıra', before: '1', after: '2' },
    ]);
  });

  it('labels the fields in English on an English panel', () => {
    const rows = auditDiff(
      { name: { tr: 'KVKK' }, is_published: false, owner_note: '' },
      { name: { tr: 'KVKK Metni' }, is_published: true, owner_note: 'Arandı' },
      english,
    );
    expect(rows.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Name (TR)', 'KVKK', 'KVKK Metni'],
      ['Published', 'No', 'Yes'],
      ['Office note', '—', 'Arandı'],
    ]);
  });

  it('shows HTML as text and shortens long text', () => {
    const long = `<p>${'uzun metin '.repeat(40)}</p>`;
    const [row] = auditDiff(
      { form_data: { tr: '<p>Eski <strong>metin</strong></p>' } },
      { form_data: { tr: long } },
      turkish,
    );
    expect(row.label).toBe('Metin (TR)');
    expect(row.before).toBe('Eski metin');
    expect(row.after.length).toBeLessThanOrEqual(161);
    expect(row.after.endsWith('…')).toBe(true);
    expect(row.after).not.toContain('<p>');
  });

  it('lists what a create set and what a delete removed', () => {
    expect(auditDiff(null, { name: 'Marka', website: '' }, turkish)).toEqual([
      { path: 'name', label: 'Ad', before: '—', after: 'Marka' },
    ]);
    expect(auditDiff({ name: 'Marka' }, null, turkish)).toEqual([
      { path: 'name', label: 'Ad', before: 'Marka', after: '—' },
    ]);
  });

  it('writes lists compactly, counting records in the panel language', () => {
    expect(displayValue([3, 1, 2], turkish)).toBe('3, 1, 2');
    expect(displayValue([{ place: 'A' }, { place: 'B' }], turkish)).toBe('2 kayıt');
    expect(displayValue([{ place: 'A' }, { place: 'B' }], english)).toBe('2 items');
    expect(displayValue([{ place: 'A' }], english)).toBe('1 item');
    expect(displayValue(true, turkish)).toBe('Evet');
    expect(displayValue(null, english)).toBe('—');
  });
});

describe('the audit log labels', () => {
  it("name resources by the registry's names in each language", () => {
    expect(resourceLabel('contracts', turkish)).toBe('Sözleşmeler');
    expect(resourceLabel('contracts', english)).toBe('Contracts');
    // Without a menu place: the plural record name, under its API path.
    expect(resourceLabel('role/groups', turkish)).toBe('Rol Grupları');
    expect(resourceLabel('role/groups', english)).toBe('Role groups');
    // Firma Bilgileri has a menu place of its own since issue 29: its menu label.
    expect(resourceLabel('settings/company', english)).toBe('Company information');
    expect(resourceLabel('uploads', english)).toBe('Image uploads');
    expect(resourceLabel('uploads', turkish)).toBe('Görsel yüklemeleri');
    expect(resourceLabel('bilinmeyen', english)).toBe('bilinmeyen');
  });

  it('keep a field the messages do not name as it is stored', () => {
    expect(fieldLabel('gizli_alan', english)).toBe('gizli_alan');
    expect(fieldLabel('sessions.place', english)).toBe('Sessions (place)');
  });

  it("translate the server's summary of a bulk write, and leave a record's name alone", () => {
    expect(summaryText('3 kayıt: #1, #2, #3', turkish)).toBe('3 kayıt: #1, #2, #3');
    expect(summaryText('3 kayıt: #1, #2, #3', english)).toBe('3 items: #1, #2, #3');
    expect(summaryText('1 kayıt: #9', english)).toBe('1 item: #9');
    expect(summaryText('Çerez Politikası', english)).toBe('Çerez Politikası');
  });

  it('write times in Istanbul time, as each language writes dates', () => {
    expect(entryTime('2026-11-23T09:05:00.000Z', 'tr')).toBe('23.11.2026 - 12:05');
    expect(entryTime('2026-11-23T22:30:00.000Z', 'en')).toBe('24 Nov 2026, 01:30');
  });
});

describe('auditDiff: values as the office reads them (issue 28)', () => {
  it('writes times in Istanbul time in the panel language, 1/0 flags as yes/no', () => {
    const before = { published_at: '2026-11-23T09:05:00.000Z', is_published: 0, active: 1, queue: 1 };
    const after = { published_at: '2026-11-24T22:30:00.000Z', is_published: 1, active: 0, queue: 0 };
    expect(
      auditDiff(before, after, turkish, 'tr').map(({ label, before, after }) => [label, before, after]),
    ).toEqual([
      [fieldLabel('published_at', turkish), '23.11.2026 - 12:05', '25.11.2026 - 01:30'],
      ['Yayında', 'Hayır', 'Evet'],
      ['Aktif', 'Evet', 'Hayır'],
      // A number that is no flag stays a number.
      ['Sıra', '1', '0'],
    ]);
    expect(auditDiff(before, after, english, 'en').map(({ before, after }) => [before, after])).toEqual([
      ['23 Nov 2026, 12:05', '25 Nov 2026, 01:30'],
      ['No', 'Yes'],
      ['Yes', 'No'],
      ['1', '0'],
    ]);
  });

  it("shows an image by its file name with its thumbnail, the server's own images by their -thumb file", () => {
    const own = '/uploads/news/0123456789abcdef0123456789abcdef.webp';
    const [row] = auditDiff({ image_path: '/demo/kapak.jpg' }, { image_path: own }, turkish);
    expect(row).toMatchObject({
      before: 'kapak.jpg',
      after: '0123456789abcdef0123456789abcdef.webp',
      images: {
        before: '/demo/kapak.jpg',
        after: '/uploads/news/0123456789abcdef0123456789abcdef-thumb.webp',
      },
    });
    const [removed] = auditDiff({ logo_path: own }, { logo_path: null }, turkish);
    expect(removed).toMatchObject({ after: '—', images: { after: undefined } });
    expect(auditDiff({ name: 'A' }, { name: 'B' }, turkish)[0].images).toBeUndefined();
  });
});
