import { stemmer as turkishStem } from '@orama/stemmers/turkish';
import { foldForSearch } from './fold.js';
import type { CourseListItem } from '../../shared/publicApi.js';
import { BoundedMap } from '../../shared/boundedMap.js';

/*
 * Course search on the cached catalogue. Each course is turned once into a list of words, each with the
 * folded form (Turkish-aware lower case, accents off: "Eğitim" → "egitim") and the folded Snowball stem
 * ("Güvenliği" → "guvenlik"), weighted by the field it came from. A query word matches a course word when:
 *   - it is the same word, or (from three letters on) the start of it: typing "egit" finds "Eğitim";
 *   - both have the same stem ("güvenlik" finds "İş Güvenliği", "sağlık" finds "Sağlığı");
 *   - the query word's stem is the course word ("eğitimleri" finds "Eğitim", "istanbulda" finds "İstanbul");
 *   - the two differ only in Turkish endings after a shared root of four letters or more ("eğitimleri" finds
 *     "Eğitimi", "sunumu" finds "Sunum"), which Snowball alone misses: it cuts "sunum" to "s";
 *   - only when a query word matches no word of the catalogue in those ways: from four letters on, it is one
 *     typing slip away from a course word (one letter wrong, missing, extra or two swapped: "pyton" finds
 *     "Python"; two slips from eight letters on). A word that exists is taken as typed: "pandas" does not
 *     also find "paydaş".
 * (A stem only as the start of a word would over-reach: Snowball cuts "eğitim" to "eğit", which starts
 * "Eğitmen".)
 * Every query word must match (AND); courses are ranked by how well and where they matched. The course's
 * description is searched too, with the lowest weight ("sertifika", "excel" inside a programme's text).
 */

/** How much a match in each field counts: a title says more than a summary. */
const fieldWeights = {
  title: 5,
  category: 3,
  brand: 2,
  instructor: 2,
  place: 2,
  summary: 1,
  description: 0.5,
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
  /** `folded stem`: the word's key in the vocabulary. */
  key: string;
  /** Its place in `vocabulary`, so an emptied word leaves the list in one step. */
  at: number;
  /** Slots of the courses holding the word and, at the same index, the weight of its best field there. */
  postings: number[];
  weights: number[];
}

/**
 * The searchable form of a catalogue. Courses sit in slots that keep their number while the catalogue
 * changes around them, so an admin write re-indexes only the courses it touched (updateSearchIndex) instead
 * of the whole catalogue: that took 1.9 s at 10,000 courses, on the first search after every write.
 */
export interface SearchIndex {
  /** The catalogue the index answers for, in its order (the order breaks ties between equal scores). */
  courses: readonly CourseListItem[];
  /** The course in each slot; null for a free one (its course left the catalogue). */
  slots: Array<CourseListItem | null>;
  /** Each slot's course's place in `courses`. */
  order: number[];
  vocabulary: VocabularyWord[];
  /** The words of each slot's course, to take it out again. */
  slotWords: VocabularyWord[][];
  byKey: Map<string, VocabularyWord>;
  slotOf: Map<number, number>;
  free: number[];
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

/**
 * The folded form and stem of each distinct word, for one index build: a catalogue repeats its words
 * (descriptions above all), and folding (a Unicode normalisation) is what a build spends its time on.
 */
type WordForms = Map<string, { folded: string; stem: string }>;

function indexWords(
  field: Field,
  text: string | null | undefined,
  into: Map<string, IndexedWord>,
  forms: WordForms,
) {
  if (!text) return;
  const weight = fieldWeights[field];
  for (const word of new Set(wordsOf(text))) {
    let form = forms.get(word);
    if (!form) {
      form = { folded: foldForSearch(word), stem: stemOf(word) };
      forms.set(word, form);
    }
    const known = into.get(form.folded);
    if (known && known.weight >= weight) continue;
    into.set(form.folded, { folded: form.folded, stem: form.stem, weight });
  }
}

/** The searchable words of one course, each once with the weight of the best field it appears in. */
function courseWords(
  course: CourseListItem,
  description: string | undefined,
  forms: WordForms,
): IndexedWord[] {
  const words = new Map<string, IndexedWord>();
  const add = (field: Field, text: string | null | undefined) => indexWords(field, text, words, forms);
  add('title', course.title);
  add('category', course.category?.name);
  add('category', course.category?.parent?.name);
  add('brand', course.brand?.name);
  for (const instructor of course.instructors) add('instructor', instructor.name);
  for (const session of course.sessions) {
    add('place', session.place);
    if (session.is_online) add('place', onlineWords);
  }
  add('summary', course.summary);
  add('description', description);
  return [...words.values()];
}

function addCourse(
  index: SearchIndex,
  course: CourseListItem,
  description: string | undefined,
  forms: WordForms,
) {
  const slot = index.free.pop() ?? index.slots.length;
  index.slots[slot] = course;
  index.slotOf.set(course.id, slot);
  const held: VocabularyWord[] = [];
  for (const word of courseWords(course, description, forms)) {
    const key = `${word.folded} ${word.stem}`;
    let entry = index.byKey.get(key);
    if (!entry) {
      entry = {
        folded: word.folded,
        stem: word.stem,
        key,
        at: index.vocabulary.length,
        postings: [],
        weights: [],
      };
      index.byKey.set(key, entry);
      index.vocabulary.push(entry);
    }
    entry.postings.push(slot);
    entry.weights.push(word.weight);
    held.push(entry);
  }
  index.slotWords[slot] = held;
}

/** Swaps the last element into `at` and drops the last: order does not matter in these lists. */
function removeAt<T>(list: T[], at: number) {
  const last = list.pop() as T;
  if (at < list.length) list[at] = last;
}

function removeCourse(index: SearchIndex, id: number) {
  const slot = index.slotOf.get(id);
  if (slot === undefined) return;
  for (const word of index.slotWords[slot]) {
    const at = word.postings.indexOf(slot);
    removeAt(word.postings, at);
    removeAt(word.weights, at);
    // A word no course holds any more leaves the vocabulary: a fresh build would not have it, and a word
    // that exists is taken as typed (no typing-slip matches).
    if (word.postings.length === 0) {
      const moved = index.vocabulary[index.vocabulary.length - 1];
      removeAt(index.vocabulary, word.at);
      moved.at = word.at;
      index.byKey.delete(word.key);
    }
  }
  index.slotWords[slot] = [];
  index.slots[slot] = null;
  index.slotOf.delete(id);
  index.free.push(slot);
}

function setOrder(index: SearchIndex, courses: readonly CourseListItem[]) {
  index.courses = courses;
  index.order = new Array<number>(index.slots.length).fill(0);
  courses.forEach((course, position) => {
    index.order[index.slotOf.get(course.id) as number] = position;
  });
}

/**
 * Builds the searchable form of a catalogue, with each course's description as plain text by id (the
 * catalogue's list items do not carry it).
 */
export function buildSearchIndex(
  courses: readonly CourseListItem[],
  descriptions: ReadonlyMap<number, string> = new Map(),
): SearchIndex {
  const index: SearchIndex = {
    courses,
    slots: [],
    order: [],
    vocabulary: [],
    slotWords: [],
    byKey: new Map(),
    slotOf: new Map(),
    free: [],
  };
  const forms: WordForms = new Map();
  for (const course of courses) addCourse(index, course, descriptions.get(course.id), forms);
  setOrder(index, courses);
  return index;
}

/**
 * The courses of `courses` the index does not hold as they are: new, or changed since. The catalogue keeps
 * the very object of a course no write touched (routes/public/catalogueStore.ts), so a changed course is one
 * whose object differs.
 */
export function staleCourses(index: SearchIndex, courses: readonly CourseListItem[]): CourseListItem[] {
  return courses.filter((course) => {
    const slot = index.slotOf.get(course.id);
    return slot === undefined || index.slots[slot] !== course;
  });
}

/**
 * Brings the index in line with a newer catalogue, in place: the courses that left it or changed are taken
 * out, the changed and new ones (`stale`, from staleCourses, with their descriptions) put in. The result is
 * the index a fresh build of `courses` would give (tests/api/search-index-incremental.test.ts).
 */
export function updateSearchIndex(
  index: SearchIndex,
  courses: readonly CourseListItem[],
  stale: readonly CourseListItem[],
  descriptions: ReadonlyMap<number, string>,
): SearchIndex {
  const present = new Set(courses.map((course) => course.id));
  for (const id of [...index.slotOf.keys()]) if (!present.has(id)) removeCourse(index, id);
  const forms: WordForms = new Map();
  for (const course of stale) {
    removeCourse(index, course.id);
    addCourse(index, course, descriptions.get(course.id), forms);
  }
  setOrder(index, courses);
  return index;
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

/**
 * Turkish endings, folded (ı→i, ü→u, ğ→g, …, so one letter stands for both vowel harmonies): plural, then
 * possessive or accusative, then a case or "-ki". "leri", "u", "inde", "lardan", "si" are endings; "men"
 * (eğit-men) and "m" (yöneti-m against yöneti-ci) are not, so those words stay apart.
 */
const turkishEndings =
  /^(?:l[ae]r)?(?:s?[iu]|[ny][iu])?(?:n?(?:d[ae]n?|t[ae]n?|[ae]|y[ae]|n[ae]|[iu]n|n[iu]n|l[ae]|yl[ae]|ki))?$/;

/** The shortest root two words must share before their endings are compared. */
const minimumRoot = 4;

/** Whether the two differ only in their Turkish endings after a shared root ("egitimleri" and "egitimi"). */
function sameRoot(a: string, b: string): boolean {
  let shared = 0;
  const limit = Math.min(a.length, b.length);
  while (shared < limit && a.charCodeAt(shared) === b.charCodeAt(shared)) shared++;
  if (shared < minimumRoot) return false;
  // The endings are tried from the longest shared root back: "sunumu"/"sunum" share "sunum", ending "u"/"".
  for (let root = shared; root >= minimumRoot; root--) {
    if (turkishEndings.test(a.slice(root)) && turkishEndings.test(b.slice(root))) return true;
  }
  return false;
}

/**
 * Whether `a` and `b` are at most `limit` typing slips apart (optimal string alignment: a letter changed,
 * dropped, added, or two neighbours swapped). Rows are cut short once every cell is over the limit.
 */
export function withinSlips(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  if (b.length + 1 > rows[0].length) rows = [0, 1, 2].map(() => new Int32Array(b.length + 1));
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, before[j - 2] + 1);
      }
      current[j] = distance;
      if (distance < rowBest) rowBest = distance;
    }
    if (rowBest > limit) return false;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] <= limit;
}

/** The three rows withinSlips works in, kept between calls (a search runs it over thousands of words). */
let rows = [0, 1, 2].map(() => new Int32Array(32));

/** Typing slips forgiven for a query word of this length: none for short words, where one slip is a new word. */
const slipsFor = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** How well one course word answers one query word: 0 (not at all) to 4 (the very word). */
function matchStrength(query: QueryWord, word: { folded: string; stem: string }): number {
  if (word.folded === query.folded) return 4;
  // Two letters start too many words ("iş" would find every İstanbul session): those must be whole words.
  if (query.folded.length >= 3 && word.folded.startsWith(query.folded)) return 3;
  if (query.stem.length >= 3 && (word.stem === query.stem || word.folded === query.stem)) return 3;
  if (sameRoot(query.folded, word.folded)) return 3;
  return 0;
}

/** A typing slip's match, for a query word that matched nothing as typed. */
function slipStrength(query: QueryWord, word: { folded: string }): number {
  const slips = slipsFor(query.folded.length);
  return slips > 0 && withinSlips(query.folded, word.folded, slips) ? 1 : 0;
}

/** Each course's best score for one query word (0: no match), by `strength`; whether anything matched. */
function scoreWord(
  index: SearchIndex,
  query: QueryWord,
  strength: (query: QueryWord, word: VocabularyWord) => number,
  best: Float64Array,
): boolean {
  best.fill(0);
  let matched = false;
  for (const word of index.vocabulary) {
    const found = strength(query, word);
    if (found === 0) continue;
    matched = true;
    for (let p = 0; p < word.postings.length; p++) {
      const slot = word.postings[p];
      best[slot] = Math.max(best[slot], found * word.weights[p]);
    }
  }
  return matched;
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
  const total = new Float64Array(index.slots.length);
  const best = new Float64Array(index.slots.length);
  for (const queryWord of queryWords) {
    const matched = scoreWord(index, queryWord, matchStrength, best);
    if (!matched && slipsFor(queryWord.folded.length) > 0) scoreWord(index, queryWord, slipStrength, best);
    // AND: a course some earlier word missed stays out (-1), whatever this word scores.
    for (let slot = 0; slot < total.length; slot++) {
      if (total[slot] >= 0) total[slot] = best[slot] === 0 ? -1 : total[slot] + best[slot];
    }
  }
  const scored: Array<{ course: CourseListItem; score: number; order: number }> = [];
  total.forEach((score, slot) => {
    const course = index.slots[slot];
    if (score > 0 && course && include(course)) scored.push({ course, score, order: index.order[slot] });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map((item) => item.course);
}
