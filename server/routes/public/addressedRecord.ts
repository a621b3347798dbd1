import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.js';
import { type SlugResource, recordAt } from '../../services/seoSlugs.js';
import { type PublicContext, routeParam } from './context.js';

/**
 * The record a detail page's address names: the one whose slug in `lang` is the request's `:seo_name`
 * (issue 30), read by `find` only if the public may see it (active, published, not in the trash). Anything
 * else is a 404 saying `missing`.
 */
export async function addressedRecord<R>(
  ctx: PublicContext,
  request: FastifyRequest,
  lang: string,
  resource: SlugResource,
  find: (id: number) => Promise<R | undefined>,
  missing: string,
): Promise<R> {
  const id = await recordAt(ctx.db, resource, routeParam(request, 'seo_name'), lang);
  const record = id === undefined ? undefined : await find(id);
  if (!record) throw notFound(missing);
  return record;
}
