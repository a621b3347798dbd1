import { describe, expect, it } from 'vitest';
import { excerpt, localizeData } from './localize.js';

const languages = new Set(['tr', 'en']);

describe('localizeData', () => {
  it('resolves nested language maps and keeps plain values', () => {
    const data = {
      title: { tr: 'Başlık', en: 'Title' },
      image: '/uploads/demo/x.webp',
      items: [{ title: { tr: 'Bir', en: '' }, capacity: 12 }],
    };
    expect(localizeData(data, 'en', languages)).toEqual({
      title: 'Title',
      image: '/uploads/demo/x.webp',
      items: [{ title: 'Bir', capacity: 12 }],
    });
  });

  it('does not mistake an object with other keys for a text', () => {
    expect(localizeData({ tr: 'a', href: 'b' }, 'en', languages)).toEqual({ tr: 'a', href: 'b' });
    expect(localizeData({}, 'en', languages)).toBe('');
  });
});

describe('excerpt', () => {
  it('strips tags and cuts at a word', () => {
    expect(excerpt('<p>Bir &amp; iki</p><p>üç dört beş</p>', 12)).toBe('Bir & iki üç…');
  });
});

describe('localizeData with languages added and deleted (issue 30)', () => {
  const withGerman = new Set(['tr', 'en', 'de']);

  it('reads a text in a language the office added, and Turkish where it has none', () => {
    const data = { title: { tr: 'Başlık', en: 'Title', de: 'Titel' }, lead: { tr: 'Giriş', en: 'Intro' } };
    expect(localizeData(data, 'de', withGerman)).toEqual({ title: 'Titel', lead: 'Giriş' });
  });

  it('still reads a map that holds the texts of a deleted language', () => {
    // `fr` was deleted: its text stays in the map, which is still a text for the remaining languages.
    const data = { title: { tr: 'Başlık', fr: 'Titre' } };
    expect(localizeData(data, 'en', languages)).toEqual({ title: 'Başlık' });
    expect(localizeData(data, 'tr', languages)).toEqual({ title: 'Başlık' });
  });

  it('does not take an object for a text by a deleted language alone, nor with other keys', () => {
    expect(localizeData({ fr: 'Titre' }, 'tr', languages)).toEqual({ fr: 'Titre' });
    expect(localizeData({ tr: 'a', url: 'b', target: 'c' }, 'tr', languages)).toEqual({
      tr: 'a',
      url: 'b',
      target: 'c',
    });
    expect(localizeData({ tr: 'a', en: 3 }, 'tr', languages)).toEqual({ tr: 'a', en: 3 });
  });
});
