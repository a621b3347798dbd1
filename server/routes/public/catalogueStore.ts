import type { CourseListItem } from '../../../shared/publicApi.js';
import type { CacheChange } from '../../plugins/cacheChange.js';
import type { ResponseCache } from '../../plugins/publicCache.js';
import { type PublicContext, todayKey } from './context.js';

/*
 * The catalogue kept across cache clears. A clear drops the cached catalogue like every other answer, but
 * the one built last (catalogue.ts) stays here with the writes made since (each clear's CacheChange); the next build reads
 * again only the courses those writes touched and keeps the very objects of the others. At 10,000 courses a
 * whole build took over a second, on the first page after every admin write; the search index, which
 * re-indexes only the course objects it does not hold (services/courseSearch.ts), owes its speed to this.
 *
 * Another instance's write arrives as its clear with the same change (cluster/cacheBus.ts), so each
 * instance's catalogue follows every write. A clear without a change (a visitor's pre-registration, the
 * waiting-list job, a clear announced while Redis was away) rebuilds everything.
 */

/** Resources whose writes cannot change a course as the catalogue lists it. */
const outsideTheCatalogue = new Set([
  'news',
  'contents',
  'page-meta',
  'contracts',
  'open-positions',
  'testimonials',
  'client-references',
  'users',
  'roles',
  'contact',
  'human-resources',
  'corporate-requests',
  'support',
  'uploads',
  'settings/social-media',
  'settings/contact-information',
  'settings/site',
  'settings/company',
  'settings/kvkk',
  'settings/security',
]);

/** Over this many touched courses a whole build is as quick (and one statement's parameters run out). */
const mostTouched = 1000;
/** Writes remembered for a catalogue not rebuilt since; beyond, it is built whole. */
const mostRemembered = 500;

interface Kept {
  day: string;
  /** The last write (by number) the catalogue may miss nothing before. */
  seq: number;
  courses: CourseListItem[];
}

class CatalogueStore {
  private seq = 0;
  /** The writes since the oldest kept catalogue; undefined: one that may have changed anything. */
  private writes: Array<{ seq: number; change: CacheChange | undefined }> = [];
  private readonly kept = new Map<string, Kept>();

  constructor(cache: ResponseCache) {
    cache.onClear((change) => {
      this.seq += 1;
      this.writes.push({ seq: this.seq, change });
      if (this.writes.length > mostRemembered) {
        this.writes = [];
        this.kept.clear();
      }
    });
  }

  /** The number of the last write heard. */
  get lastWrite() {
    return this.seq;
  }

  /** The kept catalogue of `lang` and the writes made since it was built; undefined when there is none. */
  since(lang: string, day: string) {
    const kept = this.kept.get(lang);
    if (!kept || kept.day !== day) return undefined;
    return {
      courses: kept.courses,
      changes: this.writes.filter((w) => w.seq > kept.seq).map((w) => w.change),
    };
  }

  /** Keeps a catalogue that holds every write up to `seq` (numbered when its build started). */
  keep(lang: string, kept: Kept) {
    const before = this.kept.get(lang);
    if (before && before.day === kept.day && before.seq > kept.seq) return;
    this.kept.set(lang, kept);
    const oldest = Math.min(...[...this.kept.values()].map((k) => k.seq));
    this.writes = this.writes.filter((w) => w.seq > oldest);
  }
}

const stores = new WeakMap<ResponseCache, CatalogueStore>();

function storeOf(cache: ResponseCache): CatalogueStore {
  let store = stores.get(cache);
  if (!store) {
    store = new CatalogueStore(cache);
    stores.set(cache, store);
  }
  return store;
}

/** Ids of every course a row of `column` among `ids` points at. */
async function coursesWhere(
  ctx: PublicContext,
  column: 'category_id' | 'brand_id',
  ids: number[],
): Promise<number[]> {
  const rows = await ctx.db.selectFrom('products').select('id').where(column, 'in', ids).execute();
  return rows.map((row) => row.id);
}

/**
 * The courses a write may have changed; 'all' when it cannot be told. A category's name shows on its
 * courses and its sub-categories' (as their parent), a brand's and an instructor's on theirs, a
 * pre-registration's seats on its course.
 */
async function touchedCourses(
  ctx: PublicContext,
  change: CacheChange | undefined,
): Promise<number[] | 'all'> {
  if (!change) return 'all';
  if (outsideTheCatalogue.has(change.resource)) return [];
  const ids = change.ids;
  if (!ids || ids.length === 0 || ids.length > mostTouched) return 'all';
  switch (change.resource) {
    case 'products':
      return ids;
    case 'categories': {
      const children = await ctx.db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', 'in', ids)
        .execute();
      return coursesWhere(ctx, 'category_id', [...ids, ...children.map((row) => row.id)]);
    }
    case 'brands':
      return coursesWhere(ctx, 'brand_id', ids);
    case 'instructors': {
      const rows = await ctx.db
        .selectFrom('product_instructors')
        .select('product_id')
        .where('instructor_id', 'in', ids)
        .execute();
      return rows.map((row) => row.product_id);
    }
    case 'pre-registrations': {
      const rows = await ctx.db
        .selectFrom('pre_registrations')
        .select('product_id')
        .where('id', 'in', ids)
        .execute();
      // A deleted one is no longer there to name its course.
      return rows.length === ids.length ? rows.map((row) => row.product_id) : 'all';
    }
    default:
      return 'all';
  }
}

/** The catalogue's order: the admin's ranking, then the id (as buildCatalogue's query sorts). */
const catalogueOrder = (a: CourseListItem, b: CourseListItem) => b.queue - a.queue || a.id - b.id;

/** Every course the writes may have changed; 'all' when one cannot tell or they are too many. */
async function touchedBy(
  ctx: PublicContext,
  changes: Array<CacheChange | undefined>,
): Promise<Set<number> | 'all'> {
  const touched = new Set<number>();
  for (const change of changes) {
    const ids = await touchedCourses(ctx, change);
    if (ids === 'all') return 'all';
    for (const id of ids) touched.add(id);
    if (touched.size > mostTouched) return 'all';
  }
  return touched;
}

/**
 * The published catalogue for `lang`: the kept one with the courses touched since built again, or a whole
 * new build (the first one, a new day, a write that may have changed anything).
 */
export async function refreshCatalogue(
  ctx: PublicContext,
  lang: string,
  build: (only?: { only: number[] }) => Promise<CourseListItem[]>,
): Promise<CourseListItem[]> {
  const store = storeOf(ctx.cache);
  const day = todayKey();
  // Numbered before reading: a write made during the build is applied (again) by the next one.
  const seq = store.lastWrite;
  const kept = store.since(lang, day);
  const touched = kept ? await touchedBy(ctx, kept.changes) : 'all';
  let courses: CourseListItem[];
  if (!kept || touched === 'all') courses = await build();
  else if (touched.size === 0) courses = kept.courses;
  else {
    // A touched course missing from the new part left the catalogue (trashed, unpublished, hidden).
    const rebuilt = await build({ only: [...touched] });
    courses = [...kept.courses.filter((course) => !touched.has(course.id)), ...rebuilt].sort(catalogueOrder);
  }
  store.keep(lang, { day, seq, courses });
  return courses;
}
