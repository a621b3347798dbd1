import { stemmer as turkishStem } from '@orama/stemmers/turkish';
import { foldForSearch } from '../routes/public/fold.js';
import type { CourseListItem } from '../../shared/publicApi.js';
import { BoundedMap } from '../../shared/boundedMap.js';

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

/**
 * A distinct word of the catalogue with the courses that hold it. Matching runs over these words, not over
 * every course's words: a catalogue of 10,000 courses has a few thousand distinct words, so a search costs
 * about the same at any catalogue size (it took 12 ms p50 when it compared every word of every course).
 */
interface VocabularyWord {
  folded: string;
  stem: string;
  /** Positions in `courses` and, at the same index, the weight of the best field the word appears in. */
  postings: number[];
  weights: number[];
}

export interface SearchIndex {
  courses: readonly CourseListItem[];
  vocabulary: VocabularyWord[];
}

/** Stems repeat across courses (a catalogue's vocabulary is small): each word is stemmed once per process. */
const stems = new BoundedMap<string, string>(200_000);
function stemOf(lowerWord: string): string {
  return stems.remember(lowerWord, () => foldForSearch(turkishStem(lowerWord)));
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

/** The searchable words of one course, each once with the weight of the best field it appears in. */
function courseWords(course: CourseListItem): IndexedWord[] {
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
  return [...words.values()];
}

/** Builds the searchable form of a catalogue (once per catalogue: it is kept in the public cache). */
export function buildSearchIndex(courses: readonly CourseListItem[]): SearchIndex {
  const byWord = new Map<string, VocabularyWord>();
  courses.forEach((course, position) => {
    for (const word of courseWords(course)) {
      const key = `${word.folded} ${word.stem}`;
      let entry = byWord.get(key);
      if (!entry) {
        entry = { folded: word.folded, stem: word.stem, postings: [], weights: [] };
        byWord.set(key, entry);
      }
      entry.postings.push(position);
      entry.weights.push(word.weight);
    }
  });
  return { courses, vocabulary: [...byWord.values()] };
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
function matchStrength(query: QueryWord, word: { folded: string; stem: string }): number {
  if (word.folded === query.folded) return 4;
  // Two letters start too many words ("iş" would find every İstanbul session): those must be whole words.
  if (query.folded.length >= 3 && word.folded.startsWith(query.folded)) return 3;
  if (query.stem.length >= 3 && (word.stem === query.stem || word.folded === query.stem)) return 3;
  return 0;
}

/**
 * The courses that match every word of the query (and `include`, when given), best first; the catalogue's
 * order breaks ties. A course scores, per query word, its best match strength × the weight of the field.
 */
export function searchCourses(
  index: SearchIndex,
  query: string,
  include: (course: CourseListItem) => boolean = () => true,
): CourseListItem[] {
  const queryWords = parseQuery(query);
  if (queryWords.length === 0) return index.courses.filter(include);
  const total = new Float64Array(index.courses.length);
  const best = new Float64Array(index.courses.length);
  for (const queryWord of queryWords) {
    best.fill(0);
    for (const word of index.vocabulary) {
      const strength = matchStrength(queryWord, word);
      if (strength === 0) continue;
      for (let p = 0; p < word.postings.length; p++) {
        const position = word.postings[p];
        best[position] = Math.max(best[position], strength * word.weights[p]);
      }
    }
    // AND: a course some earlier word missed stays out (-1), whatever this word scores.
    for (let position = 0; position < total.length; position++) {
      if (total[position] >= 0)
        total[position] = best[position] === 0 ? -1 : total[position] + best[position];
    }
  }
  const scored: Array<{ course: CourseListItem; score: number; order: number }> = [];
  total.forEach((score, order) => {
    const course = index.courses[order];
    if (score > 0 && include(course)) scored.push({ course, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map((item) => item.course);
}
