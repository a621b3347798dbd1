/**
 * Languages written right to left, by their base language (the part before a region: `ar-eg` → `ar`):
 * Arabic, Persian, Hebrew, Urdu, Pashto, Yiddish, Dhivehi, Central Kurdish (Sorani), Sindhi, Uyghur.
 * An administrator may add any of them (issue 30); every other language is written left to right.
 */
const rightToLeft: ReadonlySet<string> = new Set([
  'ar',
  'fa',
  'he',
  'ur',
  'ps',
  'yi',
  'dv',
  'ckb',
  'sd',
  'ug',
]);

/** The writing direction of a language by its abbr: `ar` → 'rtl', `tr`, `pt-br` → 'ltr'. */
export function textDirection(abbr: string): 'ltr' | 'rtl' {
  const base = abbr.trim().toLowerCase().split('-')[0];
  return rightToLeft.has(base) ? 'rtl' : 'ltr';
}

/**
 * The `lang` and `dir` attributes of an element holding text in a language (the page's `<html>`, or an
 * element whose text fell back to another language). `lang` is a BCP 47 tag: `pt-br` → `pt-BR`.
 */
export function htmlLanguageAttributes(abbr: string): { lang: string; dir: 'ltr' | 'rtl' } {
  const [base, region] = abbr.trim().toLowerCase().split('-');
  const lang = region ? `${base}-${region.length === 2 ? region.toUpperCase() : region}` : base;
  return { lang, dir: textDirection(abbr) };
}
