import type { FastifyInstance, FastifyRequest } from 'fastify';
import { twoStepChallengeSchema, twoStepSignInSchema } from '../../../shared/schemas/twoStep.js';
import { twoStepTexts } from '../../../shared/twoStepCodes.js';
import type { LoginResponse } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { type LoginThrottle, loginAccountKey } from '../../services/loginThrottle.js';
import { securityEvent } from '../../services/securityEvents.js';
import { enableTwoStep, proveSecondStep, startSetup } from '../../services/twoStep.js';
import { findChallenge, spendChallenge } from '../../services/twoStepChallenges.js';
import { twoStepIssuer } from '../admin/twoStep.js';
import { loginLockedMessage, loginUnavailableMessage } from './login.js';
import type { UserWithRoleRow } from '../../plugins/auth.js';
import { signingInUsers, startSession } from './signedIn.js';

export interface TwoStepSignInRouteOptions {
  db: Db;
  sessionTtlSeconds: number;
  throttle: LoginThrottle;
}

const expired = () => new HttpError(410, twoStepTexts.challengeExpired);

/** The challenge of a body and the active account it stands for, or 410: sign in again. */
async function challengedUser(db: Db, token: string) {
  const challenge = await findChallenge(db, token);
  const user = challenge
    ? await signingInUsers(db).where('u.id', '=', challenge.user_id).executeTakeFirst()
    : undefined;
  if (!challenge || !user) throw expired();
  return { challenge, user };
}

/** Counts a second-step attempt in the login's lock, refusing it as the login would. */
async function countAttempt(request: FastifyRequest, throttle: LoginThrottle, user: UserWithRoleRow) {
  const retryAfter = await throttle
    .attempt(loginAccountKey(user.email, request.ip), request.ip)
    .catch((err: unknown) => {
      request.log.error({ err }, 'login counts unreadable; refusing the second step');
      throw new HttpError(503, loginUnavailableMessage, undefined, { 'retry-after': '5' });
    });
  if (retryAfter > 0) {
    securityEvent(request, 'login.locked', { email: user.email, retryAfterSeconds: retryAfter });
    throw new HttpError(429, loginLockedMessage(retryAfter), undefined, {
      'retry-after': String(retryAfter),
    });
  }
}

/**
 * The sign-in's second step (issue 27), after POST /api/auth/login answered a challenge:
 * - POST /api/auth/two-step {challenge, code}: a code from the app or a recovery code ('code' challenge),
 *   or the first code of the secret being set up ('enrol'); answers the session exactly as the login does,
 *   plus the recovery codes when it just enrolled.
 * - POST /api/auth/two-step/setup {challenge}: for an 'enrol' challenge, a new secret and its QR code.
 * Both behind the login's CSRF check; wrong codes count in the login's lock.
 */
export async function twoStepSignInRoutes(
  app: FastifyInstance,
  { db, sessionTtlSeconds, throttle }: TwoStepSignInRouteOptions,
) {
  registerRoutes(app, [
    {
      method: 'POST',
      url: '/api/auth/two-step/setup',
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const input = await validateBody(twoStepChallengeSchema, request.body);
        const { challenge, user } = await challengedUser(db, input.challenge);
        if (challenge.kind !== 'enrol') throw expired();
        const setup = await startSetup(db, user.id, { email: user.email, issuer: await twoStepIssuer(db) });
        if (!setup) throw new HttpError(409, twoStepTexts.alreadyEnabled);
        securityEvent(request, 'two_step.setup_started', { userId: user.id, during: 'sign-in' });
        return { success: true, message: twoStepTexts.setupStarted, data: setup };
      },
    },
    {
      method: 'POST',
      url: '/api/auth/two-step',
      handler: async (request, reply): Promise<LoginResponse> => {
        reply.header('cache-control', 'no-store');
        const input = await validateBody(twoStepSignInSchema, request.body);
        const { challenge, user } = await challengedUser(db, input.challenge);
        await countAttempt(request, throttle, user);

        const enrolling = challenge.kind === 'enrol';
        const recoveryCodes = enrolling ? await enableTwoStep(db, user.id, input.code) : undefined;
        const provenBy = enrolling ? undefined : await proveSecondStep(db, user.id, input.code);
        if (!recoveryCodes && !provenBy) {
          securityEvent(request, 'two_step.code_failed', { userId: user.id, step: challenge.kind });
          throw new HttpError(401, twoStepTexts.wrongCode, { code: twoStepTexts.wrongCode });
        }
        if (!(await spendChallenge(db, challenge))) throw expired();

        // Both counted attempts of this sign-in (the password's and this one) are taken back.
        const accountKey = loginAccountKey(user.email, request.ip);
        for (let i = 0; i < 2; i++) {
          await throttle.succeeded(accountKey, request.ip).catch((err: unknown) => {
            request.log.warn({ err }, 'could not take back a successful second step');
          });
        }
        if (provenBy === 'recovery_code') {
          securityEvent(request, 'two_step.recovery_code_used', { userId: user.id });
        }
        if (recoveryCodes) securityEvent(request, 'two_step.enabled', { userId: user.id, during: 'sign-in' });
        const answer = await startSession(db, request, reply, user, sessionTtlSeconds, {
          twoStep: provenBy ?? 'enrolled',
        });
        return recoveryCodes ? { ...answer, recovery_codes: recoveryCodes } : answer;
      },
    },
  ]);
}
