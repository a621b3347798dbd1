import type { Db } from '../db/database.js';
import { hashPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';

/*
 * "Şifremi unuttum" (issue 14). A reset link holds a random 256-bit token; the database keeps its SHA-256
 * only. A link is good for 30 minutes and once; asking again voids the older links, and using one ends every
 * session of the account (whoever knew the old password is signed out).
 */

export const resetLinkMinutes = 30;

export interface IssuedReset {
  user: { id: number; name: string; email: string };
  token: string;
}

/** A reset for the active account with that e-mail, or undefined when there is none (the caller says the same). */
export async function issuePasswordReset(
  db: Db,
  email: string,
  ip: string,
): Promise<IssuedReset | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('email', '=', email.trim().toLowerCase())
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!user) return undefined;
  const token = newToken();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + resetLinkMinutes * 60_000).toISOString(),
        used_at: null,
        ip: ip.slice(0, 64),
        created_at: now.toISOString(),
      })
      .execute();
  });
  return { user, token };
}

/**
 * Sets a new password with a reset token. Returns the account's id, or undefined when the link is unknown,
 * used, expired, or its account was deactivated meanwhile. The token is spent in the same transaction that
 * changes the password, so two uses racing each other cannot both succeed.
 */
export async function completePasswordReset(
  db: Db,
  token: string,
  password: string,
): Promise<number | undefined> {
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return undefined;
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', spent.user_id)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return undefined;
    await trx.deleteFrom('auth_tokens').where('user_id', '=', spent.user_id).execute();
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', spent.user_id)
      .where('used_at', 'is', null)
      .execute();
    return spent.user_id;
  });
}
