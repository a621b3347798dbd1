import * as yup from 'yup';
import { adminMessages as m, isHttpUrl, requiredText } from './common.js';

export const socialMediaLimits = { name: 100, uri: 500 } as const;

export const socialMediaSchema = yup.object({
  name: requiredText(socialMediaLimits.name),
  uri: requiredText(socialMediaLimits.uri).test('url', m.url, (value) => !value || isHttpUrl(value)),
});

export type SocialMediaInput = yup.InferType<typeof socialMediaSchema>;
