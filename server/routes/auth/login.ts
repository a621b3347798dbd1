import type { FastifyInstance } from 'fastify';
import { loginSchema } from '../../../shared/schemas/login.js';
import type { LoginResponse } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { parseJson, parseTranslated, pickLang } from '../../db/json.js';
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { toCurrentUser } from '../../plugins/auth.js';
import type { LoginThrottle } from '../../services/loginThrottle.js';
import { verifyAgainstDummy, verifyPassword } from '../../services/passwords.js';
import { issueToken } from '../../services/tokens.js';
import { setSessionCookie } from '../../plugins/sessionCookie.js';
import { securityEvent } from '../../services/securityEvents.js';

export const loginFailedMessage = 'E-Mail adresi veya şifre hatalı';
/** Said when the shared login counts cannot be read (Redis away): the login fails closed. */
export const loginUnavailableMessage = 'Giriş şu anda yapılamıyor. Lütfen biraz sonra tekrar deneyin.';

export interface LoginRouteOptions {
  db: Db;
  sessionTtlSeconds: number;
  throttle: LoginThrottle;
}

export async function loginRoutes(
  app: FastifyInstance,
  { db, sessionTtlSeconds, throttle }: LoginRouteOptions,
) {
  registerRoutes(app, [
    {
      method: 'POST',
      url: '/api/auth/login',
      handler: async (request, reply): Promise<LoginResponse> => {
        const input = await validateBody(loginSchema, request.body);
        const email = input.email.toLowerCase();
        const accountKey = `${email}|${request.ip}`;
        const retryAfter = await throttle.attempt(accountKey, request.ip).catch((err: unknown) => {
          request.log.error({ err }, 'login counts unreadable; refusing the login');
          throw new HttpError(503, loginUnavailableMessage, undefined, { 'retry-after': '5' });
        });
        if (retryAfter > 0) {
          const minutes = Math.ceil(retryAfter / 60);
          securityEvent(request, 'login.locked', { email, retryAfterSeconds: retryAfter });
          throw new HttpError(
            429,
            `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
            undefined,
            { 'retry-after': String(retryAfter) },
          );
        }

        const user = await db
          .selectFrom('users as u')
          .innerJoin('role_groups as r', 'r.id', 'u.role_group_id')
          .select([
            'u.id',
            'u.name',
            'u.email',
            'u.password_hash',
            'r.key as role_key',
            'r.name as role_name',
            'r.permissions',
          ])
          .where('u.email', '=', email)
          .where('u.active', '=', 1)
          .executeTakeFirst();
        const valid = user
          ? await verifyPassword(user.password_hash, input.password)
          : await verifyAgainstDummy(input.password);
        if (!user || !valid) {
          securityEvent(request, 'login.failed', { email, knownAccount: Boolean(user) });
          throw new HttpError(401, loginFailedMessage);
        }

        // Best effort: a count not taken back only brings a lock a little closer.
        await throttle.succeeded(accountKey, request.ip).catch((err: unknown) => {
          request.log.warn({ err }, 'could not take back a successful login attempt');
        });
        const { token, binding } = await issueToken(db, user.id, sessionTtlSeconds);
        setSessionCookie(request, reply, binding, sessionTtlSeconds);
        securityEvent(request, 'login.succeeded', { userId: user.id });
        return {
          success: true,
          message: 'Giriş Başarılı',
          data: toCurrentUser({
            name: user.name,
            email: user.email,
            roleKey: user.role_key,
            roleName: pickLang(parseTranslated(user.role_name), 'tr'),
            permissions: parseJson<string[]>(user.permissions, []),
          }),
          token,
          expires_in: sessionTtlSeconds,
        };
      },
    },
  ]);
}
