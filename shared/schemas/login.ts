import * as yup from 'yup';
import './yupLocale.js';
import { loginMessages as m } from './messages.js';

export const loginLimits = { emailMin: 6, emailMax: 50, passwordMin: 6, passwordMax: 21 } as const;

export const loginSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(m.required)
    .min(loginLimits.emailMin, m.min6)
    .max(loginLimits.emailMax, m.max50)
    .email(m.email),
  password: yup
    .string()
    .required(m.required)
    .min(loginLimits.passwordMin, m.min6)
    .max(loginLimits.passwordMax, m.max21),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
