import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AdminContentBlock,
  contentBlockSchema,
  contentBlockSchemas,
  contentMessages,
  contentPageKeys,
  contentRichKeys,
} from '../../../shared/schemas/content.js';
import type { Translated } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { parseJson, toJson } from '../../db/json.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { requireSomeField, validateBody, validationFailedMessage } from '../../http/validate.js';
import { sanitizeTranslated } from './catalogueHelpers.js';
import { bodyOf, successMessages } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { galleryRoutes, listFiles } from './productFiles.js';

/*
 * The content pages (issue 7): GET /contents (every block, grouped by page), GET and PUT
 * /contents/:page/:name, and each block's image gallery (owner_type 'content'), the same gallery endpoints as
 * the courses': POST /contents/:page/:name/files, PUT /contents/files-queue/:page/:name,
 * DELETE /contents/files/:fileId.
 */

function blockParams(request: FastifyRequest): { page: string; name: string } {
  const { page, name } = request.params as { page?: string; name?: string };
  if (!page || !name || !contentBlockSchema(page, name)) throw notFound(contentMessages.pageNotFound);
  return { page, name };
}

async function readBlocks(db: Db, page?: string, name?: string): Promise<AdminContentBlock[]> {
  const rows = await db
    .selectFrom('contents')
    .selectAll()
    .$if(page !== undefined, (qb) => qb.where('page', '=', page ?? ''))
    .$if(name !== undefined, (qb) => qb.where('name', '=', name ?? ''))
    .execute();
  const files = await listFiles(
    db,
    'content',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    page: row.page,
    name: row.name,
    data: parseJson<Record<string, unknown>>(row.data, {}),
    files: files.get(row.id) ?? [],
    updated_at: row.updated_at,
  }));
}

const emptyBlock = (page: string, name: string): AdminContentBlock => ({
  id: null,
  page,
  name,
  data: {},
  files: [],
  updated_at: null,
});

async function findBlock(db: Db, page: string, name: string): Promise<AdminContentBlock> {
  return (await readBlocks(db, page, name))[0] ?? emptyBlock(page, name);
}

/** The block's row id, creating an empty row the first time a gallery image is added to a new block. */
async function ensureBlockId(db: Db, page: string, name: string): Promise<number> {
  await db
    .insertInto('contents')
    .values({ page, name, data: '{}', updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['page', 'name']).doNothing())
    .execute();
  const row = await db
    .selectFrom('contents')
    .select('id')
    .where('page', '=', page)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `data` as an object (JSON) or its JSON text (form data); without `data`, the body itself is the data. */
function dataOf(body: Record<string, unknown>): unknown {
  const { _method: _ignored, ...rest } = body;
  if (rest.data === undefined) return rest;
  if (typeof rest.data !== 'string') return rest.data;
  try {
    return JSON.parse(rest.data);
  } catch {
    throw new HttpError(422, validationFailedMessage, { data: contentMessages.invalidData });
  }
}

export async function contentRoutes(app: FastifyInstance, options: AdminRouteOptions) {
  const { db } = options;
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/contents',
      access: 'content',
      handler: async () => {
        const stored = await readBlocks(db);
        const grouped: Record<string, Record<string, AdminContentBlock>> = {};
        for (const page of contentPageKeys) {
          grouped[page] = {};
          for (const name of Object.keys(contentBlockSchemas[page])) {
            grouped[page][name] =
              stored.find((block) => block.page === page && block.name === name) ?? emptyBlock(page, name);
          }
        }
        return { success: true, data: grouped };
      },
    },
    {
      method: 'GET',
      url: '/contents/:page/:name',
      access: 'content',
      handler: async (request) => {
        const { page, name } = blockParams(request);
        return { success: true, data: await findBlock(db, page, name) };
      },
    },
    {
      method: 'PUT',
      url: '/contents/:page/:name',
      access: 'content',
      handler: async (request) => {
        const { page, name } = blockParams(request);
        const raw = dataOf(bodyOf(request));
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
          throw new HttpError(422, validationFailedMessage, { data: contentMessages.invalidData });
        }
        const schema = contentBlockSchema(page, name);
        if (!schema) throw notFound(contentMessages.pageNotFound);
        // The block is replaced by what is sent: a body naming none of its fields would only empty it.
        requireSomeField(raw as Record<string, unknown>, Object.keys(schema.fields));
        const data = (await validateBody(schema, raw)) as Record<string, unknown>;
        for (const key of contentRichKeys) {
          if (key in data) data[key] = sanitizeTranslated(data[key] as Translated);
        }
        const values = { data: toJson(data), updated_at: new Date().toISOString() };
        await db
          .insertInto('contents')
          .values({ page, name, ...values })
          .onConflict((oc) => oc.columns(['page', 'name']).doUpdateSet(values))
          .execute();
        return { success: true, message: successMessages.updated, data: await findBlock(db, page, name) };
      },
    },
  ]);

  galleryRoutes(app, options, {
    ownerType: 'content',
    kind: 'contents',
    uploadUrl: '/contents/:page/:name/files',
    queueUrl: '/contents/files-queue/:page/:name',
    deleteUrl: '/contents/files/:fileId',
    resolveOwner: async (database, request) => {
      const { page, name } = blockParams(request);
      return ensureBlockId(database, page, name);
    },
  });
}
