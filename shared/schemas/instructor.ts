import * as yup from 'yup';
import type { Slugged, Trashable, Translated } from '../types.js';
import { translatedBody, flagField, idListField, catalogueText } from './catalogueFields.js';
import { requiredText } from './common.js';
import { seoNamesFieldName, slugFields } from './seoSlugs.js';
import { imageAltField, imageAltFields } from './imageAlt.js';

/*
 * An instructor. Translatable fields arrive as `title_tr`/`title_en` form fields or as `title: { tr, en }`
 * (see catalogueFields). The photo is an image file in the multipart field `photo` (JPEG, PNG or WebP);
 * `remove_photo=1` clears it. `product_ids` are the courses they teach (replaced as a whole when sent).
 */
export const instructorTranslatedFields = ['title', 'biography', seoNamesFieldName] as const;
export const instructorRichFields = ['biography'] as const;

export const instructorSchema = yup.object({
  name: requiredText(100),
  title: catalogueText({ max: 200 }),
  biography: catalogueText({ max: 100_000, rich: true }),
  ...slugFields(),
  product_ids: idListField(),
  // A draft until published on purpose (issue 28); so is a save that leaves the flag out.
  active: flagField(0),
  remove_photo: flagField(0),
  image_alt: imageAltField(),
});
export type InstructorInput = yup.InferType<typeof instructorSchema>;

export const prepareInstructorBody = translatedBody([...instructorTranslatedFields, ...imageAltFields]);

export interface AdminInstructor extends Slugged, Trashable {
  id: number;
  name: string;
  title: Translated;
  biography: Translated;
  photo_url: string | null;
  photo_thumb_url: string | null;
  /** The photo's alternative text per language; {} when none. */
  image_alt: Translated;
  queue: number;
  active: number;
  product_ids: number[];
}
