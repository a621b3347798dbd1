import * as yup from 'yup';
import { adminMessages as m, requiredText } from './common.js';

export const supportPriorities = ['low', 'normal', 'high'] as const;
export const supportStatuses = ['open', 'in_progress', 'closed'] as const;
export type SupportPriority = (typeof supportPriorities)[number];
export type SupportStatus = (typeof supportStatuses)[number];

export const supportLimits = { subject: 250, message: 5000 } as const;

export const supportRequestSchema = yup.object({
  subject: requiredText(supportLimits.subject),
  message: requiredText(supportLimits.message),
  priority: yup.string<SupportPriority>().oneOf(supportPriorities, m.choice).default('normal'),
});

export const supportStatusSchema = yup.object({
  status: yup.string<SupportStatus>().required(m.required).oneOf(supportStatuses, m.choice),
});

export type SupportRequestInput = yup.InferType<typeof supportRequestSchema>;
