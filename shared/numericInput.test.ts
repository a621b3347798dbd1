import { describe, expect, it } from 'vitest';
import { filterNumeric, isNumericKey } from './numericInput';

describe('filterNumeric', () => {
  it('keeps only digits and dots', () => {
    expect(filterNumeric('12.5 TL')).toBe('12.5');
    expect(filterNumeric('-3,4e2')).toBe('342');
    expect(filterNumeric('abc')).toBe('');
    expect(filterNumeric('0.0.1')).toBe('0.0.1');
  });
});

describe('isNumericKey', () => {
  it('allows digits, the dot and editing keys', () => {
    expect(isNumericKey({ key: '7' })).toBe(true);
    expect(isNumericKey({ key: '.' })).toBe(true);
    expect(isNumericKey({ key: 'Backspace' })).toBe(true);
    expect(isNumericKey({ key: 'v', ctrlKey: true })).toBe(true);
  });

  it('refuses letters, commas and signs', () => {
    expect(isNumericKey({ key: 'a' })).toBe(false);
    expect(isNumericKey({ key: ',' })).toBe(false);
    expect(isNumericKey({ key: '-' })).toBe(false);
    expect(isNumericKey({ key: ' ' })).toBe(false);
  });
});
