/*
 * Two-step sign-in (issue 27): what a code looks like and what both sides say, without yup, so the login
 * screen can check a code as the server will without growing its bundle (shared/schemas/twoStep.ts builds
 * the yup schemas the server validates with from the same rules).
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

/**
 * A code field's first message, as the server's schema gives it: required, then the format (six digits,
 * or with `recovery` also a recovery code). Undefined when the code may be sent.
 */
export function twoStepCodeError(value: string, { recovery = false } = {}): string | undefined {
  const code = normalizeCode(value);
  if (code === '') return twoStepTexts.codeRequired;
  if (isTotpCode(code) || (recovery && isRecoveryCode(code))) return undefined;
  return recovery ? twoStepTexts.codeOrRecoveryFormat : twoStepTexts.codeFormat;
}
