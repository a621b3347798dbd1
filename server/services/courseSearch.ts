import { stemmer as turkishStem } from '@orama/stemmers/turkish';
import { foldForSearch } from '../routes/public/fold.js';
import type { CourseListItem } from '../../shared/publicApi.js';

/*
 * Course search on the cached catalogue. Each course is turned once into a list of words, each with the
 * folded form (Turkish-aware lower case, accents off: "Eğitim" → "egitim") and the folded Snowball stem
 * ("Güvenliği" → "guvenlik"), weighted by the field it came from. A query word matches a course word when:
 *   - it is the same word, or (from three letters on) the start of it: typing "egit" finds "Eğitim";
 *   - both have the same stem ("güvenlik" finds "İş Güvenliği", "sağlık" finds "Sağlığı");
 *   - the query word's stem is the course word ("eğitimleri" finds "Eğitim", "istanbulda" finds "İstanbul").
 * (A stem only as the start of a word would over-reach: Snowball cuts "eğitim" to "eğit", which starts
 * "Eğitmen".)
 * Every query word must match (AND); courses are ranked by how well and where they matched.
 */

/** How much a match in each field counts: a title says more than a summary. */
const fieldWeights = {
  title: 5,
  category: 3,
  brand: 2,
  instructor: 2,
  place: 2,
  summary: 1,
} as const;
type Field = keyof typeof fieldWeights;

/** Words a visitor types for an online session, in both site languages. */
const onlineWords = 'online çevrimiçi uzaktan canlı remote live';

interface IndexedWord {
  folded: string;
  stem: string;
  weight: number;
}

export interface SearchEntry {
  course: CourseListItem;
  words: IndexedWord[];
}

/** Stems repeat across courses (a catalogue's vocabulary is small): each word is stemmed once per process. */
const stems = new Map<string, string>();
function stemOf(lowerWord: string): string {
  let stem = stems.get(lowerWord);
  if (stem === undefined) {
    stem = foldForSearch(turkishStem(lowerWord));
    if (stems.size > 200_000) stems.clear();
    stems.set(lowerWord, stem);
  }
  return stem;
}

/**
 * Words of a text, in Turkish lower case (İ→i, I→ı) before folding: the stemmer needs the real letters. The
 * suffix after an apostrophe belongs to the name before it ("İstanbul'da", "Türkiye’nin").
 */
function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase('tr')
    .replace(/(\p{L})['’]\p{L}+/gu, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function indexWords(field: Field, text: string | null | undefined, into: Map<string, IndexedWord>) {
  if (!text) return;
  const weight = fieldWeights[field];
  for (const word of wordsOf(text)) {
    const folded = foldForSearch(word);
    const known = into.get(folded);
    if (known && known.weight >= weight) continue;
    into.set(folded, { folded, stem: stemOf(word), weight });
  }
}

/** Builds the searchable form of a catalogue (once per catalogue: it is kept in the public cache). */
export function buildSearchIndex(courses: readonly CourseListItem[]): SearchEntry[] {
  return courses.map((course) => {
    const words = new Map<string, IndexedWord>();
    indexWords('title', course.title, words);
    indexWords('category', course.category?.name, words);
    indexWords('category', course.category?.parent?.name, words);
    indexWords('brand', course.brand?.name, words);
    for (const instructor of course.instructors) indexWords('instructor', instructor.name, words);
    for (const session of course.sessions) {
      indexWords('place', session.place, words);
      if (session.is_online) indexWords('place', onlineWords, words);
    }
    indexWords('summary', course.summary, words);
    return { course, words: [...words.values()] };
  });
}

interface QueryWord {
  folded: string;
  stem: string;
}

function parseQuery(query: string): QueryWord[] {
  return wordsOf(query).map((word) => {
    return { folded: foldForSearch(word), stem: stemOf(word) };
  });
}

/** How well one course word answers one query word: 0 (not at all) to 4 (the very word). */
function matchStrength(query: QueryWord, word: IndexedWord): number {
  if (word.folded === query.folded) return 4;
  // Two letters start too many words ("iş" would find every İstanbul session): those must be whole words.
  if (query.folded.length >= 3 && word.folded.startsWith(query.folded)) return 3;
  if (query.stem.length >= 3 && (word.stem === query.stem || word.folded === query.stem)) return 3;
  return 0;
}

/** The courses that match every word of the query, best first; the catalogue's order breaks ties. */
export function searchCourses(index: readonly SearchEntry[], query: string): CourseListItem[] {
  const queryWords = parseQuery(query);
  if (queryWords.length === 0) return index.map((entry) => entry.course);
  const scored: Array<{ course: CourseListItem; score: number; order: number }> = [];
  index.forEach((entry, order) => {
    let score = 0;
    for (const queryWord of queryWords) {
      let best = 0;
      for (const word of entry.words) {
        const strength = matchStrength(queryWord, word);
        if (strength > 0) best = Math.max(best, strength * word.weight);
      }
      if (best === 0) return;
      score += best;
    }
    scored.push({ course: entry.course, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map((item) => item.course);
}
