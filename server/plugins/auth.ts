import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { Db } from '../db/database.js';
import { parseJson, parseTranslated, pickLang } from '../db/json.js';
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

export const unauthorizedMessage = 'Oturumunuz geçersiz veya süresi doldu. Lütfen tekrar giriş yapın.';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
  return match?.[1];
}

/**
 * The user behind a token that exists, has not expired, was issued with this binding (the HttpOnly cookie's
 * value) and belongs to an active user; otherwise undefined.
 */
export async function findUserByToken(
  db: Db,
  token: string,
  binding: string,
  now = new Date(),
): Promise<AuthUser | undefined> {
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('role_groups as r', 'r.id', 'u.role_group_id')
    .select(['u.id', 'u.name', 'u.email', 'r.key as role_key', 'r.name as role_name', 'r.permissions'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.binding_hash', '=', hashToken(binding))
    .where('t.expires_at', '>', now.toISOString())
    .where('u.active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roleKey: row.role_key,
    roleName: pickLang(parseTranslated(row.role_name), 'tr'),
    permissions: parseJson<string[]>(row.permissions, []),
    token,
  };
}

export const foreignOriginMessage = 'Bu istek başka bir siteden geldiği için reddedildi.';

/**
 * The admin scope's one guard: every /api/admin/* request needs a live bearer token and the session cookie
 * it was issued with, or it gets 401. A write that a browser marks as coming from another origin gets 403
 * even with both (defence in depth: the cookie is SameSite=Strict already).
 */
export function authenticate(db: Db, isOwnOrigin: (request: FastifyRequest, origin: string) => boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    const binding = sessionBinding(request);
    const user = token && binding ? await findUserByToken(db, token, binding) : undefined;
    if (!user) throw new HttpError(401, unauthorizedMessage);
    const origin = request.headers.origin;
    if (!safeMethods.has(request.method) && origin !== undefined && !isOwnOrigin(request, origin)) {
      throw new HttpError(403, foreignOriginMessage);
    }
    request.user = user;
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
