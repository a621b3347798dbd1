import * as yup from 'yup';
import type { Slugged, Trashable, Translated } from '../types.js';
import { translatedBody, flagField, catalogueText, websiteField } from './catalogueFields.js';
import { requiredText } from './common.js';
import { seoNamesFieldName, slugFields } from './seoSlugs.js';
import { imageAltField, imageAltFields } from './imageAlt.js';

/*
 * A brand (services). Translatable fields arrive as `description_tr`/`description_en` form fields or as
 * `description: { tr, en }` (see catalogueFields). The logo is an image file in the multipart field `logo`
 * (JPEG, PNG or WebP; SVG is refused); `remove_logo=1` clears it.
 */
export const brandTranslatedFields = ['description', seoNamesFieldName] as const;
export const brandRichFields = ['description'] as const;

export const brandSchema = yup.object({
  name: requiredText(100),
  description: catalogueText({ max: 100_000, rich: true }),
  ...slugFields(),
  website: websiteField(),
  active: flagField(1),
  remove_logo: flagField(0),
  image_alt: imageAltField(),
  image_decorative: flagField(0),
});
export type BrandInput = yup.InferType<typeof brandSchema>;

export const prepareBrandBody = translatedBody([...brandTranslatedFields, ...imageAltFields]);

export interface AdminBrand extends Slugged, Trashable {
  id: number;
  name: string;
  description: Translated;
  website: string;
  logo_url: string | null;
  logo_thumb_url: string | null;
  /** The logo's alternative text per language ({} when none) and whether it only decorates (0/1). */
  image_alt: Translated;
  image_decorative: number;
  queue: number;
  active: number;
}
