import type { Translated } from '../../../shared/types.js';
import { toJson } from '../../db/json.js';

/*
 * The alt text columns of a record with one image (news, instructors, brands: migration 0015), as a save
 * writes them. Only what the body sent: a client that does not know the fields yet (an older form, a script)
 * leaves the alt texts as they are instead of clearing them.
 */
export function imageAltValues(
  raw: Record<string, unknown>,
  input: { image_alt: Translated; image_decorative?: number },
): { image_alt?: string; image_decorative?: number } {
  const values: { image_alt?: string; image_decorative?: number } = {};
  if ('image_alt' in raw) values.image_alt = toJson(input.image_alt);
  if ('image_decorative' in raw && input.image_decorative !== undefined) {
    values.image_decorative = input.image_decorative;
  }
  return values;
}
