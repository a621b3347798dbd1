import * as yup from 'yup';
import type { Slugged, Trashable, Translated } from '../types.js';
import { translatedBody, flagField, instantField, catalogueText } from './catalogueFields.js';
import { seoNamesFieldName, slugFields } from './seoSlugs.js';
import { imageAltField, imageAltFields } from './imageAlt.js';

/*
 * A news item. Translatable fields arrive as `title_tr`/`title_en` form fields or as `title: { tr, en }`
 * (see catalogueFields). The image is a file in the multipart field `image` (JPEG, PNG or WebP);
 * `remove_image=1` clears it. `published_at` takes a date ("2026-05-04", Turkish time) or an ISO instant;
 * left empty it is the moment of saving.
 */
export const newsTranslatedFields = ['title', 'summary', 'content', seoNamesFieldName] as const;
export const newsRichFields = ['content'] as const;

export const newsSchema = yup.object({
  title: catalogueText({ required: true, max: 250 }),
  summary: catalogueText({ max: 1000 }),
  content: catalogueText({ max: 200_000, rich: true }),
  ...slugFields(),
  published_at: instantField(),
  // A draft until published on purpose (issue 28); so is a save that leaves the flag out.
  active: flagField(0),
  remove_image: flagField(0),
  image_alt: imageAltField(),
});
export type NewsInput = yup.InferType<typeof newsSchema>;

export const prepareNewsBody = translatedBody([...newsTranslatedFields, ...imageAltFields]);

export interface AdminNews extends Slugged, Trashable {
  id: number;
  title: Translated;
  summary: Translated;
  content: Translated;
  image_url: string | null;
  image_thumb_url: string | null;
  /** The image's alternative text per language; {} when none. */
  image_alt: Translated;
  published_at: string;
  active: number;
}
