import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastText, readableTextColor, themeProperties } from './colors';

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

describe('readableTextColor', () => {
  it('darkens an accent just enough for small text on white and on the soft grey (WCAG AA)', () => {
    for (const accent of ['#f39c12', '#ffd400', '#27ae60', '#e84393', '#00bcd4']) {
      const text = readableTextColor(accent);
      expect(contrastRatio(text, '#ffffff'), accent).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, '#f4f6f9'), accent).toBeGreaterThanOrEqual(4.5);
      expect(text, accent).not.toBe('#000000'); // still the accent's hue, not plain black
    }
  });

  it('keeps a colour that already reads well', () => {
    expect(readableTextColor('#0a3d62')).toBe('#0a3d62');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#aa6d0d', '#ffffff')).toBeCloseTo(4.28, 1); // the eyebrow Lighthouse flagged
  });
});

describe('themeProperties', () => {
  it('names the configured colours as CSS custom properties and ignores what is not a colour', () => {
    expect(themeProperties({ mainColor: '#0a3d62', secondColor: 'url(x)' })).toEqual({
      '--color-main': '#0a3d62',
      '--color-main-contrast': '#ffffff',
    });
    expect(themeProperties({ secondColor: '#f39c12' })['--color-second-text']).toBe(
      readableTextColor('#f39c12'),
    );
  });
});
