import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import {
  type UserWithRoleRow,
  sessionUserOf,
  toCurrentUser,
  userWithRoleColumns,
} from '../../plugins/auth.js';
import { setSessionCookie } from '../../plugins/sessionCookie.js';
import { securityEvent } from '../../services/securityEvents.js';
import { issueToken } from '../../services/tokens.js';

/** The active users with their role group: the query both sign-in steps read the account with. */
export const signingInUsers = (db: Db) =>
  db
    .selectFrom('users as u')
    .innerJoin('role_groups as r', 'r.id', 'u.role_group_id')
    .select(userWithRoleColumns)
    .where('u.active', '=', 1);

/**
 * Ends a sign-in: the bearer token for the answer (SPEC §7 shape) and its binding in the HttpOnly session
 * cookie. The password step calls it when no second step is needed, the two-step route after the code.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserWithRoleRow,
  sessionTtlSeconds: number,
  details: Record<string, string> = {},
): Promise<LoginResponse> {
  const { token, binding } = await issueToken(db, user.id, sessionTtlSeconds);
  setSessionCookie(request, reply, binding, sessionTtlSeconds);
  securityEvent(request, 'login.succeeded', { userId: user.id, ...details });
  return {
    success: true,
    message: 'Giriş Başarılı',
    data: toCurrentUser(sessionUserOf(user)),
    token,
    expires_in: sessionTtlSeconds,
    // The back office warns a minute before a session left unused ends (issue 27).
    idle_seconds: request.server.config.sessionIdleSeconds,
  };
}
