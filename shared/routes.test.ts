import { describe, expect, it } from 'vitest';
import { isLanguagePrefix, localizedPath, publicRoutePatterns, splitLanguagePrefix } from './routes.js';
import { htmlLanguageAttributes, textDirection } from './languageDirection.js';
import { areaOf } from './areas.js';

describe('language prefixes by shape (issue 30)', () => {
  it('splits any abbr-shaped first segment off, whatever languages exist', () => {
    expect(splitLanguagePrefix('/de/kurs/x')).toEqual({ lang: 'de', path: '/kurs/x' });
    expect(splitLanguagePrefix('/pt-br/')).toEqual({ lang: 'pt-br', path: '/' });
    expect(splitLanguagePrefix('/ar')).toEqual({ lang: 'ar', path: '/' });
    expect(splitLanguagePrefix('/en/egitim-takvimi/')).toEqual({ lang: 'en', path: '/egitim-takvimi/' });
    // The default language's prefix is recognised, so the server can move it to the unprefixed address.
    expect(splitLanguagePrefix('/tr/kurs/x')).toEqual({ lang: 'tr', path: '/kurs/x' });
  });

  it('leaves page paths, reserved words and other shapes alone', () => {
    expect(splitLanguagePrefix('/')).toEqual({ lang: null, path: '/' });
    expect(splitLanguagePrefix('/kurs/x')).toEqual({ lang: null, path: '/kurs/x' });
    expect(splitLanguagePrefix('/api/pages')).toEqual({ lang: null, path: '/api/pages' });
    expect(splitLanguagePrefix('/EN/kurs')).toEqual({ lang: null, path: '/EN/kurs' });
    expect(splitLanguagePrefix('/404')).toEqual({ lang: null, path: '/404' });
    expect(splitLanguagePrefix('/dede/x')).toEqual({ lang: null, path: '/dede/x' });
  });

  it('no page path, area or root file starts with a segment taken for a language', () => {
    const firsts = [
      ...Object.values(publicRoutePatterns).map((pattern) => pattern.split('/')[1]),
      'giris-yap',
      'admin',
      'uploads',
      'assets',
      'paylasim-gorseli',
    ].filter(Boolean);
    for (const first of firsts) expect(isLanguagePrefix(first), first).toBe(false);
    expect(areaOf('/de/kurs/x')).toBe('site');
  });

  it('prefixes every language but Turkish', () => {
    expect(localizedPath('tr', '/kurs/x')).toBe('/kurs/x');
    expect(localizedPath('de', '/kurs/x')).toBe('/de/kurs/x');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('pt-br', '/iletisim')).toBe('/pt-br/iletisim');
    expect(localizedPath('', '/iletisim')).toBe('/iletisim');
    expect(localizedPath('api', '/x')).toBe('/x');
  });
});

describe('text direction', () => {
  it('knows the right-to-left languages by their base language', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-eg')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('ckb')).toBe('rtl');
    expect(textDirection('tr')).toBe('ltr');
    expect(textDirection('de')).toBe('ltr');
    expect(textDirection('pt-br')).toBe('ltr');
  });

  it('gives BCP 47 lang attributes', () => {
    expect(htmlLanguageAttributes('pt-br')).toEqual({ lang: 'pt-BR', dir: 'ltr' });
    expect(htmlLanguageAttributes('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(htmlLanguageAttributes('zh-hant')).toEqual({ lang: 'zh-hant', dir: 'ltr' });
  });
});
