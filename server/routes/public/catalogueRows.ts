import { type PublicContext, startOfToday } from './context.js';
import { shownToVisitors } from './shownToVisitors.js';

/*
 * The catalogue's queries (catalogue.ts joins their rows): run side by side, each for the courses `ids`
 * names, or for every course when it is undefined.
 */

/**
 * The courses themselves: the published ones, or the one `previewOf` names whatever its state (its preview).
 * In the admin's order: top of the queue first.
 */
function courseRows(db: PublicContext['db'], ids: number[] | undefined, previewOf: number | undefined) {
  return db
    .selectFrom('products')
    .select(['id', 'section', 'seo_name', 'title', 'summary', 'duration', 'price', 'is_popular', 'queue'])
    .select(['category_id', 'brand_id'])
    .$call((query) =>
      previewOf === undefined
        ? query
            .where('is_published', '=', 1)
            .where('deleted_at', 'is', null)
            .$if(ids !== undefined, (q) => q.where('id', 'in', ids as number[]))
        : query.where('id', '=', previewOf),
    )
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

/** Sessions from today on, soonest first. */
function sessionRows(db: PublicContext['db'], ids: number[] | undefined) {
  return db
    .selectFrom('product_sessions')
    .selectAll()
    .where('starts_at', '>=', startOfToday())
    .$if(ids !== undefined, (q) => q.where('product_id', 'in', ids as number[]))
    .orderBy('starts_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Each course's active instructors, in the order the admin gave them. */
function instructorRows(db: PublicContext['db'], ids: number[] | undefined) {
  return db
    .selectFrom('product_instructors')
    .innerJoin('instructors', 'instructors.id', 'product_instructors.instructor_id')
    .select(['product_instructors.product_id', 'instructors.id', 'instructors.name', 'instructors.seo_name'])
    .select(['instructors.title', 'instructors.photo_path', 'instructors.image_alt'])
    .where('instructors.active', '=', 1)
    .where('instructors.deleted_at', 'is', null)
    .$if(ids !== undefined, (q) => q.where('product_instructors.product_id', 'in', ids as number[]))
    .orderBy('product_instructors.queue', 'desc')
    .orderBy('instructors.id', 'asc')
    .execute();
}

/** Active brands: few, so all of them whatever the scope. */
function brandRows(db: PublicContext['db']) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'seo_name', 'logo_path', 'image_alt', 'image_decorative'])
    .$call(shownToVisitors)
    .execute();
}

/** The courses' cover and gallery files, in gallery order (the cover is picked from them). */
function fileRows(db: PublicContext['db'], ids: number[] | undefined) {
  return db
    .selectFrom('files')
    .select(['owner_id', 'gallery_type', 'mime', 'path', 'alt', 'decorative'])
    .where('owner_type', '=', 'product')
    .where('gallery_type', 'in', ['cover', 'gallery'])
    .$if(ids !== undefined, (q) => q.where('owner_id', 'in', ids as number[]))
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

/** The rows of one catalogue build, read side by side. */
export async function catalogueRows(
  db: PublicContext['db'],
  ids: number[] | undefined,
  previewOf: number | undefined,
) {
  const [products, sessions, links, brands, files] = await Promise.all([
    courseRows(db, ids, previewOf),
    sessionRows(db, ids),
    instructorRows(db, ids),
    brandRows(db),
    fileRows(db, ids),
  ]);
  return { products, sessions, links, brands, files };
}
