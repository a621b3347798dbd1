import type { AnyDb } from './builders.js';

/*
 * Keys the server signs with (issue 28: the preview addresses), one row per purpose. Kept in the database
 * rather than in one process's memory: several instances behind one address must accept each other's
 * signatures, and a restart must not void the links handed out. Each key is made on first use
 * (services/serverSecrets.ts), so no migration ever holds a key's value.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
