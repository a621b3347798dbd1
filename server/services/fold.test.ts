import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesAllWords } from './fold.js';

describe('foldForSearch', () => {
  it('folds the Turkish dotted and dotless i in both cases to one letter', () => {
    expect(foldForSearch('İSTANBUL')).toBe('istanbul');
    expect(foldForSearch('Istanbul')).toBe('istanbul');
    expect(foldForSearch('ıstanbul')).toBe('istanbul');
    expect(foldForSearch('IŞIK')).toBe('isik');
  });

  it('removes Turkish and other accents', () => {
    expect(foldForSearch('Eğitim Çözümleri Şöyle Güzel')).toBe('egitim cozumleri soyle guzel');
    expect(foldForSearch('Zekâ café')).toBe('zeka cafe');
  });
});

describe('matchesAllWords', () => {
  it('needs every word somewhere in the texts', () => {
    expect(matchesAllWords('egitim istanbul', ['Temel Eğitim', 'İstanbul sınıfında'])).toBe(true);
    expect(matchesAllWords('egitim ankara', ['Temel Eğitim', 'İstanbul sınıfında'])).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesAllWords('   ', ['x'])).toBe(true);
  });

  it('matches words from their beginning, not from inside another word', () => {
    expect(matchesAllWords('iş güvenliği', ['İş Sağlığı ve Güvenliği Temel Eğitimi'])).toBe(true);
    expect(matchesAllWords('iş güvenliği', ['Siber Güvenlik Farkındalığı Eğitimi'])).toBe(false);
    expect(matchesAllWords('egit', ['Eğitim Takvimi'])).toBe(true);
    expect(matchesAllWords('9001', ['ISO 9001:2015 Kalite Yönetim Sistemi'])).toBe(true);
  });
});
