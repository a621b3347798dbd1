import type { Translated } from '../../shared/types.js';

/** Parses a JSON column; a corrupt value reads as the fallback instead of failing the whole request. */
export function parseJson<T>(raw: string | null | undefined, fallback: T): T {
  if (raw === null || raw === undefined || raw === '') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export const toJson = (value: unknown): string => JSON.stringify(value ?? {});

export const parseTranslated = (raw: string | null | undefined): Translated => parseJson<Translated>(raw, {});

/** The text for `lang`, falling back to Turkish (the default language) and then to any language that has one. */
export function pickLang(value: Translated, lang: string, fallback = 'tr'): string {
  return value[lang] || value[fallback] || Object.values(value).find(Boolean) || '';
}
