import * as yup from 'yup';
import { adminMessages as m, isHttpUrl, languageAbbrPattern, requiredText } from './common.js';

/** SPEC §3: the kinds of contact information item. */
export const contactSections = ['adres', 'email', 'telefon', 'shift', 'source_link'] as const;
export type ContactSection = (typeof contactSections)[number];

export const contactInformationLimits = { name: 200, content: 1000 } as const;

/**
 * One contact information item. The wire field is `content_data` (SPEC §7); the server maps it onto `content`
 * before validating, so the form and the record both use `content`. The content is checked by kind: an e-mail
 * item holds an e-mail address, a source link an http(s) address.
 */
export const contactInformationSchema = yup.object({
  section: yup
    .string()
    .required(m.required)
    .oneOf([...contactSections], m.choice),
  name: requiredText(contactInformationLimits.name),
  content: requiredText(contactInformationLimits.content).when('section', ([section], schema) => {
    if (section === 'email') return schema.email(m.email);
    if (section === 'source_link') return schema.test('url', m.url, (v) => !v || isHttpUrl(v));
    return schema;
  }),
  lang: yup.string().trim().required(m.required).matches(languageAbbrPattern, m.language),
});

export type ContactInformationInput = yup.InferType<typeof contactInformationSchema>;
