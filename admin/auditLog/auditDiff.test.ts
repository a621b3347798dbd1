import { describe, expect, it } from 'vitest';
import { auditDiff, displayValue } from './auditDiff';

describe('auditDiff', () => {
  it('lists only the changed fields, one row per language, with Turkish labels', () => {
    const rows = auditDiff(
      { name: { tr: 'KVKK', en: 'KVKK' }, seo_name: 'kvkk', queue: 1, updated_at: 'a' },
      { name: { tr: 'KVKK Metni', en: 'KVKK' }, seo_name: 'kvkk', queue: 2, updated_at: 'b' },
    );
    expect(rows).toEqual([
      { path: 'name.tr', label: 'Ad (TR)', before: 'KVKK', after: 'KVKK Metni' },
      { path: 'queue', label: 'Sıra', before: '1', after: '2' },
    ]);
  });

  it('shows HTML as text and shortens long text', () => {
    const long = `<p>${'uzun metin '.repeat(40)}</p>`;
    const [row] = auditDiff(
      { form_data: { tr: '<p>Eski <strong>metin</strong></p>' } },
      { form_data: { tr: long } },
    );
    expect(row.label).toBe('Metin (TR)');
    expect(row.before).toBe('Eski metin');
    expect(row.after.length).toBeLessThanOrEqual(161);
    expect(row.after.endsWith('…')).toBe(true);
    expect(row.after).not.toContain('<p>');
  });

  it('lists what a create set and what a delete removed', () => {
    expect(auditDiff(null, { name: 'Marka', website: '' })).toEqual([
      { path: 'name', label: 'Ad', before: '—', after: 'Marka' },
    ]);
    expect(auditDiff({ name: 'Marka' }, null)).toEqual([
      { path: 'name', label: 'Ad', before: 'Marka', after: '—' },
    ]);
  });

  it('writes lists compactly', () => {
    expect(displayValue([3, 1, 2])).toBe('3, 1, 2');
    expect(displayValue([{ place: 'A' }, { place: 'B' }])).toBe('2 kayıt');
    expect(displayValue(null)).toBe('—');
  });
});
