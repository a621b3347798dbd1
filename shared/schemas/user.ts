import * as yup from 'yup';
import { adminMessages as m, flag, maxRecordId, requiredText } from './common.js';
import { loginLimits } from './login.js';
import { passwordMismatchMessage } from './messages.js';
import { newPassword } from './newPassword.js';

/*
 * A user signs in with the login form, so their e-mail obeys its limits (SPEC §5, §9): 6 to 50 characters.
 * A password being set obeys the new-password rules (issue 27: 12 to 128 characters, then the server's
 * strength check).
 */
const name = requiredText(100);
const email = yup
  .string()
  .trim()
  .lowercase()
  .required(m.required)
  .min(loginLimits.emailMin, m.min(loginLimits.emailMin))
  .max(loginLimits.emailMax, m.max(loginLimits.emailMax))
  .email(m.email);
const password = newPassword();
const roleGroupId = yup
  .number()
  .typeError(m.choice)
  .required(m.required)
  .integer(m.choice)
  .positive(m.choice)
  .max(maxRecordId, m.choice);

export const userCreateSchema = yup.object({ name, email, password, role_group_id: roleGroupId });

export const userUpdateSchema = yup.object({
  name,
  email,
  role_group_id: roleGroupId,
  active: flag().required(m.required),
});

export { passwordMismatchMessage };

/** Reset password: the confirmation is optional on the wire, but when sent it must match. */
export const userPasswordSchema = yup.object({
  password,
  password_confirmation: yup.string().test('matches', passwordMismatchMessage, function (value) {
    return value === undefined || value === '' || value === this.parent.password;
  }),
});

export type UserCreateInput = yup.InferType<typeof userCreateSchema>;
export type UserUpdateInput = yup.InferType<typeof userUpdateSchema>;
export type UserPasswordInput = yup.InferType<typeof userPasswordSchema>;

/** A user as GET /api/admin/users answers: the column list is its whole shape, never a password hash. */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
  active: number;
  role_group_id: number;
  role_group: { id: number; key: string; name: string };
  /** Whether the user signs in with two-step sign-in (issue 27); the secret itself never leaves the server. */
  two_step_enabled: boolean;
  created_at: string;
  updated_at: string;
}
