import * as yup from 'yup';
import './yupLocale.js';
import { loginSchema } from './login.js';
import { loginMessages as m, passwordMismatchMessage } from './messages.js';
import { newPassword } from './newPassword.js';

export { passwordResetTexts } from './messages.js';

/*
 * "Şifremi unuttum" (issue 14): the request takes the e-mail with the login form's rule; the new password
 * obeys the new-password rules (issue 27: 12 to 128 characters here, its strength on the server).
 */

export const passwordResetRequestSchema = loginSchema.pick(['email']);

export const passwordResetSchema = yup.object({
  token: yup
    .string()
    .required(m.required)
    .matches(/^[A-Za-z0-9_-]{43}$/, 'Geçersiz bağlantı'),
  password: newPassword(),
  password_confirmation: yup
    .string()
    .required(m.required)
    .oneOf([yup.ref('password')], passwordMismatchMessage),
});

export type PasswordResetRequestInput = yup.InferType<typeof passwordResetRequestSchema>;
export type PasswordResetInput = yup.InferType<typeof passwordResetSchema>;
