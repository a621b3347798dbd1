import { isPostgres } from '../dialect.js';
import type { AnyDb } from './builders.js';

/*
 * A contract's name and a course's duration and price were stored in Turkish only, so the English site showed
 * them in Turkish. They become per-language JSON maps like every other translatable field: each old text is
 * kept as the Turkish one ({"tr": "<old text>"}). NULL duration and price stay NULL (not set).
 */

const columns = [
  { table: 'contracts', column: 'name', length: 200 },
  { table: 'products', column: 'duration', length: 100 },
  { table: 'products', column: 'price', length: 50 },
] as const;

type Row = { id: number; value: string | null };

/** A stored value that already is a JSON object (a map), or undefined for plain text. */
function asMap(value: string): Record<string, unknown> | undefined {
  const text = value.trim();
  if (!text.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Rewrites every non-NULL value of one column, row by row (portable: no engine-specific JSON functions). */
async function rewrite(db: AnyDb, table: string, column: string, convert: (value: string) => string | null) {
  const rows = (await db
    .selectFrom(table)
    .select(['id', `${column} as value`])
    .where(column, 'is not', null)
    .execute()) as Row[];
  for (const row of rows) {
    if (row.value === null) continue;
    const next = convert(row.value);
    if (next === null || next === row.value) continue;
    await db
      .updateTable(table)
      .set({ [column]: next })
      .where('id', '=', row.id)
      .execute();
  }
}

/** All or nothing: the Migrator already runs PostgreSQL migrations in a transaction, SQLite's not. */
const atomically = (db: AnyDb, work: (trx: AnyDb) => Promise<void>): Promise<void> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

export async function up(db: AnyDb): Promise<void> {
  await atomically(db, async (trx) => {
    if (isPostgres(trx)) {
      // The English text and the JSON around it need more room than the old varchar limits.
      for (const { table, column } of columns) {
        await trx.schema
          .alterTable(table)
          .alterColumn(column, (c) => c.setDataType('text'))
          .execute();
      }
    }
    for (const { table, column } of columns) {
      await rewrite(trx, table, column, (value) => (asMap(value) ? null : JSON.stringify({ tr: value })));
    }
  });
}

export async function down(db: AnyDb): Promise<void> {
  await atomically(db, async (trx) => {
    for (const { table, column, length } of columns) {
      await rewrite(trx, table, column, (value) => {
        const map = asMap(value);
        if (!map) return null;
        const tr = typeof map.tr === 'string' ? map.tr : '';
        const text =
          tr ||
          Object.values(map).find((item): item is string => typeof item === 'string' && item !== '') ||
          '';
        return text.slice(0, length);
      });
    }
    if (isPostgres(trx)) {
      for (const { table, column, length } of columns) {
        await trx.schema
          .alterTable(table)
          .alterColumn(column, (c) => c.setDataType(`varchar(${length})`))
          .execute();
      }
    }
  });
}
