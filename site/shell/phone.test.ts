import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+90 (212) 555 12 34')).toBe('tel:+902125551234');
    expect(telHref('0 212 555-12-34')).toBe('tel:02125551234');
  });
});
