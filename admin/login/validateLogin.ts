import { loginMessages as m, newPasswordLimits } from '../../shared/schemas/messages';

/**
 * The login rules of SPEC §5/§9 without yup: the login bundle stays under its size budget (yup alone is
 * 12 kB gzip). The server checks the same input with shared/schemas/login.ts; validateLogin.test.ts proves
 * both give the same first message per field.
 */
export const limits = { emailMin: 6, emailMax: 50, passwordMin: 6, passwordMax: 128 } as const;

// yup's e-mail pattern (taken from the HTML spec), so the form accepts exactly what the server accepts.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

function checkLength(value: string, min: number, max: number): string | undefined {
  if (value.length === 0) return m.required;
  if (value.length < min) return m.min6;
  if (value.length > max) return max === limits.emailMax ? m.max50 : m.max128;
  return undefined;
}

/** The e-mail's first message, in the schema's order: required, then length, then format. */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  return (
    checkLength(email, limits.emailMin, limits.emailMax) ?? (emailPattern.test(email) ? undefined : m.email)
  );
}

/** The password's first message at sign-in: required, then length. */
export const passwordError = (value: string) => checkLength(value, limits.passwordMin, limits.passwordMax);

/**
 * A new password's first message, as shared/schemas/newPassword.ts gives it: required, then 12 to 128
 * characters. Whether it is too common or guessable only the server says (its dictionaries are big).
 */
export function newPasswordError(value: string): string | undefined {
  if (value.length === 0) return m.required;
  if (value.length < newPasswordLimits.min) return m.min12;
  if (value.length > newPasswordLimits.max) return m.max128;
  return undefined;
}

/** The first message per field, in the schema's order: required, then length, then format. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = passwordError(values.password);
  if (password) errors.password = password;
  return errors;
}
