import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../server/db/seed/dictionary';
import type { Dictionary } from '../../shared/types';
import { countText, type Translate, translate } from './DictionaryContext';

const tOf =
  (dictionary: Dictionary): Translate =>
  (key) =>
    translate(dictionary, key);

describe('countText', () => {
  it('says "1 course found" but "2 courses found" in English, and the same word in Turkish', () => {
    const en = tOf(dictionaries.en);
    expect(countText(en, 1, 'home.results_found_one', 'home.results_found')).toBe('1 course found');
    expect(countText(en, 2, 'home.results_found_one', 'home.results_found')).toBe('2 courses found');
    expect(countText(en, 0, 'home.sessions_count_one', 'home.sessions_count')).toBe('0 sessions');
    const tr = tOf(dictionaries.tr);
    expect(countText(tr, 1, 'home.sessions_count_one', 'home.sessions_count')).toBe('1 oturum');
  });

  it('uses the plural text for 1 when a saved dictionary has no singular key yet', () => {
    const { results_found_one: _dropped, ...home } = dictionaries.en.home;
    const old = tOf({ ...dictionaries.en, home });
    expect(countText(old, 1, 'home.results_found_one', 'home.results_found')).toBe('1 courses found');
  });
});
