import type { TwoStepKind } from '../../shared/types.js';
import type { Db } from '../db/database.js';
import { readSecuritySettings } from './securitySettings.js';
import { isTwoStepEnabled } from './twoStep.js';
import { hashToken, newToken } from './tokens.js';

/*
 * The sign-in between the right password and the second step (issue 27). The login answers a challenge
 * instead of a session; the challenge, sent back with the code, stands for "this account's password was
 * right a moment ago". Like a session token it is 256 random bits of which only the SHA-256 is stored; it
 * lasts five minutes and is spent by the sign-in it completes.
 */

export const challengeSeconds = 5 * 60;

/** The role whose members the site owner can oblige to use two-step sign-in. */
export const administratorRoleKey = 'admin';

/**
 * What a user whose password was right must still do: enter a code (two-step sign-in is on), set it up
 * first (an administrator, while the site requires it of administrators), or nothing.
 */
export async function secondStepOf(
  db: Db,
  user: { id: number; role_key: string },
): Promise<TwoStepKind | undefined> {
  if (await isTwoStepEnabled(db, user.id)) return 'code';
  if (user.role_key !== administratorRoleKey) return undefined;
  const settings = await readSecuritySettings(db);
  return settings.two_step_required_for_admins ? 'enrol' : undefined;
}

export async function issueChallenge(db: Db, userId: number, kind: TwoStepKind, now = new Date()) {
  const token = newToken();
  await db
    .insertInto('two_step_challenges')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      kind,
      expires_at: new Date(now.getTime() + challengeSeconds * 1000).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  // Opportunistic clean-up, as with session tokens.
  await db.deleteFrom('two_step_challenges').where('expires_at', '<', now.toISOString()).execute();
  return token;
}

export interface Challenge {
  id: number;
  user_id: number;
  kind: TwoStepKind;
}

/** A challenge that exists and has not expired, or undefined. Reading it does not spend it. */
export async function findChallenge(db: Db, token: string, now = new Date()): Promise<Challenge | undefined> {
  return db
    .selectFrom('two_step_challenges')
    .select(['id', 'user_id', 'kind'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Spends a challenge: true for the one request that deletes it, false for any other. */
export async function spendChallenge(db: Db, challenge: Challenge): Promise<boolean> {
  const spent = await db.deleteFrom('two_step_challenges').where('id', '=', challenge.id).executeTakeFirst();
  return Number(spent.numDeletedRows) === 1;
}
