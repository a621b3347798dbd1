import { describe, expect, it } from 'vitest';
import { composeTitle } from '../../shared/pageTitle';
import { setMetaDescription } from './documentMeta';

describe('composeTitle', () => {
  it('joins the page title and the company name', () => {
    expect(composeTitle('Eğitim Takvimi', 'Akademi Eğitim')).toBe('Eğitim Takvimi | Akademi Eğitim');
  });

  it('is the company name alone when the title is null or blank', () => {
    expect(composeTitle(null, 'Akademi Eğitim')).toBe('Akademi Eğitim');
    expect(composeTitle('  ', 'Akademi Eğitim')).toBe('Akademi Eğitim');
  });

  it('is the title alone before the company name is known', () => {
    expect(composeTitle('İletişim', undefined)).toBe('İletişim');
  });
});

describe('setMetaDescription', () => {
  it('sets, replaces and empties the description', () => {
    setMetaDescription('Kurumsal eğitimler');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Kurumsal eğitimler',
    );
    setMetaDescription(null);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('');
  });
});
