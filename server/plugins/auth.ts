import type { FastifyReply, FastifyRequest } from 'fastify';
import { idleRemainingHeader, idleSecondsHeader, type SessionEndReason } from '../../shared/sessionIdle.js';
import { HttpError, SessionEndedError } from '../http/errors.js';
import type { Db } from '../db/database.js';
import { parseJson, parseTranslated, pickLang } from '../db/json.js';
import { idleState, isBackgroundRequest } from '../services/sessionIdle.js';
import { hashToken } from '../services/tokens.js';
import { sessionBinding } from './sessionCookie.js';
import type { CurrentUser } from '../../shared/types.js';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  roleKey: string;
  roleName: string;
  permissions: string[];
  token: string;
}

/** A user's row joined with their role group's (`r.key as role_key`, `r.name as role_name`, `r.permissions`). */
export interface UserWithRoleRow {
  id: number;
  name: string;
  email: string;
  role_key: string;
  role_name: string;
  permissions: string;
}

/** The columns of a UserWithRoleRow, on a query joining `users as u` with `role_groups as r`. */
export const userWithRoleColumns = [
  'u.id',
  'u.name',
  'u.email',
  'r.key as role_key',
  'r.name as role_name',
  'r.permissions',
] as const;

/** The user a session carries, read from their row and role group; the role's name in Turkish. */
export function sessionUserOf(row: UserWithRoleRow): Omit<AuthUser, 'token'> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roleKey: row.role_key,
    roleName: pickLang(parseTranslated(row.role_name), 'tr'),
    permissions: parseJson<string[]>(row.permissions, []),
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
  return match?.[1];
}

/** A live session: its user, and whole seconds until it ends unused (idleRemainingHeader). */
export interface LiveSession {
  user: AuthUser;
  idleRemainingSeconds: number;
}

/** Why there is no session: the 401's machine-readable `reason`, so the back office can say why. */
export interface EndedSession {
  ended: SessionEndReason;
}

export interface SessionOptions {
  idleSeconds: number;
  /** A request no user caused (a poll): checked, but it does not count as activity. */
  background: boolean;
  now?: Date;
}

/**
 * The session behind a token that exists, was issued with this binding (the HttpOnly cookie's value),
 * belongs to an active user, has not reached its lifetime and has been used within the idle time. An idle
 * or expired token is deleted on the spot. A token that is unknown, or known with another binding, reads as
 * 'revoked' either way: a stolen token without its cookie learns nothing about the session. A deactivated
 * user, a password changed elsewhere, a logout and an administrator's revocation all delete or disable the
 * token, which is 'revoked' as well.
 */
export async function findSession(
  db: Db,
  token: string,
  binding: string,
  { idleSeconds, background, now = new Date() }: SessionOptions,
): Promise<LiveSession | EndedSession> {
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('role_groups as r', 'r.id', 'u.role_group_id')
    .select([
      't.id as token_id',
      't.expires_at',
      't.created_at',
      't.last_used_at',
      'u.active',
      ...userWithRoleColumns,
    ])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.binding_hash', '=', hashToken(binding))
    .executeTakeFirst();
  if (!row || row.active !== 1) return { ended: 'revoked' };
  const deleteToken = () => db.deleteFrom('auth_tokens').where('id', '=', row.token_id).execute();
  if (Date.parse(row.expires_at) <= now.getTime()) {
    await deleteToken();
    return { ended: 'expired' };
  }
  const state = idleState(
    Date.parse(row.last_used_at ?? row.created_at),
    now.getTime(),
    idleSeconds,
    background,
  );
  if (state.idle) {
    await deleteToken();
    return { ended: 'idle' };
  }
  if (state.touch) {
    await db
      .updateTable('auth_tokens')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', row.token_id)
      .execute();
  }
  return {
    user: { ...sessionUserOf(row), token },
    idleRemainingSeconds: state.remainingSeconds,
  };
}

export const foreignOriginMessage = 'Bu istek başka bir siteden geldiği için reddedildi.';

/**
 * The admin scope's one guard: every /api/admin/* request needs a live bearer token and the session cookie
 * it was issued with, or it gets 401 with the reason (`reason`: 'idle' | 'expired' | 'revoked'; a request
 * without both halves reads as 'revoked'). A write that a browser marks as coming from another origin gets
 * 403 even with both (defence in depth: the cookie is SameSite=Strict already). Every answer to a signed-in
 * request says how long the session has left unused (shared/sessionIdle.ts), for the back office's warning.
 */
export function authenticate(db: Db, isOwnOrigin: (request: FastifyRequest, origin: string) => boolean) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    const binding = sessionBinding(request);
    const { sessionIdleSeconds } = request.server.config;
    const session: LiveSession | EndedSession =
      token && binding
        ? await findSession(db, token, binding, {
            idleSeconds: sessionIdleSeconds,
            background: isBackgroundRequest(request),
          })
        : { ended: 'revoked' };
    if ('ended' in session) throw new SessionEndedError(session.ended);
    const origin = request.headers.origin;
    if (!safeMethods.has(request.method) && origin !== undefined && !isOwnOrigin(request, origin)) {
      throw new HttpError(403, foreignOriginMessage);
    }
    request.user = session.user;
    reply.header(idleRemainingHeader, String(session.idleRemainingSeconds));
    reply.header(idleSecondsHeader, String(sessionIdleSeconds));
  };
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function toCurrentUser(
  user: Pick<AuthUser, 'name' | 'email' | 'roleKey' | 'roleName' | 'permissions'>,
): CurrentUser {
  return {
    name: user.name,
    email: user.email,
    role_group: { key: user.roleKey, name: user.roleName, permissions: user.permissions },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
