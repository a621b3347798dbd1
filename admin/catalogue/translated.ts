import type { Translated } from '../../shared/types';

/** The text of a per-language map in `lang`, else Turkish (the default language), else any text it has. */
export function pickText(value: Translated | null | undefined, lang = 'tr'): string {
  if (!value) return '';
  return value[lang] || value.tr || Object.values(value).find(Boolean) || '';
}
