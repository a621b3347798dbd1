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
