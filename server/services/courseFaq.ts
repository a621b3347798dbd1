import type { CourseFaqEntry } from '../../shared/publicApi.js';
import type { CourseFaqItem } from '../../shared/schemas/courseFaq.js';
import { type Translated, defaultLanguage } from '../../shared/types.js';
import { parseJson, pickLang } from '../db/json.js';

const isTextMap = (value: unknown): value is Translated =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string');

/**
 * A course's stored FAQ (products.faq, migration 0021). Only what the schema wrote is kept: a corrupt
 * column or an item of another shape reads as nothing rather than failing the course page.
 */
export function parseCourseFaq(raw: string | null | undefined): CourseFaqItem[] {
  const list = parseJson<unknown>(raw, []);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown): CourseFaqItem[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { question, answer } = item as Record<string, unknown>;
    return isTextMap(question) && isTextMap(answer) ? [{ question, answer }] : [];
  });
}

/**
 * The FAQ in one language (Turkish where a text is missing); an item without a question or answer is left out.
 * An item whose question is not written in `lang` says so (`content_lang`, issue 30): each item is translated
 * on its own, so a translated course may still show a Turkish question.
 */
export function localizeCourseFaq(raw: string | null | undefined, lang: string): CourseFaqEntry[] {
  return parseCourseFaq(raw).flatMap((item): CourseFaqEntry[] => {
    const question = pickLang(item.question, lang).trim();
    const answer = pickLang(item.answer, lang).trim();
    const written = lang === defaultLanguage || Boolean(item.question[lang]?.trim());
    return question && answer
      ? [{ ...(written ? {} : { content_lang: defaultLanguage }), question, answer }]
      : [];
  });
}
