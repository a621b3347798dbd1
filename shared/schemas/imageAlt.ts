import * as yup from 'yup';
import type { Translated } from '../types.js';
import { catalogueMessages, catalogueText, flagField } from './catalogueFields.js';
import { parseJsonList } from './jsonText.js';

/*
 * Alternative texts of the images the public site shows (issue 28): per language, like every translated
 * field ({ tr, en }, or `image_alt_tr` / `image_alt_en` form fields folded by collectTranslated). A course's
 * cover and gallery images carry theirs on the file (`alt`, `decorative`); a news image, an instructor's
 * photo and a brand's logo on the record (`image_alt`; a logo also `image_decorative`). A decorative image
 * has an empty alt on purpose; any other image without one is flagged in the panel ("Alternatif metin yok").
 */

/** Long enough for a sentence describing the picture; screen readers read it whole. */
export const imageAltMax = 200;

/** The per-language alt text of a record's image. */
export const imageAltField = () => catalogueText({ max: imageAltMax });

/** The form fields a record's image alt text arrives in (folded with the record's other translated fields). */
export const imageAltFields = ['image_alt'] as const;

/** PUT /<owner>/files/:fileId: one gallery image's alt text and decorative flag. */
export const fileAltSchema = yup.object({
  alt: imageAltField(),
  decorative: flagField(0),
});
export type FileAltInput = yup.InferType<typeof fileAltSchema>;

/**
 * With a gallery upload, `file_alts`: the alt text and decorative flag of each new file, in the order the
 * files are sent (JSON text in form data: `[{"alt":{"tr":"…","en":"…"},"decorative":0}, …]`). Shorter than
 * the file list is fine (the rest have none yet); errors name the entry (`file_alts[1].alt.tr`).
 */
export const fileAltListField = () =>
  yup
    .array(fileAltSchema)
    .transform((_value: unknown, original: unknown) => parseJsonList(original))
    .typeError(catalogueMessages.invalidList)
    .max(100, catalogueMessages.invalidList)
    .default(() => []);

/** An image's alt texts and flag as the admin API answers them. */
export interface ImageAltTexts {
  alt: Translated;
  decorative: number;
}

/**
 * Whether an image still needs an alt text: not decorative and no text in any language (the site falls back
 * from the page's language to Turkish, then to any language that has one, as for every translated text).
 */
export function lacksAltText(
  alt: Translated | null | undefined,
  decorative: number | boolean | undefined,
): boolean {
  if (decorative === 1 || decorative === true) return false;
  return !Object.values(alt ?? {}).some((text) => typeof text === 'string' && text.trim() !== '');
}
