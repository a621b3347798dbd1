import { describe, expect, it } from 'vitest';
import { metaDescription, metaDescriptionLength, shorten, stripHtml } from './shorten';

describe('shorten', () => {
  it('keeps text that fits', () => {
    expect(shorten('Eğitim', 6)).toBe('Eğitim');
    expect(shorten('', 3)).toBe('');
    expect(shorten(null, 3)).toBe('');
  });

  it('cuts longer text and adds an ellipsis', () => {
    expect(shorten('Proje Yönetimi Eğitimi', 14)).toBe('Proje Yönetimi…');
    expect(shorten('Proje Yönetimi Eğitimi', 6)).toBe('Proje…');
    expect(shorten('abcdef', 3, '...')).toBe('abc...');
  });

  it('does not split a word when the previous word ends close enough to the cut', () => {
    expect(shorten('bankacılık ve perakende sektörleri', 25)).toBe('bankacılık ve perakende…');
    expect(shorten('bankacılık ve perakende sektörleri', 26)).toBe('bankacılık ve perakende…');
    // Going back to "Kalite" would drop 4 of 10 characters: the word is cut instead, as in one long word.
    expect(shorten('Kalite Yönetim Sistemleri', 10)).toBe('Kalite Yön…');
    expect(shorten('Yönetimsistemleri belgesi', 10)).toBe('Yönetimsis…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shorten('😀😀😀', 2)).toBe('😀😀…');
  });
});

describe('stripHtml', () => {
  it('drops tags, scripts and entities', () => {
    expect(stripHtml('<p>Merhaba&nbsp;<b>dünya</b></p><script>x()</script>')).toBe('Merhaba dünya');
    expect(stripHtml('a &amp; b &lt;c&gt;')).toBe('a & b <c>');
  });
});

describe('metaDescription', () => {
  it('cuts a long description at a word, with an ellipsis, from its plain text', () => {
    const html = `<p>${'Bankacılık ve perakende sektörlerinde eğitim veren köklü bir markadır. '.repeat(4)}</p>`;
    const meta = metaDescription(html);
    expect(meta.endsWith('…')).toBe(true);
    expect(Array.from(meta).length).toBeLessThanOrEqual(metaDescriptionLength + 1);
    const words = stripHtml(html).split(' ');
    // Every word before the ellipsis is a whole word of the text.
    for (const word of meta.slice(0, -1).split(' ')) expect(words).toContain(word);
    expect(metaDescription('<p>Kısa <b>açıklama</b></p>')).toBe('Kısa açıklama');
  });
});
