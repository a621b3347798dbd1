import type { FastifyInstance } from 'fastify';
import { pageMetaSchema, publicRouteNames } from '../../../shared/schemas/pageMeta.js';
import type { Db } from '../../db/database.js';
import { parseJson, toJson } from '../../db/json.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { requireSomeField, validateBody } from '../../http/validate.js';
import { bodyOf, successMessages, translatedInput } from './helpers.js';
import { listRoute, paged } from './listQuery.js';

type NullableTranslated = Record<string, string | null>;

export interface PageMetaRecord {
  /** The route name doubles as the id: there is one record per public route. */
  id: string;
  route_name: string;
  title: NullableTranslated;
  description: NullableTranslated;
}

/** Every public route, saved or not (so the panel can fill in one that never had meta), plus any stored extra. */
async function readAll(db: Db): Promise<PageMetaRecord[]> {
  const rows = await db.selectFrom('page_meta').selectAll().execute();
  const byName = new Map(rows.map((row) => [row.route_name, row]));
  const names = [...new Set<string>([...publicRouteNames, ...rows.map((row) => row.route_name)])];
  return names.map((name) => {
    const row = byName.get(name);
    return {
      id: name,
      route_name: name,
      title: parseJson<NullableTranslated>(row?.title, {}),
      description: parseJson<NullableTranslated>(row?.description, {}),
    };
  });
}

async function findOne(db: Db, params: unknown): Promise<PageMetaRecord> {
  const name = (params as { route_name?: string }).route_name;
  const record = (await readAll(db)).find((item) => item.route_name === name);
  if (!record) throw notFound('Sayfa bulunamadı');
  return record;
}

/** Page titles and descriptions per public route and language (SPEC §3 page meta). */
export async function pageMetaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoutes(app, [
    listRoute(
      '/page-meta',
      'page_meta',
      async (q) => {
        const items = await readAll(db);
        return paged(items, items.length, { ...q, page: 1, perPage: items.length });
      },
      { perPage: 1000, maxPerPage: 1000 },
    ),
    {
      method: 'GET',
      url: '/page-meta/:route_name',
      access: 'page_meta',
      handler: async (request) => ({ success: true, data: await findOne(db, request.params) }),
    },
    {
      method: 'PUT',
      url: '/page-meta/:route_name',
      access: 'page_meta',
      handler: async (request) => {
        const current = await findOne(db, request.params);
        const body = bodyOf(request);
        const sent = {
          title: translatedInput(body, 'title'),
          description: translatedInput(body, 'description'),
        };
        // A field left out keeps its stored texts; a body with neither would change nothing.
        requireSomeField(sent, ['title', 'description']);
        const input = await validateBody(pageMetaSchema, {
          title: sent.title ?? current.title,
          description: sent.description ?? current.description,
        });
        const values = { title: toJson(input.title), description: toJson(input.description) };
        await db
          .insertInto('page_meta')
          .values({ route_name: current.route_name, ...values })
          .onConflict((oc) => oc.column('route_name').doUpdateSet(values))
          .execute();
        return { success: true, message: successMessages.updated, data: await findOne(db, request.params) };
      },
    },
  ]);
}
