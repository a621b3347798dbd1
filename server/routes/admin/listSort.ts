import { defaultSorts, isSortable, type ListSort, type SortOrder } from '../../../shared/listSorts.js';
import { parseTranslated } from '../../db/json.js';

/*
 * The `?sort=&order=` of a content list (issue 28). The catalogue lists are small and load their candidate
 * rows at once (search folds Turkish in JS, see pageOfMatches), so the rows are sorted here too: the same on
 * SQLite and PostgreSQL, with Turkish collation, which neither database offers everywhere.
 */

/** Turkish alphabetical order, case-insensitive (ç after c, ı before i, İ with i, ş after s…), 2 before 10. */
const turkish = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/**
 * The sort a list was asked for: a whitelisted field (shared/listSorts.ts) and ASC/DESC (DESC when the order is
 * missing or unknown and the field is the default's, ASC otherwise). Null when the field is missing or not
 * sortable: the list then keeps its own default order.
 */
export function requestedSort(resource: string, query: unknown): ListSort | null {
  const q = (query ?? {}) as Record<string, unknown>;
  const field = typeof q.sort === 'string' ? q.sort : '';
  if (!isSortable(resource, field)) return null;
  const order = typeof q.order === 'string' ? q.order.toUpperCase() : '';
  if (order === 'ASC' || order === 'DESC') return { field, order };
  const fallback: SortOrder = defaultSorts[resource]?.field === field ? defaultSorts[resource].order : 'ASC';
  return { field, order: fallback };
}

type SortValue = string | number | null | undefined;

/** The Turkish text of a translated value, stored (JSON text) or already read ({ tr, en }). */
function turkishTextOf(raw: unknown): string | null {
  if (typeof raw === 'string') return parseTranslated(raw).tr ?? null;
  if (raw && typeof raw === 'object') {
    const tr = (raw as Record<string, unknown>).tr;
    return typeof tr === 'string' ? tr : null;
  }
  return null;
}

/** Empty values go last whichever the direction: a list sorted by "next session" starts with real dates. */
function compareValues(a: SortValue, b: SortValue, order: SortOrder): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return Number(emptyA) - Number(emptyB);
  const byValue =
    typeof a === 'number' && typeof b === 'number' ? a - b : turkish.compare(String(a), String(b));
  return order === 'ASC' ? byValue : -byValue;
}

/**
 * The rows in the asked order; rows that tie keep the order they came in (the list's default). `keyOf`
 * gives a row's value for a field; by default the row's own property, a translated field (`translated`,
 * stored as JSON) by its Turkish text.
 */
export function sortRows<T extends object>(
  rows: T[],
  sort: ListSort | null,
  options: { translated?: readonly string[]; keyOf?: (row: T, field: string) => SortValue } = {},
): T[] {
  if (!sort) return rows;
  const translated = new Set(options.translated ?? []);
  const keyOf =
    options.keyOf ??
    ((row: T, field: string): SortValue => {
      const raw = (row as Record<string, unknown>)[field];
      if (translated.has(field)) return turkishTextOf(raw);
      return typeof raw === 'number' || typeof raw === 'string' ? raw : null;
    });
  const keyed = rows.map((row) => ({ row, key: keyOf(row, sort.field) }));
  keyed.sort((a, b) => compareValues(a.key, b.key, sort.order));
  return keyed.map((item) => item.row);
}
