import type { CourseListItem } from '../../../shared/publicApi.js';
import { stripHtml } from '../../../shared/shorten.js';
import type { ResponseCache } from '../../plugins/publicCache.js';
import {
  type SearchIndex,
  buildSearchIndex,
  staleCourses,
  updateSearchIndex,
} from '../../services/courseSearch.js';
import { loadCatalogue } from './catalogue.js';
import type { PublicContext } from './context.js';
import { textIn } from './localize.js';

/*
 * The search index of each language, kept with the catalogue it was made from. While the cached catalogue
 * is the same object, so is the index; after a write, the catalogue comes back with new objects for the
 * courses the write touched only (catalogueStore.ts), and only those are indexed again, with their
 * descriptions read for them alone. That is what keeps the first search after a write near a plain search.
 */

interface Held {
  catalogue: readonly CourseListItem[];
  index: SearchIndex;
}

/** Per cache (one per app), per language: the latest update, which the next one waits for. */
const held = new WeakMap<ResponseCache, Map<string, Promise<Held>>>();

/** The searchable form of the published catalogue in `lang`. */
export async function searchIndex(ctx: PublicContext, lang: string): Promise<SearchIndex> {
  let byLanguage = held.get(ctx.cache);
  if (!byLanguage) {
    byLanguage = new Map();
    held.set(ctx.cache, byLanguage);
  }
  const previous = byLanguage.get(lang);
  // One update at a time per language: each works on the index the one before left.
  const next = (async (): Promise<Held> => {
    const catalogue = await loadCatalogue(ctx, lang);
    // A failed update leaves no index to build on: the next one starts afresh.
    const before = await previous?.catch(() => undefined);
    if (before?.catalogue === catalogue) return before;
    const stale = before ? staleCourses(before.index, catalogue) : catalogue;
    // A new day's catalogue (every course a new object) is as quick to index from nothing.
    if (!before || stale.length > catalogue.length / 2) {
      const index = buildSearchIndex(catalogue, await plainDescriptions(ctx, catalogue, lang));
      return { catalogue, index };
    }
    const descriptions = await plainDescriptions(ctx, stale, lang);
    // In place and in one synchronous step: a search running between two awaits sees one state or the other.
    return { catalogue, index: updateSearchIndex(before.index, catalogue, stale, descriptions) };
  })();
  byLanguage.set(lang, next);
  return (await next).index;
}

/** The courses' descriptions as plain text by course id, in `lang` (the default language when missing). */
async function plainDescriptions(ctx: PublicContext, courses: readonly CourseListItem[], lang: string) {
  const descriptions = new Map<number, string>();
  const ids = courses.map((course) => course.id);
  // In slices: PostgreSQL and SQLite both cap the parameters of one statement.
  for (let at = 0; at < ids.length; at += 1000) {
    const rows = await ctx.db
      .selectFrom('products')
      .select(['id', 'description'])
      .where('id', 'in', ids.slice(at, at + 1000))
      .execute();
    for (const row of rows) descriptions.set(row.id, stripHtml(textIn(row.description, lang)));
  }
  return descriptions;
}
