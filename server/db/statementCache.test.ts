import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statementCache.js';

describe('withStatementCache', () => {
  let raw: SQLite.Database;
  afterEach(() => raw?.open && raw.close());

  const open = (capacity?: number) => {
    raw = new SQLite(':memory:');
    const prepare = vi.spyOn(raw, 'prepare');
    const db = new Kysely<{ item: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(raw, capacity) }),
    });
    return { db, prepare };
  };

  it('prepares a query once, however often it runs, with its own parameters each time', async () => {
    const { db, prepare } = open();
    await db.schema.createTable('item').addColumn('id', 'integer').addColumn('name', 'text').execute();
    for (const [id, name] of [
      [1, 'Çağrı'],
      [2, 'İlkay'],
      [3, 'Şule'],
    ] as const) {
      await db.insertInto('item').values({ id, name }).execute();
    }
    const before = prepare.mock.calls.length;
    const names = [];
    for (const id of [1, 2, 3]) {
      names.push((await db.selectFrom('item').select('name').where('id', '=', id).executeTakeFirst())?.name);
    }
    expect(names).toEqual(['Çağrı', 'İlkay', 'Şule']);
    expect(prepare.mock.calls.length - before).toBe(1);
    await db.destroy();
  });

  it('keeps the most recently used statements up to its capacity', async () => {
    const { db, prepare } = open(2);
    const one = () => sql`select 1 as n`.execute(db);
    const two = () => sql`select 2 as n`.execute(db);
    const three = () => sql`select 3 as n`.execute(db);
    await one();
    await two();
    await one(); // kept
    await three(); // drops "two", the least recently used
    const before = prepare.mock.calls.length;
    await one();
    await three();
    expect(prepare.mock.calls.length).toBe(before);
    await two();
    expect(prepare.mock.calls.length).toBe(before + 1);
    await db.destroy();
  });

  it('answers a kept query in the new shape after the table changes', async () => {
    const { db } = open();
    await sql`create table item (id integer)`.execute(db);
    await sql`insert into item (id) values (1)`.execute(db);
    const all = async () => (await sql<Record<string, unknown>>`select * from item`.execute(db)).rows;
    expect(await all()).toEqual([{ id: 1 }]);
    await sql`alter table item add column name text default 'Öğe'`.execute(db);
    expect(await all()).toEqual([{ id: 1, name: 'Öğe' }]);
    await db.destroy();
  });
});
