import * as yup from 'yup';
import './yupLocale.js';

/*
 * Two-step sign-in (issue 27): the rules of every form that takes a code, checked in the login screen and the
 * back office and again on the server, and the texts both sides say.
 */

export const twoStepTexts = {
  codeRequired: 'Doğrulama kodu gerekli',
  codeFormat: 'Doğrulama kodu 6 haneli bir sayıdır',
  codeOrRecoveryFormat: 'Geçerli bir doğrulama kodu veya kurtarma kodu girin',
  codeOrPassword: 'Doğrulama kodunu veya şifrenizi girin',
  wrongCode: 'Doğrulama kodu hatalı',
  wrongPassword: 'Şifre hatalı',
  challengeExpired: 'Doğrulamanın süresi doldu. Lütfen yeniden giriş yapın.',
  askCode: 'Kimlik doğrulama uygulamanızdaki kodu girin.',
  askEnrol: 'Yöneticiler için iki adımlı doğrulama zorunludur. Giriş yapmak için şimdi kurun.',
  setupStarted: 'Kodu uygulamanıza ekleyin ve gösterdiği kodla onaylayın.',
  notSetUp: 'Önce iki adımlı doğrulama kurulumunu başlatın.',
  alreadyEnabled: 'İki adımlı doğrulama zaten açık.',
  notEnabled: 'İki adımlı doğrulama açık değil.',
  enabled: 'İki adımlı doğrulama açıldı. Kurtarma kodlarınızı saklayın.',
  disabled: 'İki adımlı doğrulama kapatıldı.',
  requiredCannotDisable:
    'Bu sitede yöneticiler için iki adımlı doğrulama zorunlu: kapatılamaz. Telefonunuz değiştiyse kurtarma kodlarını yenileyin veya başka bir yöneticiden sıfırlamasını isteyin.',
  regenerated: 'Yeni kurtarma kodları oluşturuldu; eskileri artık geçmez.',
  reset: 'İki adımlı doğrulama sıfırlandı.',
  selfReset: 'Kendi iki adımlı doğrulamanızı buradan sıfırlayamazsınız; profil menüsünden kapatın.',
  requireOwnFirst:
    'Bu ayarı açmadan önce kendi hesabınızda iki adımlı doğrulamayı açın: aksi halde ayarın işlediğini göremezsiniz.',
} as const;

/** TOTP as every common authenticator app reads it (RFC 6238 defaults). */
export const totpParameters = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

export const recoveryCodeCount = 10;
/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
export const recoveryCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeLength = 10;

/** A code as typed: spaces (and a recovery code's dash) do not count, case neither. */
export const normalizeCode = (value: string): string => value.replace(/[\s-]+/g, '').toLowerCase();

export const isTotpCode = (value: string): boolean => /^\d{6}$/.test(normalizeCode(value));

export const isRecoveryCode = (value: string): boolean =>
  normalizeCode(value).length === recoveryCodeLength &&
  [...normalizeCode(value)].every((char) => recoveryCodeAlphabet.includes(char));

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
