import type { FastifyInstance, FastifyRequest } from 'fastify';
import { twoStepCodeSchema, twoStepDisableSchema } from '../../../shared/schemas/twoStep.js';
import { isTotpCode, twoStepTexts } from '../../../shared/twoStepCodes.js';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
import { type LoginThrottle, loginAccountKey } from '../../services/loginThrottle.js';
import { verifyPassword } from '../../services/passwords.js';
import { readSecuritySettings } from '../../services/securitySettings.js';
import { securityEvent } from '../../services/securityEvents.js';
import { revokeUserTokens } from '../../services/tokens.js';
import {
  enableTwoStep,
  isTwoStepEnabled,
  proveSecondStep,
  removeTwoStep,
  replaceRecoveryCodes,
  spendTotpCode,
  startSetup,
  twoStepStatus,
} from '../../services/twoStep.js';
import { administratorRoleKey } from '../../services/twoStepChallenges.js';
import { loginLockedMessage, loginUnavailableMessage } from '../auth/login.js';
import { readCompanyConfig } from './companyConfig.js';
import { bodyOf, idParam } from './helpers.js';

/** The name the authenticator app shows above the code: the company's. */
export async function twoStepIssuer(db: Db): Promise<string> {
  const company = await readCompanyConfig(db);
  return company.project_company_name.trim() || 'Akademi';
}

/** Whether the site obliges this signed-in user to keep two-step sign-in on. */
async function isRequiredOf(db: Db, request: FastifyRequest): Promise<boolean> {
  if (request.user!.roleKey !== administratorRoleKey) return false;
  return (await readSecuritySettings(db)).two_step_required_for_admins;
}

/** A wrong code (or password): recorded as a failed step of the user's, refused as that field's error. */
function refused(request: FastifyRequest, step: string, field: 'code' | 'password' = 'code'): HttpError {
  securityEvent(request, 'two_step.code_failed', { userId: request.user!.id, step });
  const message = field === 'code' ? twoStepTexts.wrongCode : twoStepTexts.wrongPassword;
  return new HttpError(422, validationFailedMessage, { [field]: message });
}

/**
 * The signed-in user's own two-step sign-in (issue 27), under /api/admin, for every role:
 * GET /two-step (status), POST /two-step/setup (a new secret and its QR code, shown once), POST
 * /two-step/enable {code} (in force; the recovery codes, shown once), POST /two-step/disable {code or
 * password}, POST /two-step/recovery-codes {code} (ten new ones). And an administrator's reset of another
 * user's: DELETE /users/:id/two-step (or POST with _method=DELETE).
 *
 * Checks of something the user already has (the code in force, the password) count in the login's lock, so
 * a session left open is no way to guess them. Enabling is not counted: its code proves a secret the
 * caller was just given.
 */
// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export async function twoStepRoutes(
  app: FastifyInstance,
  { db, throttle }: { db: Db; throttle: LoginThrottle },
) {
  /** Counts a check in the login's lock; the returned function takes it back when the check passes. */
  async function countAttempt(request: FastifyRequest): Promise<() => Promise<void>> {
    const accountKey = loginAccountKey(request.user!.email, request.ip);
    const retryAfter = await throttle.attempt(accountKey, request.ip).catch((err: unknown) => {
      request.log.error({ err }, 'login counts unreadable; refusing the check');
      throw new HttpError(503, loginUnavailableMessage, undefined, { 'retry-after': '5' });
    });
    if (retryAfter > 0) {
      securityEvent(request, 'login.locked', { email: request.user!.email, retryAfterSeconds: retryAfter });
      throw new HttpError(429, loginLockedMessage(retryAfter), undefined, {
        'retry-after': String(retryAfter),
      });
    }
    return () =>
      throttle.succeeded(accountKey, request.ip).catch((err: unknown) => {
        request.log.warn({ err }, 'could not take back a successful check');
      });
  }

  registerRoutes(app, [
    {
      method: 'GET',
      url: '/two-step',
      access: 'signed-in',
      handler: async (request) => ({
        success: true,
        data: await twoStepStatus(db, request.user!.id, await isRequiredOf(db, request)),
      }),
    },
    {
      method: 'POST',
      url: '/two-step/setup',
      access: 'signed-in',
      handler: async (request) => {
        const user = request.user!;
        const setup = await startSetup(db, user.id, { email: user.email, issuer: await twoStepIssuer(db) });
        if (!setup) throw new HttpError(409, twoStepTexts.alreadyEnabled);
        securityEvent(request, 'two_step.setup_started', { userId: user.id });
        return { success: true, message: twoStepTexts.setupStarted, data: setup };
      },
    },
    {
      method: 'POST',
      url: '/two-step/enable',
      access: 'signed-in',
      handler: async (request) => {
        const input = await validateBody(twoStepCodeSchema, bodyOf(request));
        const userId = request.user!.id;
        if (await isTwoStepEnabled(db, userId)) throw new HttpError(409, twoStepTexts.alreadyEnabled);
        const recoveryCodes = await enableTwoStep(db, userId, input.code);
        if (!recoveryCodes) throw refused(request, 'enable');
        securityEvent(request, 'two_step.enabled', { userId });
        return { success: true, message: twoStepTexts.enabled, data: { recovery_codes: recoveryCodes } };
      },
    },
    {
      method: 'POST',
      url: '/two-step/disable',
      access: 'signed-in',
      handler: async (request) => {
        const input = await validateBody(twoStepDisableSchema, bodyOf(request));
        const userId = request.user!.id;
        if (!(await isTwoStepEnabled(db, userId))) throw new HttpError(409, twoStepTexts.notEnabled);
        if (await isRequiredOf(db, request)) throw new HttpError(409, twoStepTexts.requiredCannotDisable);
        const passed = await countAttempt(request);
        if (input.code) {
          if (!(await proveSecondStep(db, userId, input.code))) throw refused(request, 'disable');
        } else {
          const user = await db
            .selectFrom('users')
            .select('password_hash')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow();
          if (!(await verifyPassword(user.password_hash, input.password))) {
            throw refused(request, 'disable-password', 'password');
          }
        }
        await passed();
        await removeTwoStep(db, userId);
        securityEvent(request, 'two_step.disabled', { userId, provenBy: input.code ? 'code' : 'password' });
        return { success: true, message: twoStepTexts.disabled };
      },
    },
    {
      method: 'POST',
      url: '/two-step/recovery-codes',
      access: 'signed-in',
      handler: async (request) => {
        const input = await validateBody(twoStepCodeSchema, bodyOf(request));
        const userId = request.user!.id;
        if (!(await isTwoStepEnabled(db, userId))) throw new HttpError(409, twoStepTexts.notEnabled);
        const passed = await countAttempt(request);
        // Only the app's code: a recovery code must not buy ten new ones.
        if (!isTotpCode(input.code) || !(await spendTotpCode(db, userId, input.code))) {
          throw refused(request, 'recovery-codes');
        }
        await passed();
        const recoveryCodes = await replaceRecoveryCodes(db, userId);
        securityEvent(request, 'two_step.recovery_codes_regenerated', { userId });
        return { success: true, message: twoStepTexts.regenerated, data: { recovery_codes: recoveryCodes } };
      },
    },
    {
      // Another administrator's help when a phone is lost: the user signs in with the password alone (or
      // must enrol again, when the site requires it), and every session of theirs ends.
      method: 'DELETE',
      url: '/users/:id/two-step',
      access: 'users',
      handler: async (request) => {
        const id = idParam(request);
        if (id === request.user!.id) throw new HttpError(409, twoStepTexts.selfReset);
        const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
        if (!user) throw notFound();
        if (!(await removeTwoStep(db, id))) throw new HttpError(409, twoStepTexts.notEnabled);
        await revokeUserTokens(db, id);
        securityEvent(request, 'two_step.reset', { userId: id });
        return { success: true, message: twoStepTexts.reset };
      },
    },
  ]);
}
