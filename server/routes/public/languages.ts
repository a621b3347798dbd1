import type { FastifyInstance } from 'fastify';
import type { LanguageItem, StaticLanguages } from '../../../shared/publicApi.js';
import {
  type Dictionary,
  type DictionarySection,
  defaultLanguage,
  dictionarySections,
} from '../../../shared/types.js';
import { parseJson } from '../../db/json.js';
import { dictionaries as builtInDictionaries } from '../../db/seed/dictionary.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { cookiesAreSecure } from '../../http/secureCookies.js';
import { sendCached } from '../../plugins/publicCache.js';
import {
  type PublicContext,
  activeLanguages,
  pageRoute,
  cachedValue,
  languageCookie,
  languageCookieMaxAge,
  routeParam,
} from './context.js';

const toItem = (row: { abbr: string; lang: string; is_default: boolean }): LanguageItem => ({
  abbr: row.abbr,
  lang: row.lang,
  is_default: row.is_default,
});

async function storedDictionary(ctx: PublicContext, abbr: string): Promise<Partial<Dictionary>> {
  const row = await ctx.db
    .selectFrom('languages')
    .select('page_lang')
    .where('abbr', '=', abbr)
    .executeTakeFirst();
  return parseJson<Partial<Dictionary>>(row?.page_lang, {});
}

const builtIn = (lang: string): Partial<Dictionary> =>
  lang === 'tr' || lang === 'en' ? builtInDictionaries[lang] : {};

/**
 * The static-language dictionary of `lang`: every section present. A key this language's stored dictionary
 * lacks (or left empty) takes, in order: the product's own text in this language (a key added by a later
 * version reaches a database seeded before it), the stored Turkish text, the product's Turkish text.
 */
export function loadDictionary(ctx: PublicContext, lang: string): Promise<Dictionary> {
  return cachedValue(ctx.cache, `dictionary|${lang}`, async () => {
    const own = await storedDictionary(ctx, lang);
    const storedDefault = lang === defaultLanguage ? {} : await storedDictionary(ctx, defaultLanguage);
    // Lowest first: each layer's non-empty texts cover the ones before.
    const layers = [
      builtIn(defaultLanguage),
      storedDefault,
      lang === defaultLanguage ? {} : builtIn(lang),
      own,
    ];
    const section = (name: DictionarySection) => {
      const merged: Record<string, string> = {};
      for (const layer of layers) {
        for (const [key, text] of Object.entries(layer[name] ?? {})) {
          if (typeof text === 'string' && text !== '') merged[key] = text;
        }
      }
      return merged;
    };
    return Object.fromEntries(dictionarySections.map((name) => [name, section(name)])) as Dictionary;
  });
}

export async function languageRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/all-languages', async () => (await activeLanguages(ctx)).map(toItem)),
    pageRoute(ctx, '/api/pages/static-languages', async (lang): Promise<StaticLanguages> => {
      const row = (await activeLanguages(ctx)).find((item) => item.abbr === lang);
      return { abbr: lang, lang: row?.lang ?? lang, page_lang: await loadDictionary(ctx, lang) };
    }),
    {
      // A GET because the spec says so; it only sets a preference cookie, so a forged request does no harm.
      method: 'GET',
      url: '/api/pages/change-language/:abbr',
      handler: async (request, reply) => {
        const abbr = routeParam(request, 'abbr');
        const language = (await activeLanguages(ctx)).find((row) => row.abbr === abbr);
        if (!language) throw notFound('Dil bulunamadı');
        reply.setCookie(languageCookie, language.abbr, {
          path: '/',
          maxAge: languageCookieMaxAge,
          sameSite: 'lax',
          secure: cookiesAreSecure(request),
        });
        return sendCached(ctx.cache, request, reply, `change-language|${language.abbr}`, async () => ({
          success: true,
          data: toItem(language),
        }));
      },
    },
  ]);
}
