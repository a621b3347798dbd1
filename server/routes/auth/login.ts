import type { FastifyInstance } from 'fastify';
import { loginSchema } from '../../../shared/schemas/login.js';
import { twoStepTexts } from '../../../shared/twoStepCodes.js';
import type { LoginAnswer } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { type LoginThrottle, loginAccountKey } from '../../services/loginThrottle.js';
import { upgradePasswordHash, verifyAgainstDummy, verifyPassword } from '../../services/passwords.js';
import { securityEvent } from '../../services/securityEvents.js';
import { challengeSeconds, issueChallenge, secondStepOf } from '../../services/twoStepChallenges.js';
import { signingInUsers, startSession } from './signedIn.js';

export const loginFailedMessage = 'E-Mail adresi veya şifre hatalı';
/** Said when the shared login counts cannot be read (Redis away): the login fails closed. */
export const loginUnavailableMessage = 'Giriş şu anda yapılamıyor. Lütfen biraz sonra tekrar deneyin.';
/** Said while an account (or address) is locked after too many wrong passwords or codes. */
export const loginLockedMessage = (retryAfterSeconds: number) =>
  `Çok fazla başarısız giriş denemesi. Lütfen ${Math.ceil(retryAfterSeconds / 60)} dakika sonra tekrar deneyin.`;

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
      handler: async (request, reply): Promise<LoginAnswer> => {
        const input = await validateBody(loginSchema, request.body);
        const email = input.email.toLowerCase();
        const accountKey = loginAccountKey(email, request.ip);
        const retryAfter = await throttle.attempt(accountKey, request.ip).catch((err: unknown) => {
          request.log.error({ err }, 'login counts unreadable; refusing the login');
          throw new HttpError(503, loginUnavailableMessage, undefined, { 'retry-after': '5' });
        });
        if (retryAfter > 0) {
          securityEvent(request, 'login.locked', { email, retryAfterSeconds: retryAfter });
          throw new HttpError(429, loginLockedMessage(retryAfter), undefined, {
            'retry-after': String(retryAfter),
          });
        }

        const user = await signingInUsers(db)
          .select('u.password_hash')
          .where('u.email', '=', email)
          .executeTakeFirst();
        const valid = user
          ? await verifyPassword(user.password_hash, input.password)
          : await verifyAgainstDummy(input.password);
        if (!user || !valid) {
          securityEvent(request, 'login.failed', { email, knownAccount: Boolean(user) });
          throw new HttpError(401, loginFailedMessage);
        }
        // Issue 27: a hash made with older argon2 parameters is redone while the password is known.
        await upgradePasswordHash(db, user, input.password).catch((err: unknown) => {
          request.log.warn({ err }, 'could not rehash a password with the current parameters');
        });

        // Two-step sign-in (issue 27): the right password alone opens no session, only a challenge for the
        // second step (routes/auth/twoStep.ts). The attempt stays counted until that step succeeds, so guesses
        // at the code add up with guesses at the password in the same lock.
        const secondStep = await secondStepOf(db, user);
        if (secondStep) {
          const challenge = await issueChallenge(db, user.id, secondStep);
          securityEvent(request, 'login.second_step_required', { userId: user.id, step: secondStep });
          return {
            success: true,
            message: secondStep === 'code' ? twoStepTexts.askCode : twoStepTexts.askEnrol,
            two_step: secondStep,
            challenge,
            challenge_expires_in: challengeSeconds,
          };
        }

        // Best effort: a count not taken back only brings a lock a little closer.
        await throttle.succeeded(accountKey, request.ip).catch((err: unknown) => {
          request.log.warn({ err }, 'could not take back a successful login attempt');
        });
        return startSession(db, request, reply, user, sessionTtlSeconds);
      },
    },
  ]);
}
