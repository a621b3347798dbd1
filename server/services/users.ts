import { randomBytes } from 'node:crypto';
import { editorPermissions, permissions } from '../../shared/permissions.js';
import type { Db } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { hashPassword } from './passwords.js';

/** The two role groups (SPEC §6 leaves roles open): administrators do everything, editors only content. */
export const roleGroups = [
  { key: 'admin', name: { tr: 'Yönetici', en: 'Administrator' }, permissions: [...permissions] },
  { key: 'editor', name: { tr: 'Editör', en: 'Editor' }, permissions: editorPermissions },
] as const;

/** The role group whose users do everything; the back office always keeps one of them active. */
export const adminRoleKey = 'admin';

/**
 * The ids of the active administrators, in id order, read inside the caller's transaction. On PostgreSQL the
 * rows are locked in that order, so two changes that could each remove the last administrator (a demotion,
 * a deactivation, an erasure) are serialised, and never deadlock, instead of both passing their check.
 */
export async function lockedActiveAdminIds(trx: Db): Promise<number[]> {
  let query = trx
    .selectFrom('users as u')
    .innerJoin('role_groups as r', 'r.id', 'u.role_group_id')
    .select('u.id')
    .where('r.key', '=', adminRoleKey)
    .where('u.active', '=', 1)
    .orderBy('u.id');
  if (isPostgres(trx)) query = query.forUpdate('u');
  return (await query.execute()).map((admin) => admin.id);
}

export async function ensureRoleGroups(db: Db): Promise<void> {
  for (const group of roleGroups) {
    const existing = await db
      .selectFrom('role_groups')
      .select('id')
      .where('key', '=', group.key)
      .executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('role_groups')
      .values({
        key: group.key,
        name: JSON.stringify(group.name),
        permissions: JSON.stringify(group.permissions),
      })
      .execute();
  }
}

export interface NewUserInput {
  name: string;
  email: string;
  password: string;
  roleKey: string;
}

export async function createUser(db: Db, input: NewUserInput): Promise<number> {
  const role = await db
    .selectFrom('role_groups')
    .select('id')
    .where('key', '=', input.roleKey)
    .executeTakeFirst();
  if (!role) throw new Error(`Unknown role group "${input.roleKey}"`);
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      name: input.name,
      email: input.email.trim().toLowerCase(),
      password_hash: await hashPassword(input.password),
      role_group_id: role.id,
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A random password of 16 characters (96 random bits), which the new-password rules accept (issue 27). */
export const randomPassword = (): string => randomBytes(12).toString('base64url').slice(0, 16);

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * There is no default password: on an empty users table the first administrator comes from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or gets a random password that the caller prints once.
 */
export async function ensureFirstAdmin(
  db: Db,
  env: { adminEmail?: string; adminPassword?: string },
): Promise<FirstAdmin | undefined> {
  await ensureRoleGroups(db);
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return undefined;
  const email = env.adminEmail ?? 'admin@akademi.local';
  const generatedPassword = env.adminPassword ? undefined : randomPassword();
  await createUser(db, {
    name: 'Yönetici',
    email,
    password: env.adminPassword ?? generatedPassword!,
    roleKey: 'admin',
  });
  return { email, generatedPassword };
}
