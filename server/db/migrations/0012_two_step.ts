import { createIndexOn, createTableWithId, type AnyDb } from './builders.js';

/*
 * Two-step sign-in (issue 27, TOTP):
 * - `user_two_step`: one row per user who started enrolling. The TOTP secret is stored as its base32 text:
 *   no API ever selects it after the setup answer that shows it once (see services/twoStep.ts for why it is
 *   not encrypted). `enabled_at` NULL: set up but not yet confirmed with a code. `last_step`: the newest
 *   30-second step a code was accepted for, so a code cannot be used twice.
 * - `two_step_recovery_codes`: ten per user, only their SHA-256 kept (like session tokens), each used once.
 * - `two_step_challenges`: the sign-in between the password and the code: a random token's SHA-256, the
 *   user, what is asked ('code', or 'enrol' when the user must set up two-step first), five minutes, once.
 * - `security_settings` (one row, id 1): whether administrators must use two-step sign-in. No row: off.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_two_step')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await createTableWithId(db, 'two_step_recovery_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndexOn(db, 'two_step_recovery_codes_user', 'two_step_recovery_codes', [
    'user_id',
    'code_hash',
  ]);
  await createTableWithId(db, 'two_step_challenges')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndexOn(db, 'two_step_challenges_expires_at', 'two_step_challenges', ['expires_at']);
  await db.schema
    .createTable('security_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('two_step_required_for_admins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('security_settings').execute();
  await db.schema.dropTable('two_step_challenges').execute();
  await db.schema.dropTable('two_step_recovery_codes').execute();
  await db.schema.dropTable('user_two_step').execute();
}
