import { createTableWithId, createIndexOn, type AnyDb } from './builders.js';

/*
 * "Şifremi unuttum" (issue 14): a reset link carries a random token; only its SHA-256 is kept, with the
 * user, a short expiry and the time it was used, so a link works once, briefly, and a copy of the table
 * opens nothing.
 */

export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'password_resets')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndexOn(db, 'password_resets_user', 'password_resets', ['user_id']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
