import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractSchema, prepareContractBody } from '../../../shared/schemas/contract.js';
import { adminMessages } from '../../../shared/schemas/common.js';
import { slugify } from '../../../shared/slug.js';
import type { Translated } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { parseTranslated, toJson } from '../../db/json.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
import { isBlankRichText, sanitizeRichText } from '../../services/sanitizeHtml.js';
import { foldForSearch } from '../../services/fold.js';
import { resolveSeoNames, rethrowSeoRace, seoNameTakenMessage, textsOf } from './catalogueHelpers.js';
import { rememberOldSlugs, saveSlugs, withSlugs } from './seoSlugHooks.js';
import { bodyOf, endOfQueue, successMessages, targetId, translatedInput, unwrapFormData } from './helpers.js';
import { listRoute, offsetOf, paged } from './listQuery.js';
import { requestedSort, sortRows } from './listSort.js';
import { trashRoutes, trashScope } from './contentTrash.js';

export interface ContractRecord {
  id: number;
  /** The name per language; Turkish is always there. */
  name: Translated;
  seo_name: string;
  /** The other languages' own slugs (issue 30); {} when none. */
  seo_names?: Translated;
  /** The contract text per language: sanitized HTML. */
  text: Translated;
  queue: number;
  created_at: string;
  updated_at: string;
  /** When it was moved to the trash; null while it is live (issue 28). */
  deleted_at: string | null;
}

async function findContract(db: Db, id: number): Promise<ContractRecord> {
  const row = await db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const { form_data, name, ...rest } = row;
  return withSlugs(db, 'contracts', {
    ...rest,
    name: parseTranslated(name),
    text: parseTranslated(form_data),
  });
}

/** Validates, slugs and sanitizes a contract; refuses a taken seo_name with a field error. */
async function contractValues(db: Db, rawBody: Record<string, unknown>, exceptId?: number) {
  const body = prepareContractBody(unwrapFormData(rawBody));
  const input = await validateBody(contractSchema, { ...body, text: translatedInput(body, 'text') });
  const seoName = input.seo_name || slugify(input.name.tr ?? '');
  if (!seoName) throw new HttpError(422, validationFailedMessage, { seo_name: adminMessages.required });

  const text: Translated = {};
  for (const [lang, html] of Object.entries(input.text ?? {})) text[lang] = sanitizeRichText(html);
  if (isBlankRichText(text.tr ?? '')) {
    throw new HttpError(422, validationFailedMessage, { 'text.tr': adminMessages.required });
  }

  let taken = db.selectFrom('contracts').select('id').where('seo_name', '=', seoName);
  if (exceptId !== undefined) taken = taken.where('id', '!=', exceptId);
  if (await taken.executeTakeFirst()) {
    throw new HttpError(422, validationFailedMessage, { seo_name: seoNameTakenMessage });
  }
  return {
    values: { name: toJson(input.name), seo_name: seoName, form_data: toJson(text) },
    // The other languages' slugs (issue 30).
    slugs: await resolveSeoNames(db, 'contracts', seoName, body, input.seo_names, exceptId),
  };
}

/** SPEC §7 /api/admin/contracts: the legal texts shown in the footer and at /sozlesme/{seo_name}. */
export async function contractRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const update = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const id = targetId(request, body);
    const before = await findContract(db, id);
    const { values, slugs } = await contractValues(db, body, id);
    await db
      .updateTable('contracts')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute()
      .catch(rethrowSeoRace);
    await saveSlugs(db, 'contracts', id, slugs).catch(rethrowSeoRace);
    const after = await findContract(db, id);
    await rememberOldSlugs(db, 'contract', id, before, after);
    return { success: true, message: successMessages.updated, data: after };
  };

  registerRoutes(app, [
    listRoute('/contracts', 'contracts', async (q, request) => {
      // The names are per-language JSON, so the search runs here, not in SQL: a literal, case- and
      // accent-insensitive (Turkish-aware) "contains" over every language's name and the seo_name.
      const rows = await db
        .selectFrom('contracts')
        .select(['id', 'name', 'seo_name', 'queue', 'created_at', 'updated_at', 'deleted_at'])
        .$call(trashScope(request.query))
        .orderBy('queue', 'desc')
        .orderBy('id', 'asc')
        .execute();
      const needle = foldForSearch(q.search);
      const matching = sortRows(rows, requestedSort('contracts', request.query), {
        translated: ['name'],
      }).filter(
        (row) =>
          needle === '' ||
          [...textsOf(row.name), row.seo_name].some((text) => foldForSearch(text).includes(needle)),
      );
      const items = matching
        .slice(offsetOf(q), offsetOf(q) + q.perPage)
        .map((row) => ({ ...row, name: parseTranslated(row.name) }));
      const total = matching.length;
      return paged(items, total, q);
    }),
    {
      method: 'GET',
      url: '/contracts/:id',
      access: 'contracts',
      handler: async (request) => {
        const id = targetId(request, {});
        return { success: true, data: await findContract(db, id) };
      },
    },
    {
      method: 'POST',
      url: '/contracts',
      access: 'contracts',
      handler: async (request, reply) => {
        const { values, slugs } = await contractValues(db, bodyOf(request));
        const now = new Date().toISOString();
        const row = await db
          .insertInto('contracts')
          .values({ ...values, queue: await endOfQueue(db, 'contracts'), created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
          .catch(rethrowSeoRace);
        await saveSlugs(db, 'contracts', row.id, slugs).catch(rethrowSeoRace);
        reply.status(201);
        return { success: true, message: successMessages.created, data: await findContract(db, row.id) };
      },
    },
    { method: 'PUT', url: '/contracts', access: 'contracts', handler: update },
    { method: 'PUT', url: '/contracts/:id', access: 'contracts', handler: update },
    // SPEC §7 "DELETE with id": the id in the body at /contracts, or in the URL.
    ...trashRoutes(db, {
      table: 'contracts',
      url: '/contracts',
      access: 'contracts',
      find: (id) => findContract(db, id),
      deleteByBody: true,
    }),
  ]);
}
