import { textOrNull } from './localize.js';

/**
 * An image's alt text as the public API answers it (issue 28): the text in `lang` (else Turkish, else any
 * language that has one); '' for a decorative image, so the site writes alt=""; null when none was given,
 * so the site falls back to the record's title as it did before alt texts existed.
 */
export function altIn(raw: string | null | undefined, lang: string, decorative: number = 0): string | null {
  if (decorative === 1) return '';
  return textOrNull(raw, lang)?.trim() || null;
}
