import type { AnyDb } from './builders.js';

/*
 * Issue 12: a bearer token alone no longer opens the back office. Each sign-in also hands the browser an
 * HttpOnly cookie whose hash is kept beside the token's, so a token read from localStorage by a page script
 * is useless elsewhere. Tokens issued before this migration have no binding and stop working: their users
 * sign in again once.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('auth_tokens').addColumn('binding_hash', 'varchar(64)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('auth_tokens').dropColumn('binding_hash').execute();
}
