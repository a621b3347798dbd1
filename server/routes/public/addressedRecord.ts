import type { FastifyRequest } from 'fastify';
import type { RouteDef } from '../../http/routes.js';
import { notFound } from '../../http/errors.js';
import { type SlugMap, type SlugResource, loadSlugs, recordAt } from '../../services/seoSlugs.js';
import { type PublicContext, pageRoute, routeParam } from './context.js';

/**
 * The record a detail page's address names: the one whose slug in `lang` is the request's `:seo_name`
 * (issue 30), read by `find` only if the public may see it (active, published, not in the trash). Anything
 * else is a 404 saying `missing`.
 */
async function addressedRecord<R>(
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

/** A detail page's route (a brand, a contract, an instructor, a news item): the addressed record, answered. */
export interface AddressedPage<R, T> {
  resource: SlugResource;
  /** The record, when the public may see it. */
  find: (id: number) => Promise<R | undefined>;
  /** The 404's text when the address names no such record. */
  missing: string;
  /** The page's data. */
  detail: (record: R, lang: string) => Promise<T>;
}

export function addressedPageRoute<R, T>(
  ctx: PublicContext,
  url: string,
  page: AddressedPage<R, T>,
): RouteDef {
  return pageRoute(ctx, url, async (lang, request) =>
    page.detail(await addressedRecord(ctx, request, lang, page.resource, page.find, page.missing), lang),
  );
}

/** A resource's list page and its records' detail pages (brands, instructors). */
export interface ListAndDetailPages<R extends { id: number }, L, D> extends AddressedPage<R, D> {
  /** The records the public may see, in the list's order. */
  all: () => Promise<R[]>;
  /** A record as the list shows it in `lang`, `slugs` being its own slugs per language (issue 30). */
  listItem: (record: R, lang: string, slugs: SlugMap | undefined) => L;
}

export function listAndDetailRoutes<R extends { id: number }, L, D>(
  ctx: PublicContext,
  urls: { list: string; detail: string },
  pages: ListAndDetailPages<R, L, D>,
): RouteDef[] {
  return [
    pageRoute(ctx, urls.list, async (lang) => {
      const rows = await pages.all();
      const slugs = await loadSlugs(ctx.db, pages.resource);
      return rows.map((row) => pages.listItem(row, lang, slugs.get(row.id)));
    }),
    addressedPageRoute(ctx, urls.detail, pages),
  ];
}
