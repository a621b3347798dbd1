import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

/*
 * A signing key per purpose, made on first use and kept in the database (migration 0016), so every instance
 * signs and checks alike and a restart voids nothing. Two instances making the key at once both insert with
 * ON CONFLICT DO NOTHING and then read back the one row that won.
 */

const known = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function loadOrCreate(db: Db, name: string): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** The key named `name` (32 random bytes), read once per process and database. */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let byName = known.get(db);
  if (!byName) known.set(db, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = loadOrCreate(db, name);
    // A failed read (the database is away) is tried again next time rather than remembered.
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}
