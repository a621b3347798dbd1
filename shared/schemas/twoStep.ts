import * as yup from 'yup';
import './yupLocale.js';
import { isRecoveryCode, isTotpCode, normalizeCode, twoStepTexts } from '../twoStepCodes.js';

/*
 * Two-step sign-in (issue 27): the rules of every form that takes a code, checked in the back office and
 * again on the server (the login screen checks the same rules without yup: shared/twoStepCodes.ts).
 */

const normalized = (value: unknown) => (typeof value === 'string' ? normalizeCode(value) : value);

/** Six digits from the authenticator app. */
const totpCode = yup
  .string()
  .transform(normalized)
  .required(twoStepTexts.codeRequired)
  .test('totp', twoStepTexts.codeFormat, (value) => value === undefined || isTotpCode(value));

/** Six digits, or one of the recovery codes. */
const totpOrRecoveryCode = yup
  .string()
  .transform(normalized)
  .required(twoStepTexts.codeRequired)
  .test(
    'totp-or-recovery',
    twoStepTexts.codeOrRecoveryFormat,
    (value) => value === undefined || isTotpCode(value) || isRecoveryCode(value),
  );

const challenge = yup
  .string()
  .required(twoStepTexts.challengeExpired)
  .matches(/^[A-Za-z0-9_-]{43}$/, twoStepTexts.challengeExpired);

/** The sign-in's second step: POST /api/auth/two-step. */
export const twoStepSignInSchema = yup.object({ challenge, code: totpOrRecoveryCode });

/** Asking for a secret to enrol with during sign-in: POST /api/auth/two-step/setup. */
export const twoStepChallengeSchema = yup.object({ challenge });

/** Confirming a new secret, or proving the current one: enable, new recovery codes. */
export const twoStepCodeSchema = yup.object({ code: totpCode });

/** Turning two-step sign-in off: a code (or a recovery code) or the account's password. */
export const twoStepDisableSchema = yup
  .object({
    code: yup
      .string()
      .transform(normalized)
      .default('')
      .test(
        'totp-or-recovery',
        twoStepTexts.codeOrRecoveryFormat,
        (value) => !value || isTotpCode(value) || isRecoveryCode(value),
      ),
    password: yup.string().default('').max(200),
  })
  .test('code-or-password', twoStepTexts.codeOrPassword, (value, context) =>
    value.code || value.password
      ? true
      : context.createError({ path: 'code', message: twoStepTexts.codeOrPassword }),
  );

/** A checkbox as forms send it: true in JSON, "1", "true" or "on" in form data. */
const checked = (_value: unknown, original: unknown) =>
  original === true || original === 1 || original === '1' || original === 'true' || original === 'on';

/** PUT /api/admin/settings/security. */
export const securitySettingsSchema = yup.object({
  two_step_required_for_admins: yup.boolean().transform(checked).required().default(false),
});

export type TwoStepSignInInput = yup.InferType<typeof twoStepSignInSchema>;
export type TwoStepDisableInput = yup.InferType<typeof twoStepDisableSchema>;
export type SecuritySettings = yup.InferType<typeof securitySettingsSchema>;
