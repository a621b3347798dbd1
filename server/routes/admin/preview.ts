import type { FastifyInstance } from 'fastify';
import {
  type PreviewAddress,
  type PreviewResource,
  type PublicOrigin,
  isPreviewResource,
  previewPages,
  previewParam,
} from '../../../shared/preview.js';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import { arrivalOf, publicOriginForLinks } from '../../http/origins.js';
import { registerRoutes } from '../../http/routes.js';
import { validationFailedMessage } from '../../http/validate.js';
import { signPreview } from '../../services/previewTokens.js';
import { bodyId, bodyOf, invalidRecordMessage } from './helpers.js';
import type { AdminRouteOptions } from './options.js';

/*
 * Preview addresses (issue 28): POST /preview with `resource` (products | news | instructors) and `id`
 * answers the record's public address with a signed token good for 30 minutes, whatever the record's state
 * (draft, scheduled, in the trash). GET /preview/origin tells the panel where the public site is, for its
 * "Sitede gör" links. Neither changes anything: no audit entry, no public cache clear.
 */

const tables = { products: 'products', news: 'news', instructors: 'instructors' } as const;

async function seoNameOf(db: Db, resource: PreviewResource, id: number): Promise<string> {
  const row = await db
    .selectFrom(tables[resource])
    .select('seo_name')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.seo_name;
}

export async function previewRoutes(app: FastifyInstance, { db, config }: AdminRouteOptions) {
  // A preview is no write: the public cache (app.ts) has nothing to forget.
  const readOnly = { config: { changesNothing: true } };
  registerRoutes(app, [
    {
      method: 'POST',
      url: '/preview',
      access: 'content',
      options: readOnly,
      handler: async (request) => {
        const body = bodyOf(request);
        const resource = body.resource;
        if (!isPreviewResource(resource)) {
          throw new HttpError(422, validationFailedMessage, { resource: invalidRecordMessage });
        }
        const id = bodyId(body);
        const page = previewPages[resource].path(await seoNameOf(db, resource, id));
        const { token, expiresAt } = await signPreview(db, resource, id);
        const origin = publicOriginForLinks(config, arrivalOf(request));
        const data: PreviewAddress = {
          url: `${origin}${page}?${previewParam}=${encodeURIComponent(token)}`,
          expires_at: new Date(expiresAt).toISOString(),
        };
        return { success: true, data };
      },
    },
    {
      method: 'GET',
      url: '/preview/origin',
      access: 'content',
      handler: async (request) => {
        const data: PublicOrigin = { origin: publicOriginForLinks(config, arrivalOf(request)) };
        return { success: true, data };
      },
    },
  ]);
}
