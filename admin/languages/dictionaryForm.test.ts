import { describe, expect, it } from 'vitest';
import { readableKey } from './dictionaryForm';

describe('readableKey', () => {
  it('makes a key without a label read as words', () => {
    expect(readableKey('menu.open_all')).toBe('Menu open all');
    expect(readableKey('iletisim')).toBe('İletisim');
  });
});
