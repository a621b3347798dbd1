import * as yup from 'yup';
import './yupLocale.js';
import { loginMessages as m, newPasswordLimits } from './messages.js';

/**
 * A password being set or changed (issue 27): 12 to 128 characters, checked by the form and again by the
 * server. Whether it is common, guessable or made of the user's name is the server's check alone
 * (server/services/passwordStrength.ts), so its dictionaries stay out of the browser bundles.
 */
export const newPassword = () =>
  yup.string().required(m.required).min(newPasswordLimits.min, m.min12).max(newPasswordLimits.max, m.max128);
