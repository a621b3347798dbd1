import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { type AdminNews, newsSchema, prepareNewsBody } from '../../../shared/schemas/news.js';
import type { Db } from '../../db/database.js';
import type { NewsTable } from '../../db/schema.js';
import { parseTranslated, toJson } from '../../db/json.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { resolveSlugs, sanitizeTranslated, textsOf } from './catalogueHelpers.js';
import { bodyOf } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { thumbUrlOrNull, wantsImageRemoved } from './singleImage.js';
import { singleImageResourceRoutes } from './singleImageResource.js';
import { imageAltValues } from './imageAltValues.js';
import { slugHooks } from './seoSlugHooks.js';

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
    image_thumb_url: thumbUrlOrNull(row.image_path),
    image_alt: parseTranslated(row.image_alt),
    published_at: row.published_at,
    active: row.active,
    deleted_at: row.deleted_at,
  };
}

async function newsInput(db: Db, request: FastifyRequest, exceptId?: number) {
  const raw = prepareNewsBody(bodyOf(request));
  const input = await validateBody(newsSchema, raw);
  const { seoName, slugs } = await resolveSlugs(db, 'news', input, input.title.tr ?? '', raw, exceptId);
  return {
    slugs,
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

export async function newsRoutes(app: FastifyInstance, options: AdminRouteOptions) {
  const { db } = options;
  registerRoutes(
    app,
    singleImageResourceRoutes(options, {
      table: 'news',
      url: '/news',
      image: {
        kind: 'news',
        field: 'image',
        column: 'image_path',
        pathOf: (news: AdminNews) => news.image_url,
      },
      records: async (rows) => rows.map(present),
      list: {
        columns: ['title', 'seo_name', 'published_at', 'active', 'deleted_at'],
        search: (row) => [row.seo_name, ...textsOf(row.title)],
        translated: ['title'],
      },
      order: 'published',
      input: (request: FastifyRequest, id?: number) => newsInput(db, request, id),
      values: (input, before) => ({
        ...input.values,
        published_at: input.publishedAt ?? before?.published_at ?? new Date().toISOString(),
      }),
      ...slugHooks<AdminNews>(db, 'news', 'news'),
    }),
  );
}
