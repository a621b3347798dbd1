import type { Selectable } from 'kysely';
import type {
  BrandRef,
  CategoryRef,
  CourseListItem,
  CourseSession,
  InstructorRef,
  PublicCategory,
  PublicFile,
  PublicSubCategory,
} from '../../../shared/publicApi.js';
import type { CategoriesTable, FilesTable } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { type PublicContext, activeLanguages, cachedValue, startOfToday, todayKey } from './context.js';
import { fallbackMark, textIn, textOrNull } from './localize.js';
import { priceOffer } from '../../../shared/priceOffer.js';
import type { CourseSessionFields } from '../../../shared/schemas/product.js';
import { defaultLanguage } from '../../../shared/types.js';
import { seatsTaken } from '../../services/preRegistrations.js';
import { nextBookableSession } from '../../../shared/nextSession.js';
import { altIn } from './imageAlt.js';
import { refreshCatalogue } from './catalogueStore.js';
import { type SlugMap, loadSlugs, slugIn } from '../../services/seoSlugs.js';
import { catalogueRows } from './catalogueRows.js';
import { shownInDragOrder } from './shownToVisitors.js';

/*
 * The published catalogue (courses with their category, brand, instructors, cover and upcoming sessions) for
 * one language, built with a handful of queries and kept in the public cache until the next admin write or
 * the next day. The calendar, popular, upcoming, category, search, instructor and brand answers all derive
 * from it, so the database stays off the hot path and every list applies the same visibility rules.
 */

type CategoryRow = Selectable<CategoriesTable>;

/** Active categories whose parent (if any) is active too, top of the admin's order first. */
export async function visibleCategories(ctx: PublicContext): Promise<CategoryRow[]> {
  return cachedValue(ctx.cache, 'categories', async () => {
    const rows = await ctx.db.selectFrom('categories').selectAll().$call(shownInDragOrder).execute();
    const activeIds = new Set(rows.map((row) => row.id));
    return rows.filter((row) => row.parent_id === null || activeIds.has(row.parent_id));
  });
}

/** A visible category as one language sees it: `seo_name` is its slug there (issue 30). */
type LocalizedCategory = CategoryRow & {
  /** Every slug it answers to, in any language: a filter link made in another language still works. */
  addresses: readonly string[];
};

/** The visible categories with each one's slug in `lang` (its own there, else the Turkish one). */
export async function categoriesIn(ctx: PublicContext, lang: string): Promise<LocalizedCategory[]> {
  const [rows, slugs] = await Promise.all([
    visibleCategories(ctx),
    cachedValue(ctx.cache, 'category-slugs', () => loadSlugs(ctx.db, 'categories')),
  ]);
  return rows.map((row) => {
    const own = slugs.get(row.id);
    return {
      ...row,
      seo_name: slugIn(row.seo_name, own, lang),
      addresses: [row.seo_name, ...Object.values(own ?? {})],
    };
  });
}

/** Whether a category filter's value (`?category=…`) names this category, by any of its slugs. */
export const isCategory = (row: LocalizedCategory, value: string) => row.addresses.includes(value);

export function toPublicSubCategory(row: CategoryRow, lang: string, languages: string[]): PublicSubCategory {
  const category: PublicSubCategory = {
    id: row.id,
    parent_id: row.parent_id,
    section: row.section,
    seo_name: row.seo_name,
    ...fallbackMark(row.name, lang),
    name: textIn(row.name, lang),
    seo_title: textIn(row.seo_title, lang),
    seo_description: textIn(row.seo_description, lang),
    queue: row.queue,
  };
  for (const abbr of languages) category[`name_${abbr}`] = textIn(row.name, abbr);
  return category;
}

/** A category with its (visible) sub-categories, in the spec's `name_{lang}` shape. */
export function toPublicCategory(
  row: CategoryRow,
  all: CategoryRow[],
  lang: string,
  languages: string[],
): PublicCategory {
  return {
    ...toPublicSubCategory(row, lang, languages),
    sub_categories: all
      .filter((child) => child.parent_id === row.id)
      .map((child) => toPublicSubCategory(child, lang, languages)),
  };
}

export async function languageAbbrs(ctx: PublicContext): Promise<string[]> {
  return (await activeLanguages(ctx)).map((row) => row.abbr);
}

export function toCourseSession(row: CourseSessionFields, taken = 0): CourseSession {
  return {
    id: row.id,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    place: row.place,
    is_online: row.is_online === 1,
    seats: row.seats,
    seats_left: row.seats === null ? null : Math.max(0, row.seats - taken),
  };
}

export function toPublicFile(row: Selectable<FilesTable>, lang: string): PublicFile {
  return {
    id: row.id,
    url: row.path,
    gallery_type: row.gallery_type,
    mime: row.mime,
    width: row.width,
    height: row.height,
    title: textIn(row.title, lang),
    alt: altIn(row.alt, lang, row.decorative),
  };
}

/** The cover file: the first 'cover' image, else the first 'gallery' image (files come in gallery order). */
export function pickCoverFile<F extends { gallery_type: string; mime: string; path: string }>(
  files: F[],
): F | undefined {
  const images = files.filter((file) => file.mime.startsWith('image/'));
  return (
    images.find((file) => file.gallery_type === 'cover') ??
    images.find((file) => file.gallery_type === 'gallery')
  );
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Which courses a build covers: every published one; `only` those of them (at most a thousand: one
 * statement's parameters), to bring a kept catalogue up to date after a write (catalogueStore.ts); or
 * `previewOf` one whatever its state (draft, in the trash, in a hidden category), for its preview
 * (server/ssr/previewPage.ts), never cached.
 */
export type CatalogueScope = { only: readonly number[] } | { previewOf: number } | undefined;

/** The courses a build reads (every course when `ids` is undefined), and the one it previews, if any. */
function scopeIds(scope: CatalogueScope): { ids: number[] | undefined; previewOf: number | undefined } {
  const previewOf = scope && 'previewOf' in scope ? scope.previewOf : undefined;
  const ids = scope && 'only' in scope ? [...scope.only] : previewOf === undefined ? undefined : [previewOf];
  return { ids, previewOf };
}

type CatalogueRows = Awaited<ReturnType<typeof catalogueRows>>;
type Slugs = Map<number, SlugMap>;

/** Each active brand as a course shows it, by id. */
function brandRefs(brands: CatalogueRows['brands'], slugs: Slugs, lang: string): Map<number, BrandRef> {
  return new Map(
    brands.map((row): [number, BrandRef] => [
      row.id,
      {
        id: row.id,
        name: row.name,
        seo_name: slugIn(row.seo_name, slugs.get(row.id), lang),
        logo: row.logo_path,
        logo_alt: altIn(row.image_alt, lang, row.image_decorative),
      },
    ]),
  );
}

/** A course's category as it shows it: the category with its parent's name and address, if it has one. */
function categoryRef(categoryById: Map<number, CategoryRow>, id: number, lang: string): CategoryRef | null {
  const row = categoryById.get(id);
  if (!row) return null;
  const parent = row.parent_id === null ? undefined : categoryById.get(row.parent_id);
  return {
    id: row.id,
    seo_name: row.seo_name,
    name: textIn(row.name, lang),
    parent: parent ? { id: parent.id, seo_name: parent.seo_name, name: textIn(parent.name, lang) } : null,
  };
}

/** The build's rows grouped by course, with what else a course's entry is made of. */
interface CourseJoins {
  lang: string;
  categoryById: Map<number, CategoryRow>;
  brandById: Map<number, BrandRef>;
  sessionsOf: Map<number, CatalogueRows['sessions']>;
  taken: Map<number, number>;
  instructorsOf: Map<number, CatalogueRows['links']>;
  filesOf: Map<number, CatalogueRows['files']>;
  slugsOf: Slugs;
  instructorSlugs: Slugs;
}

/** One course's catalogue entry, from its row and the rows joined to it. */
function toCourseListItem(product: CatalogueRows['products'][number], joins: CourseJoins): CourseListItem {
  const { lang } = joins;
  const upcoming = (joins.sessionsOf.get(product.id) ?? []).map((row) =>
    toCourseSession(row, joins.taken.get(row.id)),
  );
  const instructors = (joins.instructorsOf.get(product.id) ?? []).map((row): InstructorRef => ({
    id: row.id,
    name: row.name,
    seo_name: slugIn(row.seo_name, joins.instructorSlugs.get(row.id), lang),
    title: textIn(row.title, lang),
    photo: row.photo_path,
    photo_alt: altIn(row.image_alt, lang),
  }));
  const cover = pickCoverFile(joins.filesOf.get(product.id) ?? []);
  return {
    id: product.id,
    section: product.section,
    seo_name: slugIn(product.seo_name, joins.slugsOf.get(product.id), lang),
    // A course with no title in this language shows the default language's texts, marked as such (issue 30).
    ...fallbackMark(product.title, lang),
    title: textIn(product.title, lang),
    summary: textIn(product.summary, lang),
    duration: textOrNull(product.duration, lang),
    price: textOrNull(product.price, lang),
    // From the default language's text whatever `lang` is: one amount on every language version.
    price_offer: priceOffer(textOrNull(product.price, defaultLanguage), defaultLanguage),
    is_popular: product.is_popular === 1,
    cover: cover?.path ?? null,
    cover_alt: cover ? altIn(cover.alt, lang, cover.decorative) : null,
    category:
      product.category_id === null ? null : categoryRef(joins.categoryById, product.category_id, lang),
    brand: product.brand_id === null ? null : (joins.brandById.get(product.brand_id) ?? null),
    queue: product.queue,
    instructors,
    sessions: upcoming,
    next_session: nextBookableSession(upcoming) ?? null,
  };
}

/** Builds the catalogue, or the part of it `scope` names. */
async function buildCatalogue(
  ctx: PublicContext,
  lang: string,
  scope?: CatalogueScope,
): Promise<CourseListItem[]> {
  const { db } = ctx;
  const { ids, previewOf } = scopeIds(scope);
  if (ids?.length === 0) return [];
  const categories = await categoriesIn(ctx, lang);
  const { products, sessions, links, brands, files } = await catalogueRows(db, ids, previewOf);

  // Each course's address in this language (issue 30): its own slug here, else the Turkish one.
  const [slugsOf, instructorSlugs, brandSlugs] = await Promise.all([
    loadSlugs(db, 'products', ids),
    loadSlugs(db, 'instructors', [...new Set(links.map((row) => row.id))]),
    loadSlugs(db, 'brands'),
  ]);
  const categoryById = new Map(categories.map((row) => [row.id, row]));
  const brandById = brandRefs(brands, brandSlugs, lang);
  const sessionsOf = groupBy(sessions, (row) => row.product_id);
  const taken = await seatsTaken(
    db,
    ids === undefined ? { since: startOfToday() } : { sessionIds: sessions.map((row) => row.id) },
  );
  const instructorsOf = groupBy(links, (row) => row.product_id);
  const filesOf = groupBy(files, (row) => row.owner_id);
  const joins: CourseJoins = {
    lang,
    categoryById,
    brandById,
    sessionsOf,
    taken,
    instructorsOf,
    filesOf,
    slugsOf,
    instructorSlugs,
  };
  return (
    products
      // A course in a hidden (inactive) category is hidden with it (its preview is shown all the same).
      .filter(
        (product) =>
          previewOf !== undefined || product.category_id === null || categoryById.has(product.category_id),
      )
      .map((product) => toCourseListItem(product, joins))
  );
}

/**
 * The published catalogue for `lang`, from the cache when it is there; after a write, the kept one with the
 * courses the write touched built again (catalogueStore.ts).
 */
export function loadCatalogue(ctx: PublicContext, lang: string): Promise<CourseListItem[]> {
  return cachedValue(ctx.cache, `catalogue|${lang}|${todayKey()}`, () =>
    refreshCatalogue(ctx, lang, (scope) => buildCatalogue(ctx, lang, scope)),
  );
}

/** One course as the catalogue would list it, whatever its state: for its preview only. */
export async function previewCourse(
  ctx: PublicContext,
  lang: string,
  id: number,
): Promise<CourseListItem | undefined> {
  return (await buildCatalogue(ctx, lang, { previewOf: id }))[0];
}

/** The ids of a category and of its sub-categories. */
export function categoryFamily(categoryId: number, categories: CategoryRow[]): Set<number> {
  return new Set([
    categoryId,
    ...categories.filter((row) => row.parent_id === categoryId).map((row) => row.id),
  ]);
}

/**
 * The category an address names (its slug in any language), the visible categories, and the ids of it and its
 * sub-categories, whose courses a category's pages and feeds list; a 404 when no visible category has it.
 */
export async function addressedCategory(ctx: PublicContext, lang: string, address: string) {
  const categories = await categoriesIn(ctx, lang);
  const category = categories.find((row) => isCategory(row, address));
  if (!category) throw notFound('Kategori bulunamadı');
  return { category, categories, family: categoryFamily(category.id, categories) };
}

export const inCategories = (course: CourseListItem, ids: Set<number>) =>
  course.category !== null && ids.has(course.category.id);
