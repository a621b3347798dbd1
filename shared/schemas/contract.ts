import * as yup from 'yup';
import { slugify } from '../slug.js';
import { adminMessages as m, translatedText } from './common.js';

export const contractLimits = { name: 200, seoName: 200, text: 200_000 } as const;

/**
 * A contract (SPEC §3: name, seo_name, form data = the text per language). `seo_name` follows the slug rule
 * (SPEC §5) whatever is typed; left empty, the server derives it from the name.
 */
export const contractSchema = yup.object({
  name: yup.string().trim().required(m.required).max(contractLimits.name, m.max(contractLimits.name)),
  seo_name: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? slugify(value) : value))
    .max(contractLimits.seoName, m.max(contractLimits.seoName))
    .default(''),
  text: translatedText({ max: contractLimits.text, requiredLanguages: ['tr'] }),
});

export type ContractInput = yup.InferType<typeof contractSchema>;
