import type { Db } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { hashPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';

/*
 * "Şifremi unuttum" (issue 14). A reset link holds a random 256-bit token; the database keeps its SHA-256
 * only. A link is good for 30 minutes and once; asking again voids the older links, and using one ends every
 * session of the account (whoever knew the old password is signed out). An account gets at most
 * resetsPerAccountPerHour links an hour.
 */

export const resetLinkMinutes = 30;

/**
 * Links one account may be sent in an hour, whoever asks and from wherever: the forms' rate limit counts per
 * client address only, so many addresses could otherwise fill one person's inbox with reset mails.
 */
export const resetsPerAccountPerHour = 3;
const hourMs = 60 * 60 * 1000;

export interface ResetAccount {
  id: number;
  name: string;
  email: string;
}

/** A new link for an account; 'limited' when it had its hourly share; undefined when there is no such account. */
export type ResetRequestOutcome =
  { kind: 'issued'; user: ResetAccount; token: string } | { kind: 'limited'; user: ResetAccount } | undefined;

/** A reset for the active account with that e-mail (the caller answers every outcome the same way). */
export async function issuePasswordReset(db: Db, email: string, ip: string): Promise<ResetRequestOutcome> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('email', '=', email.trim().toLowerCase())
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!user) return undefined;
  const token = newToken();
  const now = new Date();
  const hourAgo = new Date(now.getTime() - hourMs).toISOString();
  return db.transaction().execute(async (trx): Promise<ResetRequestOutcome> => {
    // Two requests for one account wait for each other here, so both cannot pass the count.
    if (isPostgres(trx)) {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    }
    const recent = await trx
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', user.id)
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= resetsPerAccountPerHour) return { kind: 'limited', user };
    // Asking again voids the older links. Their rows stay for the hour: they are what the limit counts.
    await trx
      .updateTable('password_resets')
      .set({ expires_at: now.toISOString() })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .execute();
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .where('created_at', '<=', hourAgo)
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
    return { kind: 'issued', user, token };
  });
}

/**
 * The account a reset link would change, while the link is good: its name and e-mail are what the new
 * password must not contain. Undefined for a link that is unknown, used, expired or voided.
 */
export async function accountOfReset(db: Db, token: string): Promise<ResetAccount | undefined> {
  return db
    .selectFrom('password_resets as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('r.token_hash', '=', hashToken(token))
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', new Date().toISOString())
    .where('u.active', '=', 1)
    .executeTakeFirst();
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
