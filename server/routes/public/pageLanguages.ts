import type { PageLanguages } from '../../../shared/publicApi.js';
import { defaultLanguage } from '../../../shared/types.js';
import { parseTranslated } from '../../db/json.js';
import { type PublicContext, activeLanguages } from './context.js';
import { type SlugResource, loadSlugs, slugsIn } from '../../services/seoSlugs.js';

/**
 * The languages of `active` a record is written in, judged by the stored text map that names it (a course's
 * or news item's title, a contract's name; an instructor's biography and a brand's description, whose names
 * are the same in every language). A record with no text in any language has nothing to translate: it is
 * the same page in every language. The sitemap and the pages' hreflang list a record in these only.
 */
export function translatedLanguages(raw: string | null | undefined, active: readonly string[]): string[] {
  const texts = parseTranslated(raw);
  const filled = (abbr: string) => typeof texts[abbr] === 'string' && texts[abbr].trim() !== '';
  const written = active.filter(filled);
  return written.length > 0 || Object.keys(texts).some(filled) ? written : [...active];
}

/**
 * A detail answer's `translated_languages` and `content_lang` (shared/publicApi.ts PageLanguages): the page's
 * language when the record is written in it, else the default language, whose text the answer then holds.
 */
export async function pageLanguages(
  ctx: PublicContext,
  lang: string,
  raw: string | null | undefined,
): Promise<Required<Omit<PageLanguages, 'seo_names'>>> {
  const active = (await activeLanguages(ctx)).map((row) => row.abbr);
  const translated = translatedLanguages(raw, active);
  return {
    translated_languages: translated,
    content_lang: translated.includes(lang) ? lang : defaultLanguage,
  };
}

/**
 * A detail answer's `seo_names`: the record's slug in every active language (its own there, else the
 * Turkish one), from which its page's canonical and hreflang addresses are made (issue 30).
 */
export async function pageSlugs(
  ctx: PublicContext,
  resource: SlugResource,
  record: { id: number; seo_name: string },
): Promise<Required<Pick<PageLanguages, 'seo_names'>>> {
  const active = (await activeLanguages(ctx)).map((row) => row.abbr);
  const own = (await loadSlugs(ctx.db, resource, [record.id])).get(record.id);
  return { seo_names: slugsIn(record.seo_name, own, active) };
}
