import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  languageActiveSchema,
  languageCreateSchema,
  pageLangSchema,
} from '../../../shared/schemas/language.js';
import { type Dictionary, defaultLanguage, dictionarySections } from '../../../shared/types.js';
import { languageMessages } from '../../../shared/languageMessages.js';
import type { Db } from '../../db/database.js';
import { parseJson, toJson } from '../../db/json.js';
import type { LanguagesTable } from '../../db/schema.js';
import { dictionaries } from '../../db/seed/dictionary.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
import { bodyOf, endOfQueue, successMessages, takenOnRace } from './helpers.js';
import { listRoute, paged } from './listQuery.js';
import type { Selectable } from 'kysely';

export const languageExistsMessage = languageMessages.exists.tr;
export const defaultLanguageMessage = languageMessages.defaultInactive.tr;
export const defaultLanguageDeleteMessage = languageMessages.defaultDelete.tr;

export interface LanguageRecord {
  id: number;
  abbr: string;
  lang: string;
  active: number;
  is_default: number;
  queue: number;
  page_lang: Dictionary;
}

/** A stored dictionary with every section present, whatever an older row holds. */
function completeDictionary(raw: string | undefined): Dictionary {
  const stored = parseJson<Partial<Record<string, Record<string, string>>>>(raw, {});
  const out = {} as Dictionary;
  for (const section of dictionarySections) {
    const texts = stored[section];
    out[section] = texts && typeof texts === 'object' && !Array.isArray(texts) ? { ...texts } : {};
  }
  return out;
}

const present = ({ page_lang, ...row }: Selectable<LanguagesTable>): LanguageRecord => ({
  ...row,
  page_lang: completeDictionary(page_lang),
});

async function findByAbbr(db: Db, abbr: string) {
  const row = await db.selectFrom('languages').selectAll().where('abbr', '=', abbr).executeTakeFirst();
  if (!row) throw notFound('Dil bulunamadı');
  return row;
}

/** The Turkish dictionary a new language starts from: the stored one, or the shipped one on a bare database. */
async function turkishDictionary(db: Db): Promise<Dictionary> {
  const row = await db
    .selectFrom('languages')
    .select('page_lang')
    .where('abbr', '=', defaultLanguage)
    .executeTakeFirst();
  return row ? completeDictionary(row.page_lang) : completeDictionary(toJson(dictionaries.tr));
}

/** The language the URL's `:key` names, by its row id (as the panel knows it) or its abbr; else a 404. */
async function languageAtKey(db: Db, request: FastifyRequest) {
  const key = String((request.params as { key: string }).key);
  const byId = /^\d{1,9}$/.test(key);
  const row = await db
    .selectFrom('languages')
    .selectAll()
    .$if(byId, (qb) => qb.where('id', '=', Number(key)))
    .$if(!byId, (qb) => qb.where('abbr', '=', key.toLowerCase()))
    .executeTakeFirst();
  if (!row) throw notFound('Dil bulunamadı');
  return row;
}

/**
 * SPEC §7 languages: list, add (from a copy of Turkish), edit the page-language texts, set active, delete
 * (issue 30).
 */
// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export async function languageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  /** A write's answer: its message and the language as it is now. */
  const changedAnswer = async (message: string, abbr: string) => ({
    success: true,
    message,
    data: present(await findByAbbr(db, abbr)),
  });
  registerRoutes(app, [
    listRoute(
      '/languages',
      'languages',
      async (q) => {
        // A handful of rows: the whole list, in the Paged shape every list answers with.
        const rows = await db
          .selectFrom('languages')
          .selectAll()
          .orderBy('queue', 'desc')
          .orderBy('id', 'asc')
          .execute();
        return paged(rows.map(present), rows.length, { ...q, page: 1, perPage: Math.max(1, rows.length) });
      },
      { perPage: 1000, maxPerPage: 1000 },
    ),
    {
      method: 'GET',
      url: '/languages/:key',
      access: 'languages',
      handler: async (request) => {
        const row = await languageAtKey(db, request);
        return { success: true, data: present(row) };
      },
    },
    {
      method: 'POST',
      url: '/languages',
      access: 'languages',
      handler: async (request, reply) => {
        const input = await validateBody(languageCreateSchema, bodyOf(request));
        const taken = await db
          .selectFrom('languages')
          .select('id')
          .where('abbr', '=', input.abbr)
          .executeTakeFirst();
        if (taken) throw new HttpError(422, validationFailedMessage, { abbr: languageExistsMessage });
        await db
          .insertInto('languages')
          .values({
            abbr: input.abbr,
            lang: input.lang,
            active: input.active,
            is_default: 0,
            page_lang: toJson(await turkishDictionary(db)),
            queue: await endOfQueue(db, 'languages'),
          })
          .execute()
          .catch(takenOnRace('abbr', languageExistsMessage));
        reply.status(201);
        return changedAnswer(successMessages.created, input.abbr);
      },
    },
    {
      method: 'PUT',
      url: '/languages/page-lang',
      access: 'languages',
      handler: async (request) => {
        const input = await validateBody(pageLangSchema, bodyOf(request));
        const row = await findByAbbr(db, input.abbr);
        await db
          .updateTable('languages')
          .set({ page_lang: toJson(input.page_lang) })
          .where('id', '=', row.id)
          .execute();
        return changedAnswer(successMessages.updated, input.abbr);
      },
    },
    {
      method: 'PUT',
      url: '/languages/active',
      access: 'languages',
      handler: async (request) => {
        const input = await validateBody(languageActiveSchema, bodyOf(request));
        const row = await findByAbbr(db, input.abbr);
        const active = input.active ?? (row.active === 1 ? 0 : 1);
        if (active === 0 && row.is_default === 1) throw new HttpError(422, defaultLanguageMessage);
        await db.updateTable('languages').set({ active }).where('id', '=', row.id).execute();
        return changedAnswer(successMessages.changed, input.abbr);
      },
    },
    {
      // The row goes (after the panel's confirmation); the language's texts stay in the content maps, where
      // a language that is no more is harmless (routes/public/localize.ts) and returns if it is added again.
      // Its addresses are then unknown: the 404 page.
      method: 'DELETE',
      url: '/languages/:key',
      access: 'languages',
      handler: async (request) => {
        const row = await languageAtKey(db, request);
        if (row.is_default === 1 || row.abbr === defaultLanguage) {
          throw new HttpError(422, defaultLanguageDeleteMessage);
        }
        await db.deleteFrom('languages').where('id', '=', row.id).execute();
        return { success: true, message: successMessages.deleted, data: present(row) };
      },
    },
  ]);
}
