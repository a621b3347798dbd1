import type { FastifyRequest } from 'fastify';
import type { Paged } from '../../../shared/types.js';
import { HttpError, notFound } from '../../http/errors.js';
import { queryValue } from './context.js';

/** A page of a public course list when the caller names none (`?page=2`), and the most one may ask for. */
export const listPerPage = 20;
export const listMaxPerPage = 100; // its message below says 100

const wholeNumber = /^\d{1,6}$/;

/** `?page` / `?per_page` as whole numbers from 1, or the field's Turkish message (the API's per-field errors). */
function readPaging(request: FastifyRequest) {
  const errors: Record<string, string> = {};
  const page = queryValue(request, 'page') ?? '';
  const perPage = queryValue(request, 'per_page');
  if (!wholeNumber.test(page) || Number(page) < 1)
    errors.page = 'Sayfa 1 veya daha büyük bir tam sayı olmalıdır';
  if (
    perPage !== undefined &&
    (!wholeNumber.test(perPage) || Number(perPage) < 1 || Number(perPage) > listMaxPerPage)
  ) {
    errors.per_page = 'Sayfa boyutu 1 ile 100 arasında bir tam sayı olmalıdır';
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'Geçersiz sayfa bilgisi', errors);
  return { page: Number(page), perPage: perPage === undefined ? listPerPage : Number(perPage) };
}

/**
 * A public course list as the caller asks for it (issue 31: cost that does not grow with the catalogue). With
 * `?page=N` (and optionally `per_page`, at most 100) one page of it, with its totals; a page past the last is
 * a 404, as the news archive's. Without `page`, the whole list: that is the answer SPEC §7 names, which
 * clients of the unpaged address keep.
 */
export function pagedWhenAsked<T>(request: FastifyRequest, items: T[]): T[] | Paged<T> {
  if (queryValue(request, 'page') === undefined) return items;
  const { page, perPage } = readPaging(request);
  const paged = pageOf(items, page, perPage);
  if (page > paged.last_page) throw notFound('Sayfa bulunamadı');
  return paged;
}

/** Page `page` (from 1) of a list already in memory, with its totals; a page past the last has no items. */
export function pageOf<T>(items: T[], page: number, perPage: number): Paged<T> {
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    per_page: perPage,
    total: items.length,
    last_page: Math.max(1, Math.ceil(items.length / perPage)),
  };
}
