import { beforeEach, describe, expect, it } from 'vitest';
import { adminResources } from '../../shared/adminResources';
import { createHttpClient } from '../../shared/httpClient';
import { fakeFetch, type RecordedRequest, setCsrfMeta } from '../testing/fakeFetch';
import { createDataProvider } from './dataProvider';
import { type ResourceName, resources } from './resources';

type Answer = { status?: number; body?: unknown };

function setup(
  respond: (request: RecordedRequest) => Answer = () => ({ body: { success: true, data: { id: 7 } } }),
) {
  const server = fakeFetch(respond);
  const provider = createDataProvider(createHttpClient({ fetch: server.fetch, getToken: () => 'token-123' }));
  const last = () => server.requests[server.requests.length - 1];
  return { provider, requests: server.requests, last };
}

/** A paged list answer with nothing in it: the tests that use it look only at the request. */
const emptyPage = (): Answer => ({
  body: { success: true, data: { items: [], page: 1, per_page: 25, total: 0, last_page: 1 } },
});

const pathOf = (url: string) => url.split('?')[0];
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

interface Expectation {
  list: string;
  listQuery?: Record<string, string>;
  one: string;
  update: string;
  updateBody?: Record<string, unknown>;
  remove: string;
  removeBody?: Record<string, unknown>;
}

/** The REST convention of resources.ts, written out: what a resource without quirks (no `api`) sends. */
const restConvention = (resource: string): Expectation => ({
  list: `/api/admin/${resource}`,
  one: `/api/admin/${resource}/7`,
  update: `/api/admin/${resource}/7`,
  remove: `/api/admin/${resource}/7`,
});

/** A record whose id travels in the body (`idIn: 'body'`): updates and deletes go to the collection. */
const idInBody = (resource: string): Expectation => ({
  ...restConvention(resource),
  update: `/api/admin/${resource}`,
  updateBody: { id: '7' },
  remove: `/api/admin/${resource}`,
  removeBody: { id: '7' },
});

/** An inbox: the list opens on the mail section and a delete is one request with delete_list. */
const inbox = (resource: string): Expectation => ({
  ...restConvention(resource),
  listQuery: { section: 'mail' },
  remove: `/api/admin/${resource}`,
  removeBody: { delete_list: '[7]' },
});

/** A singleton (settings, dashboard): one record at the bare path, so only a delete names the id. */
const singleton = (resource: string): Expectation => ({
  list: `/api/admin/${resource}`,
  one: `/api/admin/${resource}`,
  update: `/api/admin/${resource}`,
  remove: `/api/admin/${resource}/7`,
});

/**
 * What each resource's calls must send, written out by hand from SPEC §7 and the conventions above
 * (not derived from the table, so a wrong table entry fails here). A resource with quirks that leave its CRUD
 * paths alone (reorder, actions) is held to the plain convention; a new plain resource needs no line.
 */
const expected: Partial<Record<ResourceName, Expectation>> = {
  contracts: idInBody('contracts'),
  contact: inbox('contact'),
  'human-resources': inbox('human-resources'),
  languages: {
    ...restConvention('languages'),
    update: '/api/admin/languages/page-lang',
    updateBody: { id: '7' },
  },
  categories: restConvention('categories'),
  products: { ...restConvention('products'), listQuery: { section: 'educations' } },
  instructors: restConvention('instructors'),
  brands: restConvention('brands'),
  'open-positions': restConvention('open-positions'),
  testimonials: restConvention('testimonials'),
  'client-references': restConvention('client-references'),
  contents: restConvention('contents'),
  users: restConvention('users'),
  'role-groups': {
    list: '/api/admin/role/groups',
    one: '/api/admin/role/groups/7',
    update: '/api/admin/role/groups/7',
    remove: '/api/admin/role/groups/7',
  },
  'settings/contact-information': idInBody('settings/contact-information'),
  'settings/social-media': idInBody('settings/social-media'),
  'settings/site': singleton('settings/site'),
  'settings/company': singleton('settings/company'),
  'settings/kvkk': singleton('settings/kvkk'),
  'settings/security': singleton('settings/security'),
  dashboard: singleton('dashboard'),
  support: restConvention('support'),
  'mail-outbox': restConvention('mail-outbox'),
};

beforeEach(() => setCsrfMeta());

it('has an expectation for every resource of the table that departs from the convention', () => {
  const withQuirks = adminResources.flatMap((entry) =>
    'api' in entry && 'resource' in entry ? [entry.resource] : [],
  );
  expect(Object.keys(resources)).toEqual(expect.arrayContaining(Object.keys(expected)));
  expect(Object.keys(expected)).toEqual(expect.arrayContaining(withQuirks));
});

describe.each(Object.keys(resources) as ResourceName[])('%s', (resource) => {
  const want = expected[resource] ?? restConvention(resource);

  it('getList: GET with page from 1, per_page, search, sort and filters', async () => {
    const { provider, last } = setup(() => ({
      body: {
        success: true,
        data: { items: [{ id: 1 }, { id: 2 }], page: 2, per_page: 10, total: 12, last_page: 2 },
      },
    }));
    const result = await provider.getList(resource, {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'kvkk', category_id: 3 },
    });
    expect(last().method).toBe('GET');
    expect(pathOf(last().url)).toBe(want.list);
    expect(queryOf(last().url)).toEqual({
      ...want.listQuery,
      category_id: '3',
      search: 'kvkk',
      page: '2',
      per_page: '10',
      sort: 'id',
      order: 'DESC',
    });
    expect(last().headers.Authorization).toBe('Bearer token-123');
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 12 });
  });

  it('getOne: GET the record', async () => {
    const { provider, last } = setup(() => ({ body: { success: true, data: { name: 'Kayıt' } } }));
    const result = await provider.getOne(resource, { id: 7 });
    expect(last().method).toBe('GET');
    expect(last().url).toBe(want.one);
    expect(result.data).toEqual({ name: 'Kayıt', id: 7 });
  });

  it('create: POST form data to the collection', async () => {
    const { provider, last } = setup(() => ({
      body: { success: true, message: 'Başarılı!', data: { id: 9, name: 'Yeni' } },
    }));
    const result = await provider.create(resource, {
      data: { name: 'Yeni', name_map: { tr: 'Yeni', en: 'New' }, active: true },
    });
    expect(last().method).toBe('POST');
    expect(last().url).toBe(pathOf(want.list));
    expect(last().form).toBeInstanceOf(FormData);
    expect(last().body).toEqual({ name: 'Yeni', name_map: '{"tr":"Yeni","en":"New"}', active: 'true' });
    expect(result.data).toEqual({ id: 9, name: 'Yeni', name_map: { tr: 'Yeni', en: 'New' }, active: true });
  });

  it('update: POST with _method=PUT', async () => {
    const { provider, last } = setup(() => ({ body: { success: true, message: 'Güncellendi!' } }));
    const result = await provider.update(resource, {
      id: 7,
      data: { id: 7, name: 'Yeni Ad' },
      previousData: { id: 7, name: 'Eski Ad' },
    });
    expect(last().method).toBe('POST');
    expect(last().url).toBe(want.update);
    expect(last().body).toEqual({ id: '7', name: 'Yeni Ad', _method: 'PUT', ...want.updateBody });
    expect(result.data).toEqual({ id: 7, name: 'Yeni Ad' });
  });

  it('delete: POST with _method=DELETE', async () => {
    const { provider, last } = setup(() => ({ body: { success: true, message: 'Silindi!' } }));
    const result = await provider.delete(resource, { id: 7, previousData: { id: 7, name: 'Kayıt' } });
    expect(last().method).toBe('POST');
    expect(last().url).toBe(want.remove);
    expect(last().body).toEqual({ _method: 'DELETE', ...want.removeBody });
    expect(result.data).toEqual({ id: 7, name: 'Kayıt' });
  });
});

describe('list shapes', () => {
  it('pages a plain array answer itself', async () => {
    const { provider } = setup(() => ({
      body: { success: true, data: [1, 2, 3, 4, 5].map((id) => ({ id })) },
    }));
    const result = await provider.getList('settings/social-media', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'queue', order: 'DESC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 3 }, { id: 4 }], total: 5 });
  });

  it('lets a filter override a list default (the trash section of an inbox)', async () => {
    const { provider, last } = setup(emptyPage);
    await provider.getList('contact', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { section: 'trash' },
    });
    expect(queryOf(last().url).section).toBe('trash');
  });
});

describe('pre-registrations', () => {
  it("sends the list's course, session, status and day filters as the API names them", async () => {
    const { provider, last } = setup(emptyPage);
    await provider.getList('pre-registrations', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {
        q: 'Çağla',
        product_id: 3,
        session_id: 12,
        status: 'new',
        from: '2025-01-01',
        to: '2025-01-31',
      },
    });
    expect(pathOf(last().url)).toBe('/api/admin/pre-registrations');
    expect(queryOf(last().url)).toMatchObject({
      search: 'Çağla',
      product_id: '3',
      session_id: '12',
      status: 'new',
      from: '2025-01-01',
      to: '2025-01-31',
    });
  });

  it('reads the new ones counter at /pre-registrations/new-count', async () => {
    const { provider, last } = setup(() => ({ body: { success: true, data: { count: 4 } } }));
    const { data } = await provider.getOne('pre-registrations', { id: 'new-count' });
    expect(last().url).toBe('/api/admin/pre-registrations/new-count');
    expect(data).toMatchObject({ count: 4 });
  });
});

describe('the other react-admin calls', () => {
  it('getMany fetches each record', async () => {
    const { provider, requests } = setup((request) => ({
      body: { success: true, data: { id: Number(request.url.split('/').pop()) } },
    }));
    const result = await provider.getMany('instructors', { ids: [3, 4] });
    expect(requests.map((r) => r.url)).toEqual(['/api/admin/instructors/3', '/api/admin/instructors/4']);
    expect(result.data).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('getManyReference filters the list by the target field', async () => {
    const { provider, last } = setup(emptyPage);
    await provider.getManyReference('products', {
      target: 'category_id',
      id: 5,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'queue', order: 'DESC' },
      filter: {},
    });
    expect(queryOf(last().url)).toMatchObject({ section: 'educations', category_id: '5', page: '1' });
  });

  it('updateMany sends one update per record', async () => {
    const { provider, requests } = setup();
    await provider.updateMany('news', { ids: [1, 2], data: { active: 0 } });
    expect(requests.map((r) => [r.url, r.body?._method, r.body?.active])).toEqual([
      ['/api/admin/news/1', 'PUT', '0'],
      ['/api/admin/news/2', 'PUT', '0'],
    ]);
  });

  it('deleteMany on an inbox is one request with delete_list', async () => {
    const { provider, requests } = setup();
    const result = await provider.deleteMany('contact', { ids: [1, 2, 3] });
    expect(requests).toHaveLength(1);
    expect(requests[0].body).toEqual({ _method: 'DELETE', delete_list: '[1,2,3]' });
    expect(result.data).toEqual([1, 2, 3]);
  });

  it('deleteMany elsewhere deletes record by record', async () => {
    const { provider, requests } = setup();
    await provider.deleteMany('settings/social-media', { ids: [1, 2] });
    expect(requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/admin/settings/social-media', { _method: 'DELETE', id: '1' }],
      ['/api/admin/settings/social-media', { _method: 'DELETE', id: '2' }],
    ]);
  });

  it('sends picked files as files and a list of new files as the field repeated', async () => {
    const { provider, last } = setup();
    const cover = new File(['jpg'], 'kapak.jpg', { type: 'image/jpeg' });
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    await provider.create('brands', {
      data: { logo: { rawFile: cover, title: 'kapak' }, files: [{ rawFile: a }, { rawFile: b }], note: null },
    });
    const form = last().form!;
    expect((form.get('logo') as File).name).toBe('kapak.jpg');
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(form.get('note')).toBe('');
  });

  it('keeps stored files as JSON and sends new ones beside them', async () => {
    const { provider, last } = setup();
    const added = new File(['c'], 'c.png', { type: 'image/png' });
    await provider.update('brands', {
      id: 7,
      data: { gallery: [{ src: '/uploads/a.webp', id: 1 }, { rawFile: added }] },
      previousData: { id: 7 },
    });
    const form = last().form!;
    expect(form.get('gallery')).toBe('[{"src":"/uploads/a.webp","id":1}]');
    expect((form.get('gallery_files') as File).name).toBe('c.png');
  });

  it('rejects a resource that is not in the table', async () => {
    const { provider } = setup();
    await expect(
      provider.getList('nowhere', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow(/adminResources\.ts/);
  });

  it('passes the server message and field errors on', async () => {
    const { provider } = setup(() => ({
      status: 422,
      body: { success: false, message: 'Doğrulama hatası', errors: { name: 'Bu Alan Zorunlu' } },
    }));
    await expect(provider.create('news', { data: { name: '' } })).rejects.toMatchObject({
      status: 422,
      message: 'Doğrulama hatası',
      body: { errors: { name: 'Bu Alan Zorunlu' } },
    });
  });
});

describe('custom methods', () => {
  it.each([
    [
      'categories',
      { section: 'products', sub_category: 4 },
      '/api/admin/categories/queue',
      { section: 'products', sub_category: '4' },
    ],
    ['products', { section: 'educations' }, '/api/admin/products/queue', { section: 'educations' }],
    ['settings/contact-information', {}, '/api/admin/settings/contact-information/queue', {}],
    ['settings/social-media', {}, '/api/admin/settings/social-media/queue', {}],
    ['instructors', {}, '/api/admin/instructors/queue', {}],
    ['brands', {}, '/api/admin/brands/queue', {}],
    ['open-positions', {}, '/api/admin/open-positions/queue', {}],
    ['testimonials', {}, '/api/admin/testimonials/queue', {}],
    ['client-references', {}, '/api/admin/client-references/queue', {}],
  ] as const)('reorder %s', async (resource, extra, url, scope) => {
    const { provider, last } = setup(() => ({ body: { success: true, message: 'Değiştirildi!' } }));
    const result = await provider.reorder(resource, [3, 1, 2], { ...extra, stray: 'x' });
    expect(last().url).toBe(url);
    const method = resource.startsWith('settings/') ? undefined : 'PUT';
    expect(last().body).toEqual({ ...scope, queue: '[3,1,2]', ...(method ? { _method: method } : {}) });
    expect(result.message).toBe('Değiştirildi!');
  });

  it('refuses to reorder a resource without a queue endpoint', async () => {
    const { provider } = setup();
    await expect(provider.reorder('news', [1])).rejects.toThrow(/drag-reorder/);
  });

  it.each(['contact', 'human-resources'])('%s inbox: trash, mark read, unread count', async (resource) => {
    const { provider, requests } = setup((request) =>
      request.url.endsWith('not-check-count')
        ? { body: { success: true, data: { count: 4 } } }
        : { body: { success: true, message: 'Çöpe Taşındı!' } },
    );
    await provider.moveToTrash(resource, [1, 2]);
    await provider.markRead(resource, 5);
    await provider.restoreFromTrash(resource, [3]);
    await provider.markUnread(resource, [5, 6]);
    const count = await provider.unreadCount(resource);
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', `/api/admin/${resource}/trash`, { trash_list: '[1,2]', _method: 'PUT' }],
      ['POST', `/api/admin/${resource}/check`, { id: '5', _method: 'PUT' }],
      ['POST', `/api/admin/${resource}/restore`, { restore_list: '[3]', _method: 'PUT' }],
      ['POST', `/api/admin/${resource}/unread`, { unread_list: '[5,6]', _method: 'PUT' }],
      ['GET', `/api/admin/${resource}/not-check-count`, undefined],
    ]);
    expect(count).toBe(4);
  });

  it('reads an unread count sent as a bare number too, and refuses non-inboxes', async () => {
    const { provider } = setup(() => ({ body: { success: true, data: 6 } }));
    await expect(provider.unreadCount('contact')).resolves.toBe(6);
    await expect(provider.unreadCount('news')).rejects.toThrow(/not an inbox/);
  });

  it('filesQueue saves the gallery order', async () => {
    const { provider, last } = setup();
    await provider.filesQueue('products', 7, [12, 10, 11], 'gallery');
    expect(last().url).toBe('/api/admin/products/files-queue/7');
    expect(last().body).toEqual({ file_list: '[12,10,11]', gallery_type: 'gallery', _method: 'PUT' });
  });

  it('resetPassword sets a user password', async () => {
    const { provider, last } = setup();
    await provider.resetPassword(3, { password: 'yeni-sifre', password_confirmation: 'yeni-sifre' });
    expect(last().url).toBe('/api/admin/users/3/password');
    expect(last().body).toEqual({
      password: 'yeni-sifre',
      password_confirmation: 'yeni-sifre',
      _method: 'PUT',
    });
  });

  it('action: languages/active takes the abbr in the body; support status goes to the record', async () => {
    const { provider, requests } = setup();
    await provider.action('languages', 'active', { data: { abbr: 'en' } });
    await provider.action('support', 'status', { id: 4, data: { status: 'closed' } });
    expect(requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/admin/languages/active', { abbr: 'en', _method: 'PUT' }],
      ['/api/admin/support/4/status', { status: 'closed', _method: 'PUT' }],
    ]);
    await expect(provider.action('support', 'status', { data: {} })).rejects.toThrow(/needs an id/);
    await expect(provider.action('news', 'publish', {})).rejects.toThrow(/no action/);
  });

  it('call: GET takes its data as the query, a write as form data; the whole envelope comes back', async () => {
    const { provider, requests } = setup(() => ({
      body: { success: true, message: 'Kişisel veriler silindi', data: { files: 1 } },
    }));
    const found = await provider.call('GET', 'personal-data', { email: 'a@b.co', phone: '' });
    const erased = await provider.call('POST', 'personal-data/erase', { email: 'a@b.co', confirm: 'SİL' });
    await provider.call('PUT', 'pre-registrations/4/waitlist', { action: 'up' });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', '/api/admin/personal-data?email=a%40b.co', undefined],
      ['POST', '/api/admin/personal-data/erase', { email: 'a@b.co', confirm: 'SİL' }],
      ['POST', '/api/admin/pre-registrations/4/waitlist', { action: 'up', _method: 'PUT' }],
    ]);
    expect(found.data).toEqual({ files: 1 });
    expect(erased.message).toBe('Kişisel veriler silindi');
  });

  it('selectOptions reads the options lists of SPEC §7', async () => {
    const { provider, requests } = setup(() => ({
      body: { success: true, data: [{ id: 1, name: 'Ayşe' }] },
    }));
    await expect(provider.selectOptions('instructors')).resolves.toEqual([{ id: 1, name: 'Ayşe' }]);
    await provider.selectOptions('products');
    expect(requests.map((r) => r.url)).toEqual([
      '/api/admin/instructor/select-options',
      '/api/admin/products/select-options',
    ]);
  });
});

describe('the trash of the content lists (issue 28)', () => {
  it.each([
    ['news', 'news'],
    ['products', 'products'],
    ['instructors', 'instructors'],
    ['brands', 'brands'],
    ['categories', 'categories'],
    ['contracts', 'contracts'],
    ['open-positions', 'open-positions'],
    ['testimonials', 'testimonials'],
    ['client-references', 'client-references'],
  ] as const)('%s: bulk, restore and permanent delete', async (resource, path) => {
    const { provider, requests } = setup((request) => ({
      body: {
        success: true,
        message: request.url.endsWith('/restore') ? 'Geri Alındı!' : 'Tamam',
        data: { id: 7, deleted_at: null },
      },
    }));
    const bulk = await provider.bulk(resource, 'publish', [3, 5]);
    const restored = await provider.restore(resource, 7);
    const destroyed = await provider.destroy(resource, 8);
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', `/api/admin/${path}/bulk`, { action: 'publish', ids: '[3,5]', _method: 'PUT' }],
      ['POST', `/api/admin/${path}/7/restore`, { _method: 'PUT' }],
      ['POST', `/api/admin/${path}/8/permanent`, { _method: 'DELETE' }],
    ]);
    expect(bulk.message).toBe('Tamam');
    expect(restored).toEqual({ message: 'Geri Alındı!', data: { id: 7, deleted_at: null } });
    expect(destroyed.message).toBe('Tamam');
  });

  it('sends a one-record bulk as a list too', async () => {
    const { provider, last } = setup();
    await provider.bulk('news', 'trash', [4]);
    expect(last().body).toEqual({ action: 'trash', ids: '[4]', _method: 'PUT' });
  });

  it('delete and deleteMany with meta.permanent delete from the trash for good', async () => {
    const { provider, requests } = setup();
    const one = await provider.delete('news', { id: 7, previousData: { id: 7 }, meta: { permanent: true } });
    await provider.deleteMany('products', { ids: [1, 2], meta: { permanent: true } });
    expect(requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/admin/news/7/permanent', { _method: 'DELETE' }],
      ['/api/admin/products/bulk', { action: 'destroy', ids: '[1,2]', _method: 'PUT' }],
    ]);
    expect(one.data).toEqual({ id: 7 });
  });

  it('passes a refusal on with the server message (all or nothing)', async () => {
    const { provider } = setup(() => ({
      status: 422,
      body: { success: false, message: 'İşlem Hatası! 9 numaralı kayıt bulunamadı.' },
    }));
    await expect(provider.bulk('brands', 'trash', [9])).rejects.toMatchObject({
      status: 422,
      body: { message: 'İşlem Hatası! 9 numaralı kayıt bulunamadı.' },
    });
  });

  it('asks for the trash with the trashed filter', async () => {
    const { provider, last } = setup(() => ({
      body: { success: true, data: { items: [], page: 1, per_page: 20, total: 0, last_page: 1 } },
    }));
    await provider.getList('news', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'deleted_at', order: 'DESC' },
      filter: { trashed: 1, q: 'kvkk' },
    });
    expect(queryOf(last().url)).toEqual({
      trashed: '1',
      search: 'kvkk',
      page: '1',
      per_page: '20',
      sort: 'deleted_at',
      order: 'DESC',
    });
  });
});

describe('copying a course (issue 28)', () => {
  it('POSTs the first session day to /products/:id/clone and answers the copy with the server message', async () => {
    const { provider, requests } = setup(() => ({
      status: 201,
      body: { success: true, message: 'Kopyalandı!', data: { id: 42, is_published: 0 } },
    }));
    const copy = await provider.cloneCourse(7, '2027-03-09');
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/admin/products/7/clone', { starts_at: '2027-03-09' }],
    ]);
    expect(copy).toEqual({ message: 'Kopyalandı!', data: { id: 42, is_published: 0 } });
  });

  it('passes a refused date on with its field error', async () => {
    const { provider } = setup(() => ({
      status: 422,
      body: { success: false, message: 'Girilen bilgiler geçersiz', errors: { starts_at: 'Geçersiz' } },
    }));
    await expect(provider.cloneCourse(7, 'yarın')).rejects.toMatchObject({
      status: 422,
      body: { errors: { starts_at: 'Geçersiz' } },
    });
  });
});
