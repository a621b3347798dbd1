import * as yup from 'yup';
import './yupLocale.js';
import { loginLimits, loginSchema } from './login.js';
import { loginMessages as m, passwordMismatchMessage } from './messages.js';

export { passwordResetTexts } from './messages.js';

/*
 * "Şifremi unuttum" (issue 14): the request takes the e-mail with the login form's rule; the new password
 * obeys the login form's limits too (6 to 21 characters), or the user could not sign in with it.
 */

export const passwordResetRequestSchema = loginSchema.pick(['email']);

export const passwordResetSchema = yup.object({
  token: yup
    .string()
    .required(m.required)
    .matches(/^[A-Za-z0-9_-]{43}$/, 'Geçersiz bağlantı'),
  password: yup
    .string()
    .required(m.required)
    .min(loginLimits.passwordMin, m.min6)
    .max(loginLimits.passwordMax, m.max21),
  password_confirmation: yup
    .string()
    .required(m.required)
    .oneOf([yup.ref('password')], passwordMismatchMessage),
});

export type PasswordResetRequestInput = yup.InferType<typeof passwordResetRequestSchema>;
export type PasswordResetInput = yup.InferType<typeof passwordResetSchema>;
