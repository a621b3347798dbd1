import * as yup from 'yup';
import { slugify } from '../slug.js';
import { catalogueText, collectTranslated } from './catalogueFields.js';
import { adminMessages as m, translatedText } from './common.js';
import { seoNamesField, seoNamesFieldName } from './seoSlugs.js';

export const contractLimits = { name: 200, seoName: 200, text: 200_000 } as const;

/**
 * A contract (SPEC §3: name, seo_name, form data = the text per language). The name is per language too
 * (`name: { tr, en }` or `name_tr`/`name_en` fields, see catalogueFields); Turkish is required. `seo_name`
 * follows the slug rule (SPEC §5) whatever is typed; left empty, the server derives it from the Turkish name.
 */
export const contractSchema = yup.object({
  name: catalogueText({ required: true, max: contractLimits.name }),
  seo_name: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? slugify(value) : value))
    .max(contractLimits.seoName, m.max(contractLimits.seoName))
    .default(''),
  seo_names: seoNamesField(),
  text: translatedText({ max: contractLimits.text, requiredLanguages: ['tr'] }),
});

export type ContractInput = yup.InferType<typeof contractSchema>;

/** Folds `name_tr`, `name_en`… form fields into `name: { tr, en }` before validation. */
export const prepareContractBody = (body: Record<string, unknown>) =>
  collectTranslated(body, ['name', seoNamesFieldName]);
