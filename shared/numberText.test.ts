import { describe, expect, it } from 'vitest';
import { findNumber, renumber } from './numberText';

describe('numbers inside texts', () => {
  it('reads a number the way its language writes it', () => {
    expect(findNumber('85.000+', 'tr')?.value).toBe(85000);
    expect(findNumber('7.900,50 TL', 'tr')?.value).toBe(7900.5);
    expect(findNumber('TRY 7,900.50', 'en')?.value).toBe(7900.5);
    expect(findNumber('Teklif alınız', 'tr')).toBeNull();
  });

  it('writes it again the way another language does, keeping the rest of the text', () => {
    expect(renumber('85.000+', 'tr', 'en')).toBe('85,000+');
    expect(renumber('1.200+', 'tr', 'en')).toBe('1,200+');
    expect(renumber('15+', 'tr', 'en')).toBe('15+');
    expect(renumber('%2,5 indirim', 'tr', 'en')).toBe('%2.5 indirim');
    expect(renumber('85.000+', 'tr', 'tr')).toBe('85.000+');
    expect(renumber('7/24', 'tr', 'en')).toBe('7/24');
  });
});
