import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (SPEC §5)', () => {
  it('maps Turkish letters to ASCII and lowercases', () => {
    expect(slugify('Çağrı Şüphesiz İğneada Öğüt')).toBe('cagri-suphesiz-igneada-ogut');
    expect(slugify('ISPARTA ılık')).toBe('isparta-ilik');
  });

  it('strips other characters and joins words with single hyphens', () => {
    expect(slugify('Eğitim Takvimi 2026!')).toBe('egitim-takvimi-2026');
    expect(slugify('  ISO 9001:2015 — Kalite  ')).toBe('iso-90012015-kalite');
    expect(slugify('a - b -- c')).toBe('a-b-c');
  });

  it('returns an empty slug for text without letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});
