import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../server/db/seed/dictionary';
import { formErrorKeys } from '../../shared/schemas/contact';
import { dictionarySections } from '../../shared/types';

// Every source file of the site, as text: the keys it reads from the dictionary are collected from it. The
// course brochure (a PDF the server draws in the page's language) prints dictionary texts too.
const sources = import.meta.glob(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '../../server/services/brochureModel.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

const usedKeys = new Set<string>();
for (const text of Object.values(sources)) {
  for (const match of text.matchAll(/'((?:navbar|footer|home|form_input|form_error)\.[a-z0-9_]+)'/g)) {
    usedKeys.add(match[1]);
  }
}

const has = (lang: 'tr' | 'en', key: string) => {
  const [section, name] = key.split('.') as [keyof (typeof dictionaries)['tr'], string];
  const text = dictionaries[lang][section]?.[name];
  return typeof text === 'string' && text.trim() !== '';
};

describe('the static-language dictionary', () => {
  it('was scanned from the site sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(30);
    expect(usedKeys.size).toBeGreaterThan(100);
    expect(usedKeys).toContain('navbar.products');
  });

  it('has every key the site uses, in Turkish and English', () => {
    const missing = [...usedKeys].filter((key) => !has('tr', key) || !has('en', key));
    expect(missing).toEqual([]);
  });

  it('has the same keys in both languages', () => {
    for (const section of dictionarySections) {
      expect(Object.keys(dictionaries.en[section]).sort(), section).toEqual(
        Object.keys(dictionaries.tr[section]).sort(),
      );
    }
  });

  it('has the SPEC §8 dialog texts and every validation key the shared schemas need', () => {
    for (const key of [
      'gonderildi',
      'yetkililere_iletildi',
      'hata',
      'hata_oldu_gonderilemedi',
      'sistem_hatasi',
      ...formErrorKeys,
    ]) {
      expect(has('tr', `form_error.${key}`), key).toBe(true);
      expect(has('en', `form_error.${key}`), key).toBe(true);
    }
  });

  it('has no unused texts', () => {
    const schemaKeys = new Set(formErrorKeys.map((key) => `form_error.${key}`));
    const unused = dictionarySections.flatMap((section) =>
      Object.keys(dictionaries.tr[section])
        .map((name) => `${section}.${name}`)
        .filter((key) => !usedKeys.has(key) && !schemaKeys.has(key)),
    );
    expect(unused).toEqual([]);
  });
});
