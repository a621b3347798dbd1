import { describe, expect, it } from 'vitest';
import type { CourseListItem } from '../../shared/publicApi.js';
import {
  type SearchIndex,
  buildSearchIndex,
  searchCourses,
  staleCourses,
  updateSearchIndex,
} from './courseSearch.js';

/*
 * An index brought up to date write by write (updateSearchIndex) must be the index a fresh build of the same
 * catalogue gives: same words, each with the same courses and weights, and the same answers in the same order.
 */

const words = ['Güvenliği', 'İş', 'Sağlığı', 'Python', 'Excel', 'Liderlik', 'Yönetimi', 'Kalite', 'Eğitim'];
const cities = ['İstanbul', 'Ankara', 'İzmir', 'Bursa'];
const people = ['Ayşe Yılmaz', 'Mehmet Demir', 'Zeynep Kaya'];

/** A small deterministic random source, so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    // The high bits: the low ones of this generator repeat with a short period.
    return Math.floor(state / 65536) % n;
  };
}

function course(id: number, pick: (n: number) => number): CourseListItem {
  const word = () => words[pick(words.length)];
  const sessions = Array.from({ length: pick(3) }, (_, k) => ({
    id: id * 10 + k,
    starts_at: '2031-01-01T07:00:00.000Z',
    ends_at: '2031-01-01T15:00:00.000Z',
    place: cities[pick(cities.length)],
    is_online: pick(4) === 0,
    seats: null,
    seats_left: null,
  }));
  return {
    id,
    section: 'education',
    seo_name: `kurs-${id}`,
    title: `${word()} ${word()} ${id}`,
    summary: `${word()} ${word()}`,
    duration: null,
    price: null,
    price_offer: null,
    is_popular: false,
    cover: null,
    cover_alt: null,
    category: { id: pick(3) + 1, seo_name: 'k', name: word(), parent: null },
    brand: null,
    queue: pick(5),
    instructors: [
      { id: 1, name: people[pick(people.length)], seo_name: 'e', title: '', photo: null, photo_alt: '' },
    ],
    sessions,
    next_session: sessions[0] ?? null,
  } as unknown as CourseListItem;
}

const sorted = (courses: CourseListItem[]) => courses.sort((a, b) => b.queue - a.queue || a.id - b.id);

/** The index as a plain value: each word's courses (by id) with their weights, slots aside. */
function contents(index: SearchIndex) {
  const out: Record<string, string[]> = {};
  for (const word of index.vocabulary) {
    out[`${word.folded} ${word.stem}`] = word.postings
      .map((slot, p) => `${index.slots[slot]?.id}:${word.weights[p]}`)
      .sort();
  }
  return out;
}

const queries = [
  'güvenlik',
  'iş sağlığı',
  'pyton',
  'ankara',
  'online',
  'eğitimleri',
  'ayşe',
  'exc',
  'kalite 7',
];

describe('updateSearchIndex', () => {
  it('after 200 random writes equals a fresh build of the same catalogue', () => {
    const pick = random(42);
    let catalogue = sorted(Array.from({ length: 60 }, (_, i) => course(i + 1, pick)));
    const descriptions = new Map<number, string>();
    const index = buildSearchIndex(catalogue, descriptions);
    let nextId = 61;
    for (let write = 0; write < 200; write++) {
      const kind = pick(4);
      const at = pick(catalogue.length);
      const next = [...catalogue];
      if (kind === 0) next.push(course(nextId++, pick));
      else if (kind === 1 && next.length > 10) next.splice(at, 1);
      else {
        // A changed course is a new object with the same id (as the catalogue store makes it).
        next[at] = course(next[at].id, pick);
        descriptions.set(next[at].id, `${words[pick(words.length)]} sertifika ${write}`);
      }
      catalogue = sorted(next);
      const stale = staleCourses(index, catalogue);
      expect(stale.length).toBeLessThanOrEqual(1);
      updateSearchIndex(index, catalogue, stale, descriptions);

      if (write % 20 === 19) {
        const fresh = buildSearchIndex(catalogue, descriptions);
        expect(contents(index)).toEqual(contents(fresh));
        for (const query of queries) {
          expect(
            searchCourses(index, query).map((c) => c.id),
            query,
          ).toEqual(searchCourses(fresh, query).map((c) => c.id));
        }
      }
    }
    expect(index.courses).toBe(catalogue);
  });

  it('drops a word no course holds any more, so a typing slip finds the word that remains', () => {
    // Courses with nothing but a title, so the title's word is the only one they hold.
    const titleOnly = (id: number, title: string): CourseListItem => ({
      ...course(id, () => 0),
      title,
      summary: '',
      category: null,
      instructors: [],
      sessions: [],
    });
    const one = titleOnly(1, 'Pandas');
    const two = titleOnly(2, 'Paydaş');
    const index = buildSearchIndex([one, two]);
    expect(searchCourses(index, 'pandas').map((c) => c.id)).toEqual([1]);
    updateSearchIndex(index, [two], [], new Map());
    // With "pandas" gone from the catalogue, it is one slip from "paydaş".
    expect(searchCourses(index, 'pandas').map((c) => c.id)).toEqual([2]);
    expect(searchCourses(buildSearchIndex([two]), 'pandas').map((c) => c.id)).toEqual([2]);
  });
});
