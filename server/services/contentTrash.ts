import { trashRuleMessages } from '../../shared/contentMessages.js';
import { categoryMessages } from '../../shared/schemas/category.js';
import type { TrashTable } from '../../shared/trashResources.js';
import type { Db } from '../db/database.js';
import { isForeignKeyViolation } from '../db/dialect.js';
import { HttpError } from '../http/errors.js';
import { kvkkNotice } from './kvkkSettings.js';
import { deleteOwnerFiles } from './ownerFiles.js';
import { type SlugResource, forgetSlugs } from './seoSlugs.js';

/*
 * The trash of the content resources (issue 28, migration 0014). A record in the trash has `deleted_at` set
 * and nothing else changed: its id, order (queue), seo_name and everything hanging on it stay, so the public
 * queries leave it out (`deleted_at is null`) and a restore only clears the column. This module holds what
 * the admin routes (../routes/admin/contentTrash.ts) and the daily retention job share: the rules of what may
 * go to the trash or come back, and the permanent delete of rows (files are removed by the caller, after
 * the commit).
 */

export type { TrashTable };

/** The column bulk publish / unpublish sets; contracts have none. */
export const publishFlagOf: Readonly<Record<TrashTable, 'is_published' | 'active' | null>> = {
  products: 'is_published',
  news: 'active',
  instructors: 'active',
  brands: 'active',
  categories: 'active',
  contracts: null,
  open_positions: 'active',
  testimonials: 'active',
  client_references: 'active',
};

/** Tables with an `updated_at` a publish or unpublish moves on, as a save does. */
const touchedOnPublish = new Set<TrashTable>([
  'products',
  'open_positions',
  'testimonials',
  'client_references',
]);

// The texts live in shared/, where the panel finds their English too.
export { trashRuleMessages };

/**
 * Refuses (409) to move to the trash what the site still needs: a category holding live courses or live
 * sub-categories (the same words as a delete used to answer), and the contract that is the KVKK notice the
 * forms link. Sub-categories trashed together with their parent are no obstacle.
 */
export async function refuseTrash(db: Db, table: TrashTable, ids: number[]): Promise<void> {
  if (table === 'categories') {
    const course = await db
      .selectFrom('products')
      .select('id')
      .where('category_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (course) throw new HttpError(409, categoryMessages.hasProducts);
    const child = await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'in', ids)
      .where('id', 'not in', ids)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (child) throw new HttpError(409, categoryMessages.hasChildren);
  }
  if (table === 'contracts') {
    const notice = await kvkkNotice(db);
    if (notice && ids.includes(notice.id)) throw new HttpError(409, trashRuleMessages.kvkkNotice);
  }
}

/**
 * Refuses (422) to bring back a course whose category, or a sub-category whose parent, is still in the
 * trash: the mirror of refuseTrash, so a live record never hangs on a trashed one. Restoring the parent in
 * the same request is fine.
 */
export async function refuseRestore(db: Db, table: TrashTable, ids: number[]): Promise<void> {
  if (table === 'products') {
    const orphan = await db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select('products.id')
      .where('products.id', 'in', ids)
      .where('categories.deleted_at', 'is not', null)
      .executeTakeFirst();
    if (orphan) throw new HttpError(422, trashRuleMessages.categoryInTrash);
  }
  if (table === 'categories') {
    const orphan = await db
      .selectFrom('categories as child')
      .innerJoin('categories as parent', 'parent.id', 'child.parent_id')
      .select('child.id')
      .where('child.id', 'in', ids)
      .where('parent.deleted_at', 'is not', null)
      .where('parent.id', 'not in', ids)
      .executeTakeFirst();
    if (orphan) throw new HttpError(422, trashRuleMessages.categoryInTrash);
  }
}

/**
 * Sets `values` on those of `ids` that are live (`inTrash` false) or in the trash; answers how many changed,
 * fewer than asked when some were in the other state (the caller then refuses the whole request).
 */
async function updateRows(
  db: Db,
  table: TrashTable,
  ids: number[],
  inTrash: boolean,
  values: Record<string, unknown>,
): Promise<number> {
  const result = await db
    .updateTable(table)
    // Kysely types `set` per table: deleted_at is in each; setPublished sets only the table's own flag.
    .set(values as never)
    .where('id', 'in', ids)
    .where('deleted_at', inTrash ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Moves live records to the trash; answers how many moved (fewer than asked: some were not live). */
export const moveToTrash = (db: Db, table: TrashTable, ids: number[], now: string): Promise<number> =>
  updateRows(db, table, ids, false, { deleted_at: now });

/** Brings trashed records back; answers how many came back. */
export const restoreFromTrash = (db: Db, table: TrashTable, ids: number[]): Promise<number> =>
  updateRows(db, table, ids, true, { deleted_at: null });

/** Sets the publish flag of live records; answers how many changed. */
export async function setPublished(
  db: Db,
  table: TrashTable,
  ids: number[],
  published: boolean,
  now: string,
): Promise<number> {
  const flag = publishFlagOf[table];
  if (!flag) return 0;
  const values: Record<string, unknown> = { [flag]: published ? 1 : 0 };
  if (touchedOnPublish.has(table)) values.updated_at = now;
  return updateRows(db, table, ids, false, values);
}

/** A category that courses or sub-categories, live or trashed, still point to cannot go (the keys restrict). */
async function refuseCategoryDestroy(db: Db, ids: number[]): Promise<void> {
  const courses = await db
    .selectFrom('products')
    .select('deleted_at')
    .where('category_id', 'in', ids)
    .execute();
  if (courses.some((row) => row.deleted_at === null)) throw new HttpError(409, categoryMessages.hasProducts);
  if (courses.length > 0) throw new HttpError(409, trashRuleMessages.trashedCourses);
  const children = await db
    .selectFrom('categories')
    .select('deleted_at')
    .where('parent_id', 'in', ids)
    .where('id', 'not in', ids)
    .execute();
  if (children.some((row) => row.deleted_at === null)) throw new HttpError(409, categoryMessages.hasChildren);
  if (children.length > 0) throw new HttpError(409, trashRuleMessages.trashedChildren);
}

/** The tables whose records have slugs per language (services/seoSlugs.ts). */
const slugTables: ReadonlySet<TrashTable> = new Set([
  'products',
  'news',
  'instructors',
  'brands',
  'categories',
  'contracts',
]);

/**
 * Deletes the rows for good, with what hangs on them, inside the caller's transaction (what a delete did
 * before the trash). Answers the image paths the rows held: the caller removes those files once the
 * transaction has committed, so a failed delete keeps its images.
 */
export async function destroyRows(trx: Db, table: TrashTable, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const paths: (string | null)[] = [];
  switch (table) {
    case 'products':
      for (const id of ids) paths.push(...(await deleteOwnerFiles(trx, 'product', id)));
      // Pre-registrations go with their course (the key cascades), as before the trash.
      await trx.deleteFrom('product_sessions').where('product_id', 'in', ids).execute();
      await trx.deleteFrom('product_instructors').where('product_id', 'in', ids).execute();
      // Its testimonials stay, as general ones (the key sets null; said here for SQLite without key checks).
      await trx
        .updateTable('testimonials')
        .set({ product_id: null })
        .where('product_id', 'in', ids)
        .execute();
      break;
    case 'news':
      paths.push(...(await imagePaths(trx, 'news', 'image_path', ids)));
      break;
    case 'instructors':
      paths.push(...(await imagePaths(trx, 'instructors', 'photo_path', ids)));
      await trx.deleteFrom('product_instructors').where('instructor_id', 'in', ids).execute();
      break;
    case 'brands':
      paths.push(...(await imagePaths(trx, 'brands', 'logo_path', ids)));
      // Its courses stay, without a brand (the key sets null; said here for SQLite without key checks too).
      await trx.updateTable('products').set({ brand_id: null }).where('brand_id', 'in', ids).execute();
      break;
    case 'categories': {
      await refuseCategoryDestroy(trx, ids);
      // Sub-categories first: a parent deleted in the same request is still referenced until they go.
      await trx.deleteFrom('categories').where('id', 'in', ids).where('parent_id', 'in', ids).execute();
      break;
    }
    case 'testimonials':
      paths.push(...(await imagePaths(trx, 'testimonials', 'image_path', ids)));
      break;
    case 'client_references':
      paths.push(...(await imagePaths(trx, 'client_references', 'logo_path', ids)));
      break;
    case 'contracts':
    case 'open_positions':
      break;
  }
  // Its addresses in other languages go with it (issue 30): the slugs are free for other records again.
  if (slugTables.has(table)) await forgetSlugs(trx, table as SlugResource, ids);
  await trx
    .deleteFrom(table)
    .where('id', 'in', ids)
    .execute()
    .catch((error: unknown) => {
      // A course or sub-category added to a category meanwhile: its key refuses, with the usual words.
      if (table === 'categories' && isForeignKeyViolation(error)) {
        throw new HttpError(409, categoryMessages.hasProducts);
      }
      throw error;
    });
  return paths.filter((path): path is string => Boolean(path));
}

async function imagePaths(
  trx: Db,
  table: 'news' | 'instructors' | 'brands' | 'testimonials' | 'client_references',
  column: 'image_path' | 'photo_path' | 'logo_path',
  ids: number[],
): Promise<(string | null)[]> {
  // The column belongs to the table it is asked of (see destroyRows); Kysely cannot tie the two unions.
  const rows = (await trx
    .selectFrom(table)
    .select(column as never)
    .where('id', 'in', ids)
    .execute()) as Record<string, string | null>[];
  return rows.map((row) => row[column]);
}
