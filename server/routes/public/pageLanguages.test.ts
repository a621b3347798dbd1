import { describe, expect, it } from 'vitest';
import { translatedLanguages } from './pageLanguages.js';

const active = ['tr', 'en', 'de'];

describe('translatedLanguages (issue 30)', () => {
  it('lists the active languages whose text is written, in the site order', () => {
    expect(translatedLanguages(JSON.stringify({ de: 'Titel', tr: 'Başlık' }), active)).toEqual(['tr', 'de']);
    expect(translatedLanguages(JSON.stringify({ tr: 'Başlık', en: '  ' }), active)).toEqual(['tr']);
  });

  it("ignores a deleted or inactive language's text", () => {
    expect(translatedLanguages(JSON.stringify({ tr: 'Başlık', fr: 'Titre' }), active)).toEqual(['tr']);
    // Written only in a language no longer active: nothing in an active one.
    expect(translatedLanguages(JSON.stringify({ fr: 'Titre' }), active)).toEqual([]);
  });

  it('takes a record with no text at all as the same page in every language', () => {
    expect(translatedLanguages(JSON.stringify({ tr: '', en: '' }), active)).toEqual(active);
    expect(translatedLanguages(null, active)).toEqual(active);
    expect(translatedLanguages('not json', active)).toEqual(active);
  });
});
