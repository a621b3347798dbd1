import { beforeAll, describe, expect, it } from 'vitest';
import { sortableFields } from '../../shared/listSorts.js';
import { toJson } from '../../server/db/json.js';
import { adminClient, type AdminClient, json } from './admin-helpers.js';
import { courseIdOf } from '../helpers/storedRows.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * Sorting and searching the content lists (issue 28): every whitelisted column sorts both ways, Turkish text
 * in Turkish alphabetical order, an unknown column is ignored (the default order, never an error).
 */

/** Six names in Turkish alphabetical order; by code point (or case-sensitively) they would come out otherwise. */
const names = ['Burak', 'Çağrı', 'deniz', 'Ilgaz', 'İlker', 'Şule'];
const turkishRank = new Map(names.map((name, rank) => [name, rank]));
/** Record k gets names[k] as its name and other values from these permutations, so each column orders anew. */
const p = [4, 0, 5, 2, 3, 1];
const r = [2, 5, 1, 0, 4, 3];
/** The records go in in this order, so that the default order is neither of the above. */
const insertOrder = [3, 5, 0, 4, 1, 2];
const day = (n: number) => `2030-0${n + 1}-1${n}T09:30:00.000Z`;
const pastDay = '2020-03-04T08:00:00.000Z';
const futureDay = (n: number) => `2031-0${n + 1}-0${n + 1}T07:00:00.000Z`;
const nameAt = (n: number) => names[n] ?? '';
/** The English text runs the other way, so a sort by it would show. */
const translated = (n: number) => toJson({ tr: nameAt(n), en: `${String.fromCharCode(90 - n)} en` });

const t = useTestApp();
let api: AdminClient;

beforeAll(async () => {
  api = adminClient(t, await t.adminToken());
  const db = t.app.db;
  const productCategories: number[] = [];
  for (const k of insertOrder) {
    await db
      .insertInto('news')
      .values({
        seo_name: `news-${k}`,
        title: translated(k),
        summary: '{}',
        content: '{}',
        image_path: null,
        published_at: day(p[k] ?? 0),
        active: k % 2,
      })
      .execute();
    await db
      .insertInto('instructors')
      .values({
        name: nameAt(k),
        seo_name: `instructor-${k}`,
        title: translated(r[k] ?? 0),
        biography: '{}',
        photo_path: null,
        queue: p[k] ?? 0,
        active: k % 2,
      })
      .execute();
    await db
      .insertInto('brands')
      .values({
        name: nameAt(k),
        seo_name: `brand-${k}`,
        description: '{}',
        logo_path: null,
        website: `https://site-${r[k] ?? 0}.example`,
        queue: p[k] ?? 0,
        active: k % 2,
      })
      .execute();
    await db
      .insertInto('contracts')
      .values({
        name: translated(k),
        seo_name: `contract-${k}`,
        form_data: '{}',
        queue: p[k] ?? 0,
        created_at: day(r[k] ?? 0),
        updated_at: day(p[k] ?? 0),
      })
      .execute();
    await db
      .insertInto('open_positions')
      .values({
        title: translated(k),
        location: nameAt(r[k] ?? 0),
        employment_type: ['full_time', 'part_time', 'internship', 'project'][k % 4] ?? 'project',
        description: '{}',
        active: k % 2,
        queue: p[k] ?? 0,
        created_at: day(r[k] ?? 0),
        updated_at: day(p[k] ?? 0),
      })
      .execute();
    const category = await db
      .insertInto('categories')
      .values({
        section: 'sorting',
        parent_id: null,
        seo_name: `category-${k}`,
        name: translated(k),
        seo_title: '{}',
        seo_description: '{}',
        queue: p[k] ?? 0,
        active: k % 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The category holds r[k] courses (of another section), so its product_count orders it too.
    for (let n = 0; n < (r[k] ?? 0); n++) {
      await db
        .insertInto('products')
        .values({
          section: 'counted',
          category_id: category.id,
          brand_id: null,
          seo_name: `counted-${k}-${n}`,
          title: translated(k),
          summary: '{}',
          description: '{}',
          seo_title: '{}',
          seo_description: '{}',
          is_popular: 0,
          is_published: 0,
          queue: 0,
          created_at: day(0),
          updated_at: day(0),
        })
        .execute();
    }
    productCategories[k] = (
      await db
        .insertInto('categories')
        .values({
          section: 'product-categories',
          parent_id: null,
          seo_name: `product-category-${k}`,
          name: translated(r[k] ?? 0),
          seo_title: '{}',
          seo_description: '{}',
          queue: 0,
          active: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  for (const k of insertOrder) {
    const product = await db
      .insertInto('products')
      .values({
        section: 'sorting',
        category_id: productCategories[k] ?? null,
        brand_id: null,
        seo_name: `course-${k}`,
        title: translated(k),
        summary: '{}',
        description: '{}',
        seo_title: '{}',
        seo_description: '{}',
        is_popular: (k + 1) % 2,
        is_published: k % 2,
        queue: p[k] ?? 0,
        created_at: day(0),
        updated_at: day(r[k] ?? 0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_sessions')
      .values([
        // A past session does not count as the next one.
        {
          product_id: product.id,
          starts_at: pastDay,
          ends_at: pastDay,
          place: 'Ankara',
          is_online: 0,
          seats: null,
        },
        {
          product_id: product.id,
          starts_at: futureDay(r[k] ?? 0),
          ends_at: futureDay(r[k] ?? 0),
          place: 'İstanbul',
          is_online: 0,
          seats: 10,
        },
      ])
      .execute();
  }
});

/** Each list's address with its scope (the test's own section) and how its rows' values read. */
const lists: Record<string, { url: string; extra: string }> = {
  news: { url: '/news', extra: '' },
  products: { url: '/products', extra: '&section=sorting' },
  instructors: { url: '/instructors', extra: '' },
  brands: { url: '/brands', extra: '' },
  categories: { url: '/categories', extra: '&section=sorting' },
  contracts: { url: '/contracts', extra: '' },
  'open-positions': { url: '/open-positions', extra: '' },
};

type Row = Record<string, unknown>;

async function listOf(resource: string, query: string): Promise<Row[]> {
  const { url, extra } = lists[resource] ?? { url: '', extra: '' };
  const res = await api.get(`${url}?per_page=100${extra}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = json(res).data as Row[] | { items: Row[] };
  return Array.isArray(data) ? data : data.items;
}

/** A row's value of a column as the test compares it: a translated text by its Turkish text. */
function valueOf(row: Row, field: string): string | number {
  const raw = row[field];
  const text = raw && typeof raw === 'object' ? (raw as Record<string, string>).tr : raw;
  if (typeof text === 'number') return text;
  return turkishRank.get(String(text)) ?? String(text);
}

const inOrder = (values: (string | number)[], order: 'ASC' | 'DESC') =>
  values.every(
    (value, i) => i === 0 || (order === 'ASC' ? values[i - 1]! <= value : values[i - 1]! >= value),
  );

const fieldsOf = (resource: string) =>
  (sortableFields[resource] ?? []).filter((field) => field !== 'deleted_at');

describe.each(Object.keys(lists))('GET %s sorted', (resource) => {
  it('the whitelist names the list', () => {
    expect(fieldsOf(resource).length).toBeGreaterThan(1);
  });

  it.each(fieldsOf(resource))('by %s, both ways', async (field) => {
    const up = await listOf(resource, `&sort=${field}&order=ASC`);
    const down = await listOf(resource, `&sort=${field}&order=DESC`);
    expect(up).toHaveLength(6);
    const upValues = up.map((row) => valueOf(row, field));
    const downValues = down.map((row) => valueOf(row, field));
    expect(inOrder(upValues, 'ASC'), `${field} ASC: ${JSON.stringify(upValues)}`).toBe(true);
    expect(inOrder(downValues, 'DESC'), `${field} DESC: ${JSON.stringify(downValues)}`).toBe(true);
    // A column of distinct values comes back exactly reversed.
    if (new Set(upValues).size === 6)
      expect(down.map((row) => row.id)).toEqual(up.map((row) => row.id).reverse());
  });

  it('ignores an unknown column and a bad order: the default order, no error', async () => {
    const plain = (await listOf(resource, '')).map((row) => row.id);
    expect(plain).toHaveLength(6);
    for (const query of [
      '&sort=nope&order=ASC',
      '&sort=seo_name',
      "&sort=title';--&order=DROP",
      '&sort=&order=ASC',
    ]) {
      expect((await listOf(resource, query)).map((row) => row.id)).toEqual(plain);
    }
  });
});

describe('Turkish text', () => {
  it('sorts in Turkish alphabetical order, case aside: Burak, Çağrı, deniz, Ilgaz, İlker, Şule', async () => {
    const titles = (rows: Row[], field: string) => rows.map((row) => (row[field] as { tr: string }).tr);
    expect(titles(await listOf('news', '&sort=title&order=ASC'), 'title')).toEqual(names);
    expect(titles(await listOf('contracts', '&sort=name&order=desc'), 'name')).toEqual([...names].reverse());
    expect((await listOf('brands', '&sort=name')).map((row) => row.name)).toEqual(names);
  });

  it('pages the sorted list', async () => {
    const res = await api.get('/instructors?sort=name&order=ASC&per_page=2&page=2');
    const page = json(res).data as { items: Row[]; total: number };
    expect(page.total).toBe(6);
    expect(page.items.map((row) => row.name)).toEqual(['deniz', 'Ilgaz']);
  });

  it('keeps the default orders: news newest first, drag-ordered lists by queue', async () => {
    const news = await listOf('news', '');
    expect(
      inOrder(
        news.map((row) => String(row.published_at)),
        'DESC',
      ),
    ).toBe(true);
    for (const resource of [
      'products',
      'instructors',
      'brands',
      'categories',
      'contracts',
      'open-positions',
    ]) {
      const rows = await listOf(resource, '');
      expect(
        inOrder(
          rows.map((row) => Number(row.queue)),
          'DESC',
        ),
        resource,
      ).toBe(true);
    }
  });

  it('a course with no session to come goes last whichever the direction', async () => {
    const courseId = await courseIdOf(t.app.db, 'course-3');
    await t.app.db
      .updateTable('product_sessions')
      .set({ starts_at: pastDay, ends_at: pastDay })
      .where('product_id', '=', courseId)
      .execute();
    for (const order of ['ASC', 'DESC']) {
      const rows = await listOf('products', `&sort=next_session_at&order=${order}`);
      expect(rows.at(-1)?.id).toBe(courseId);
      expect(rows.at(-1)?.next_session_at).toBeNull();
    }
    await t.app.db
      .updateTable('product_sessions')
      .set({ starts_at: futureDay(r[3] ?? 0), ends_at: futureDay(r[3] ?? 0) })
      .where('product_id', '=', courseId)
      .where('place', '=', 'İstanbul')
      .execute();
  });
});

describe('search', () => {
  // "ilker" finds "İlker", "sule" finds "Şule": the search folds Turkish letters and case.
  const tr = (field: string) => (row: Row) => (row[field] as { tr: string }).tr;
  it.each([
    ['instructors', 'ilker', ['İlker'], (row: Row) => row.name],
    ['brands', 'sule', ['Şule'], (row: Row) => row.name],
    ['contracts', 'ÇAĞRI', ['Çağrı'], tr('name')],
    // Its title, and Şule's location.
    ['open-positions', 'ılgaz', ['Ilgaz', 'Şule'], tr('title')],
    ['news', 'DENİZ', ['deniz'], tr('title')],
    ['products', 'burak', ['Burak'], tr('title')],
    ['categories', 'şule', ['Şule'], tr('name')],
  ])('%s: "%s" finds %j', async (resource, search, found, nameOf) => {
    const sort = resource === 'brands' || resource === 'instructors' ? 'name' : 'title';
    const rows = await listOf(resource, `&search=${encodeURIComponent(search)}&sort=${sort}`);
    expect(rows.map(nameOf)).toEqual(found);
  });

  it('search and sort together', async () => {
    const rows = await listOf('brands', `&search=${encodeURIComponent('i')}&sort=name&order=DESC`);
    expect(rows.map((row) => row.name)).toEqual(['İlker', 'Ilgaz']);
  });

  it('categories: a sub-category found keeps its parent; a parent found keeps all its sub-categories', async () => {
    const db = t.app.db;
    const parent = await db
      .selectFrom('categories')
      .select('id')
      .where('seo_name', '=', 'category-0')
      .executeTakeFirstOrThrow();
    for (const [seo, name, queue] of [
      ['sub-zeynep', 'Zeynep Alt', 2],
      ['sub-ayse', 'Ayşe Alt', 1],
    ] as const) {
      await db
        .insertInto('categories')
        .values({
          section: 'sorting',
          parent_id: parent.id,
          seo_name: seo,
          name: toJson({ tr: name }),
          seo_title: '{}',
          seo_description: '{}',
          queue,
          active: 1,
        })
        .execute();
    }
    type Tree = Row & { sub_categories: Tree[] };
    const subNames = (row: Tree) => row.sub_categories.map((sub) => (sub.name as { tr: string }).tr);
    const bySub = (await listOf('categories', '&search=zeynep')) as Tree[];
    expect(bySub.map((row) => (row.name as { tr: string }).tr)).toEqual(['Burak']);
    expect(subNames(bySub[0]!)).toEqual(['Zeynep Alt']);
    const byParent = (await listOf('categories', '&search=burak&sort=name&order=ASC')) as Tree[];
    expect(subNames(byParent[0]!)).toEqual(['Ayşe Alt', 'Zeynep Alt']);
    const unsorted = (await listOf('categories', '&search=burak')) as Tree[];
    expect(subNames(unsorted[0]!)).toEqual(['Zeynep Alt', 'Ayşe Alt']);
  });
});

describe('the trash view (trashed=1)', () => {
  const tables = {
    news: 'news',
    products: 'products',
    instructors: 'instructors',
    brands: 'brands',
    categories: 'categories',
    contracts: 'contracts',
    'open-positions': 'open_positions',
  } as const;
  /** Three records of each list go to the trash, at times in another order than their names. */
  const trashedAt = ['2030-05-02T10:00:00.000Z', '2030-05-03T10:00:00.000Z', '2030-05-01T10:00:00.000Z'];

  beforeAll(async () => {
    for (const [resource, table] of Object.entries(tables)) {
      const rows = await listOf(resource, '&sort=queue&order=ASC');
      for (const [index, at] of trashedAt.entries()) {
        await t.app.db
          .updateTable(table)
          .set({ deleted_at: at })
          .where('id', '=', rows[index]?.id as number)
          .execute();
      }
    }
  });

  it.each(Object.keys(tables))(
    '%s: newest deleted first, then by deleted_at or a column either way',
    async (resource) => {
      const deleted = (rows: Row[]) => rows.map((row) => String(row.deleted_at));
      const newest = [...trashedAt].sort().reverse();
      expect(deleted(await listOf(resource, '&trashed=1'))).toEqual(newest);
      expect(deleted(await listOf(resource, '&trashed=1&sort=deleted_at&order=ASC'))).toEqual(
        [...newest].reverse(),
      );
      const field = resource === 'news' ? 'published_at' : 'queue';
      const byColumn = await listOf(resource, `&trashed=1&sort=${field}&order=DESC`);
      expect(
        inOrder(
          byColumn.map((row) => valueOf(row, field)),
          'DESC',
        ),
      ).toBe(true);
      // The live list no longer shows them.
      expect(await listOf(resource, '')).toHaveLength(3);
    },
  );
});
