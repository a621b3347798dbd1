import { slugify } from '../slug.js';
import { seoNameField } from './catalogueFields.js';
import { translatedText } from './common.js';

/*
 * A record's slug per language (issue 30): `seo_name` stays its Turkish (default language) slug, required as
 * before (made from the title when left empty); `seo_names` holds the other languages' slugs, each optional.
 * A language left empty has no address of its own: its pages use the Turkish slug under its prefix.
 */

/** Every language's slug by the same rule as seo_name (SPEC §5); an empty one is dropped (none of its own). */
export const seoNamesField = () =>
  translatedText({ max: 200 }).transform((value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [lang, slug] of Object.entries(value as Record<string, unknown>)) {
      const clean = typeof slug === 'string' ? slugify(slug) : slug;
      if (clean !== '') out[lang] = clean;
    }
    return out;
  });

/** The form-data shape `seo_names_en=…` (or `seo_names[en]`) folds into `seo_names` like other texts. */
export const seoNamesFieldName = 'seo_names';

/** Both slug fields of a record with pages of its own, side by side in its schema. */
export const slugFields = () => ({ seo_name: seoNameField(), seo_names: seoNamesField() });
