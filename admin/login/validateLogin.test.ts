import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import { loginLimits, loginSchema } from '../../shared/schemas/login';
import { newPassword } from '../../shared/schemas/newPassword';
import { limits, type LoginErrors, newPasswordError, validateLogin } from './validateLogin';

/** What the server's schema says: the first message per field. */
function schemaErrors(values: { email: string; password: string }): LoginErrors {
  try {
    loginSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const item of error.inner) errors[item.path!] ??= item.message;
    return errors;
  }
}

const emails = [
  '',
  '   ',
  'a@b.c',
  'abc',
  'abcdefgh',
  'ayse@akademi.local',
  '  ayse@akademi.local  ',
  'ayse.yilmaz+test@sub.akademi.com.tr',
  'ayşe@akademi.com',
  'ayse@akademi',
  'ayse@-akademi.com',
  'ayse@@akademi.com',
  'ayse akademi@x.com',
  `${'a'.repeat(44)}@b.com`,
  `${'a'.repeat(45)}@b.com`,
  `${'a'.repeat(60)}@b.com`,
];
const passwords = [
  '',
  'abc',
  'abcde',
  'abcdef',
  ' sifre ',
  'x'.repeat(21),
  'x'.repeat(22),
  'x'.repeat(128),
  'x'.repeat(129),
  'Şifre123!',
];

describe('validateLogin', () => {
  it('uses the limits of the shared schema', () => {
    expect(limits).toEqual(loginLimits);
  });

  it.each(passwords)('checks a new password %j like shared/schemas/newPassword.ts', (password) => {
    let expected: string | undefined;
    try {
      newPassword().validateSync(password);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      expected = error.message;
    }
    expect(newPasswordError(password)).toBe(expected);
  });

  it.each(emails.flatMap((email) => passwords.map((password) => [email, password] as const)))(
    'agrees with shared/schemas/login.ts for %j / %j',
    (email, password) => {
      expect(validateLogin({ email, password })).toEqual(schemaErrors({ email, password }));
    },
  );
});
