import { contentImageKeys } from '../../../shared/schemas/content.js';
import type { ImageAlt } from '../../../shared/publicApi.js';
import type { Translated } from '../../../shared/types.js';
import { pickLang } from '../../db/json.js';

/*
 * The alt texts of the images inside a content block's data (issue 28). Stored beside each image field as
 * `<key>_alt` ({ tr, en }) and `<key>_decorative` (0/1); the public API answers `<key>_alt` resolved to the
 * page's language like the other records' alts (shared/publicApi.ts ImageAlt): the text in that language,
 * else the default language's (Turkish), else any; '' for a decorative image; null when none was given.
 * The flag itself stays in the back office.
 */

const imageKeys: ReadonlySet<string> = new Set(contentImageKeys);
const companionKeys: ReadonlySet<string> = new Set(
  contentImageKeys.flatMap((key) => [`${key}_alt`, `${key}_decorative`]),
);

const isTranslated = (value: unknown): value is Translated =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One image's alt in `lang`: '' when decorative, null when no language has a text. */
export function contentImageAlt(alt: unknown, decorative: unknown, lang: string): ImageAlt {
  if (decorative === 1) return '';
  if (!isTranslated(alt)) return null;
  const texts = Object.fromEntries(
    Object.entries(alt).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return pickLang(texts, lang).trim() || null;
}

/**
 * Stored block data with every image's alt resolved for `lang` (at any depth: list items too), before the
 * remaining { tr, en } texts are resolved. Every image field present gets its `<key>_alt`, also when the
 * block was saved before alt texts existed (null then).
 */
export function resolveContentImageAlts(value: unknown, lang: string): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveContentImageAlts(item, lang));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const resolved: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    if (companionKeys.has(key)) continue;
    resolved[key] = resolveContentImageAlts(item, lang);
    if (imageKeys.has(key)) {
      resolved[`${key}_alt`] = contentImageAlt(source[`${key}_alt`], source[`${key}_decorative`], lang);
    }
  }
  return resolved;
}
