import type { AnyDb } from './builders.js';

/*
 * Issue 27: a session also ends when it has not been used for a while (SESSION_IDLE_SECONDS), not only at
 * the end of its lifetime. `last_used_at` is when a request the user caused last reached the server (moved
 * at most every 30 seconds: server/services/sessionIdle.ts). Tokens already issued start from their sign-in.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('auth_tokens').addColumn('last_used_at', 'text').execute();
  await db
    .updateTable('auth_tokens')
    .set((eb) => ({ last_used_at: eb.ref('created_at') }))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('auth_tokens').dropColumn('last_used_at').execute();
}
