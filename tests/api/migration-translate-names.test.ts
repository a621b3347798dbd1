import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.js';
import { migrations } from '../../server/db/migrations/index.js';
import { openEmptyDatabase } from '../helpers/testApp.js';

/*
 * Migration 0002 on a database that holds old-style rows: a contract name, a course duration and price
 * stored as plain Turkish text become {"tr": …} maps; values that already are maps and NULLs are left alone;
 * `down` brings back the Turkish text. Runs on SQLite, and on PostgreSQL under the api-postgres project.
 */

let db: Db;
let close: () => Promise<void>;
let migrator: Migrator;

beforeAll(async () => {
  ({ db, close } = await openEmptyDatabase('migration'));
  migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
});
afterAll(() => close());

const stamp = '2026-01-01T00:00:00.000Z';
const contractNames = {
  plain: 'KVKK Aydınlatma Metni',
  bracketed: '[Taslak] Çerez "Politikası"',
  brokenJson: '{Üyelik',
  map: JSON.stringify({ tr: 'Hazır Metin', en: 'Ready Text' }),
};

const contractsBySeo = async () =>
  Object.fromEntries(
    (await db.selectFrom('contracts').select(['seo_name', 'name']).execute()).map((r) => [
      r.seo_name,
      r.name,
    ]),
  );
const productsBySeo = async () =>
  Object.fromEntries(
    (await db.selectFrom('products').select(['seo_name', 'duration', 'price']).execute()).map((r) => [
      r.seo_name,
      { duration: r.duration, price: r.price },
    ]),
  );

describe('migration 0002_translate_names', () => {
  it('turns old plain values into Turkish maps, keeping maps and NULLs', async () => {
    const first = await migrator.migrateTo('0001_initial');
    expect(first.error).toBeUndefined();
    for (const [seo, name] of Object.entries(contractNames)) {
      await db
        .insertInto('contracts')
        .values({ name, seo_name: seo, form_data: '{}', queue: 0, created_at: stamp, updated_at: stamp })
        .execute();
    }
    const product = (seo_name: string, duration: string | null, price: string | null) => ({
      section: 'educations',
      category_id: null,
      brand_id: null,
      seo_name,
      title: JSON.stringify({ tr: seo_name }),
      summary: '{}',
      description: '{}',
      seo_title: '{}',
      seo_description: '{}',
      duration,
      price,
      is_popular: 0,
      is_published: 1,
      queue: 0,
      created_at: stamp,
      updated_at: stamp,
    });
    await db
      .insertInto('products')
      .values([
        product('python', '4 gün (24 saat)', '7.900 TL + KDV'),
        product('unset', null, null),
        product('mixed', JSON.stringify({ tr: '1 gün', en: '1 day' }), 'Ücretsiz'),
      ])
      .execute();

    const second = await migrator.migrateTo('0002_translate_names');
    expect(second.error).toBeUndefined();
    expect(second.results?.map((r) => [r.migrationName, r.status])).toEqual([
      ['0002_translate_names', 'Success'],
    ]);

    const contracts = await contractsBySeo();
    expect(JSON.parse(contracts.plain)).toEqual({ tr: 'KVKK Aydınlatma Metni' });
    expect(JSON.parse(contracts.bracketed)).toEqual({ tr: '[Taslak] Çerez "Politikası"' });
    expect(JSON.parse(contracts.brokenJson)).toEqual({ tr: '{Üyelik' });
    expect(contracts.map).toBe(contractNames.map);
    const products = await productsBySeo();
    expect(JSON.parse(products.python.duration ?? '')).toEqual({ tr: '4 gün (24 saat)' });
    expect(JSON.parse(products.python.price ?? '')).toEqual({ tr: '7.900 TL + KDV' });
    expect(products.unset).toEqual({ duration: null, price: null });
    expect(JSON.parse(products.mixed.duration ?? '')).toEqual({ tr: '1 gün', en: '1 day' });
    expect(JSON.parse(products.mixed.price ?? '')).toEqual({ tr: 'Ücretsiz' });

    // The columns are wide enough for the JSON map of a long text now (PostgreSQL had varchar(50) here).
    const long = JSON.stringify({ tr: 'x'.repeat(60), en: 'y'.repeat(60) });
    await db.updateTable('products').set({ price: long }).where('seo_name', '=', 'unset').execute();
    expect((await productsBySeo()).unset.price).toBe(long);
    await db.updateTable('products').set({ price: null }).where('seo_name', '=', 'unset').execute();
  });

  it('converts back to the Turkish text on the way down', async () => {
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual([
      ['0002_translate_names', 'Down', 'Success'],
    ]);
    expect(await contractsBySeo()).toEqual({
      plain: 'KVKK Aydınlatma Metni',
      bracketed: '[Taslak] Çerez "Politikası"',
      brokenJson: '{Üyelik',
      map: 'Hazır Metin',
    });
    expect(await productsBySeo()).toEqual({
      python: { duration: '4 gün (24 saat)', price: '7.900 TL + KDV' },
      unset: { duration: null, price: null },
      mixed: { duration: '1 gün', price: 'Ücretsiz' },
    });
  });
});
