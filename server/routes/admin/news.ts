import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { type AdminNews, newsSchema, prepareNewsBody } from '../../../shared/schemas/news.js';
import type { Db } from '../../db/database.js';
import type { NewsTable } from '../../db/schema.js';
import { parseTranslated, toJson } from '../../db/json.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { thumbUrlOf } from '../../services/images.js';
import {
  imageStoreOf,
  inOrder,
  pageOfMatches,
  resolveSeoName,
  resolveSeoNames,
  rethrowSeoRace,
  sanitizeTranslated,
  textsOf,
} from './catalogueHelpers.js';
import { trashRoutes, trashScope } from './contentTrash.js';
import { bodyOf, idParam, successMessages } from './helpers.js';
import { listQuerystring, pageQuery, paged } from './listQuery.js';
import { requestedSort, sortRows } from './listSort.js';
import type { AdminRouteOptions } from './options.js';
import { SingleImage, wantsImageRemoved } from './singleImage.js';
import { imageAltValues } from './imageAltValues.js';
import { rememberOldAddress } from '../../services/oldAddresses.js';
import { loadSlugs, writeSlugs } from '../../services/seoSlugs.js';

/*
 * News (issue 7): title, summary and content per language, an image (multipart field `image`), a publish
 * date, seo_name, active. Not drag-ordered: the list is newest first by publish date.
 */

function present(row: Selectable<NewsTable>): AdminNews {
  return {
    id: row.id,
    seo_name: row.seo_name,
    title: parseTranslated(row.title),
    summary: parseTranslated(row.summary),
    content: parseTranslated(row.content),
    image_url: row.image_path,
    image_thumb_url: row.image_path ? thumbUrlOf(row.image_path) : null,
    image_alt: parseTranslated(row.image_alt),
    published_at: row.published_at,
    active: row.active,
    deleted_at: row.deleted_at,
  };
}

async function findNews(db: Db, id: number): Promise<AdminNews> {
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...present(row), seo_names: (await loadSlugs(db, 'news', [id])).get(id) ?? {} };
}

async function newsInput(db: Db, request: FastifyRequest, exceptId?: number) {
  const raw = prepareNewsBody(bodyOf(request));
  const input = await validateBody(newsSchema, raw);
  const seoName = await resolveSeoName(db, 'news', input.seo_name, input.title.tr ?? '', exceptId);
  const sentSlugs = exceptId === undefined || raw.seo_names !== undefined ? input.seo_names : undefined;
  return {
    // The other languages' slugs (issue 30); undefined: an update that did not send them keeps them.
    slugs: await resolveSeoNames(db, 'news', seoName, sentSlugs, exceptId),
    values: {
      seo_name: seoName,
      title: toJson(input.title),
      summary: toJson(input.summary),
      content: toJson(sanitizeTranslated(input.content)),
      active: input.active,
      ...imageAltValues(raw, input),
    },
    publishedAt: input.published_at,
    removeImage: wantsImageRemoved(raw, 'image', input.remove_image),
  };
}

export async function newsRoutes(app: FastifyInstance, { db, config }: AdminRouteOptions) {
  const image = new SingleImage(imageStoreOf(config), {
    kind: 'news',
    field: 'image',
    pathOf: (news: AdminNews) => news.image_url,
    find: (id) => findNews(db, id),
  });
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/news',
      access: 'content',
      schema: { querystring: listQuerystring },
      handler: async (request) => {
        const q = pageQuery(request.query);
        const rows = await db
          .selectFrom('news')
          .select(['id', 'title', 'seo_name', 'published_at', 'active', 'deleted_at'])
          .$call(trashScope(request.query))
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        const sorted = sortRows(rows, requestedSort('news', request.query), { translated: ['title'] });
        const { ids, total } = pageOfMatches(sorted, q, (row) => [row.seo_name, ...textsOf(row.title)]);
        const page = await inOrder(ids, (some) =>
          db.selectFrom('news').selectAll().where('id', 'in', some).execute(),
        );
        return { success: true, data: paged(page.map(present), total, q) };
      },
    },
    {
      method: 'GET',
      url: '/news/:id',
      access: 'content',
      handler: async (request) => ({ success: true, data: await findNews(db, idParam(request)) }),
    },
    {
      method: 'POST',
      url: '/news',
      access: 'content',
      handler: async (request, reply) => {
        const input = await newsInput(db, request);
        const news = await image
          .create(request, async (imagePath) => {
            const row = await db
              .insertInto('news')
              .values({
                ...input.values,
                image_path: imagePath,
                published_at: input.publishedAt ?? new Date().toISOString(),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            if (input.slugs) await writeSlugs(db, 'news', row.id, input.slugs);
            return row.id;
          })
          .catch(rethrowSeoRace);
        reply.status(201);
        return { success: true, message: successMessages.created, data: news };
      },
    },
    {
      method: 'PUT',
      url: '/news/:id',
      access: 'content',
      handler: async (request) => {
        const id = idParam(request);
        const before = await findNews(db, id);
        const input = await newsInput(db, request, id);
        const after = await image
          .update(request, before, input.removeImage, async (imagePath) => {
            await db
              .updateTable('news')
              .set({
                ...input.values,
                image_path: imagePath,
                published_at: input.publishedAt ?? before.published_at,
              })
              .where('id', '=', id)
              .execute();
            if (input.slugs) await writeSlugs(db, 'news', id, input.slugs);
          })
          .catch(rethrowSeoRace);
        await rememberOldAddress(db, 'news', id, before.seo_name, after.seo_name);
        // A language's own slug that changed keeps answering too (301 to the new address).
        for (const [lang, slug] of Object.entries(before.seo_names ?? {})) {
          await rememberOldAddress(db, 'news', id, slug, after.seo_names?.[lang] ?? after.seo_name);
        }
        return { success: true, message: successMessages.updated, data: after };
      },
    },
    ...trashRoutes(db, {
      table: 'news',
      url: '/news',
      access: 'content',
      find: (id) => findNews(db, id),
      store: imageStoreOf(config),
    }),
  ]);
}
