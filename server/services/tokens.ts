import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

/** 256 random bits, opaque to the client. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only the SHA-256 of a token is stored: a leaked database holds no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A sign-in: the bearer token the back office keeps in localStorage (SPEC §3) and the binding secret that
 * travels only in an HttpOnly cookie. A request needs both (plugins/auth.ts).
 */
export interface IssuedSession {
  token: string;
  binding: string;
}

export async function issueToken(
  db: Db,
  userId: number,
  ttlSeconds: number,
  now = new Date(),
): Promise<IssuedSession> {
  const session = { token: newToken(), binding: newToken() };
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(session.token),
      binding_hash: hashToken(session.binding),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
    })
    .execute();
  // Opportunistic clean-up keeps the table small without a scheduler.
  await db.deleteFrom('auth_tokens').where('expires_at', '<', now.toISOString()).execute();
  return session;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', hashToken(token)).execute();
}

export async function revokeUserTokens(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
}
