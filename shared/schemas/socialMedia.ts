import * as yup from 'yup';
import { adminMessages as m, isHttpUrl } from './common.js';

export const socialMediaLimits = { name: 100, uri: 500 } as const;

export const socialMediaSchema = yup.object({
  name: yup.string().trim().required(m.required).max(socialMediaLimits.name, m.max(socialMediaLimits.name)),
  uri: yup
    .string()
    .trim()
    .required(m.required)
    .max(socialMediaLimits.uri, m.max(socialMediaLimits.uri))
    .test('url', m.url, (value) => !value || isHttpUrl(value)),
});

export type SocialMediaInput = yup.InferType<typeof socialMediaSchema>;
