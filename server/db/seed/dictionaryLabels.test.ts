import { describe, expect, it } from 'vitest';
import {
  dictionaryLabelsEnglish,
  dictionaryLabelsTurkish,
} from '../../../admin/languages/dictionaryLabels.js';
import { dictionarySections } from '../../../shared/types.js';
import { dictionaries } from './dictionary.js';

/* The back office names each text of this dictionary (admin/languages/dictionaryLabels.ts): kept in step. */
describe("the back office's labels of the dictionary", () => {
  it('name every key of the seeded dictionary, in Turkish and in English', () => {
    for (const section of dictionarySections) {
      const keys = Object.keys(dictionaries.tr[section]).sort();
      expect(Object.keys(dictionaryLabelsTurkish[section]).sort(), section).toEqual(keys);
      expect(Object.keys(dictionaryLabelsEnglish[section]).sort(), section).toEqual(keys);
    }
  });
});
