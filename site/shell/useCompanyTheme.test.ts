import { describe, expect, it } from 'vitest';
import { contrastText } from './useCompanyTheme';

describe('contrastText', () => {
  it('picks white on dark and black on light colours', () => {
    expect(contrastText('#0b3d91')).toBe('#ffffff');
    expect(contrastText('#000')).toBe('#ffffff');
    expect(contrastText('#ffd400')).toBe('#000000');
    expect(contrastText('#ffffff')).toBe('#000000');
  });

  it('defaults to white for anything that is not a hex colour', () => {
    expect(contrastText('red')).toBe('#ffffff');
  });
});
