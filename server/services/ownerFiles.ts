import type { Db } from '../db/database.js';

// A record's gallery files (files table, owner_type + owner_id): the galleries' routes write them
// (routes/admin/productFiles.ts); purging a record from the trash (services/contentTrash.ts) removes them.

/**
 * Deletes an owner's file rows (inside the caller's transaction) and answers their paths, to be removed from
 * disk once the transaction has committed.
 */
export async function deleteOwnerFiles(db: Db, ownerType: string, ownerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select('path')
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .execute();
  await db.deleteFrom('files').where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).execute();
  return rows.map((row) => row.path);
}
