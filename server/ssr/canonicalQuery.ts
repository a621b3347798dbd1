import { readCalendarPart } from '../../shared/calendarWindow.js';
import type { PublicRouteName } from '../../shared/publicApi.js';

/**
 * The query parameters that make a page's content its own rather than a view of another page: a list's page
 * (`?sayfa=2`), the calendar's month and a busy month's part. Each such page is its own canonical address
 * (search engines index every page of a list, not only its first); a filter (category, city, a search) is a
 * view, canonical at the address without it, as is any parameter a route does not read.
 */
const contentParams: Partial<Record<PublicRouteName, (query: URLSearchParams) => [string, string][]>> = {
  products: (query) => {
    const month = query.get('month') ?? '';
    if (!/^\d{4}-\d{2}$/.test(month)) return [];
    // The part as the calendar itself reads it (shared/calendarWindow.ts), so the address names what is shown.
    const part = readCalendarPart(query.get('sayfa'));
    return part > 1
      ? [
          ['month', month],
          ['sayfa', String(part)],
        ]
      : [['month', month]];
  },
  news_archive: pageParam,
  distance_learning: pageParam,
};

/** `sayfa` when it names a page after the first (the first is the bare address). */
function pageParam(query: URLSearchParams): [string, string][] {
  const page = Number(query.get('sayfa'));
  return Number.isInteger(page) && page > 1 ? [['sayfa', String(page)]] : [];
}

/** The part of a page's canonical address after its path: '' or `?month=2026-12&sayfa=2`. */
export function canonicalQuery(route: PublicRouteName, search: string): string {
  const kept = contentParams[route]?.(new URLSearchParams(search)) ?? [];
  return kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : '';
}
