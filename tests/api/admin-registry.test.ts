import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { throwawayResource } from '../../admin/testing/throwawayResource.js';
import { registerAccessGuard } from '../../server/routes/admin/accessGuard.js';
import { type AdminResourceEntry, adminResources } from '../../shared/adminResources.js';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';
import { type AdminClient, adminClient, json } from './admin-helpers.js';

/*
 * A resource added through the registry alone (shared/adminResources.ts, here by vi.mock): the server's
 * guard protects its API path before any route for it exists. Its permission ('languages') is one an
 * editor lacks.
 */
vi.mock('../../shared/adminResources.js', async (importOriginal) =>
  (await import('../../admin/testing/throwawayResource.js')).withThrowawayResource(importOriginal),
);

const t = useTestApp();
let adminToken: string;
let editorToken: string;

beforeAll(async () => {
  adminToken = await t.adminToken();
  editorToken = await t.editorToken();
});

const paths = [
  '/api/admin/throwaway-notes',
  '/api/admin/throwaway-notes/4',
  '/api/admin/throwaway-notes/4/x',
];

describe('a resource added through the registry alone', () => {
  it('answers 401 without a token, by any method', async () => {
    for (const url of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('answers 403 to a role without its permission, before anything else', async () => {
    for (const url of paths) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(editorToken) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'Bu işlem için yetkiniz yok' });
    }
  });

  it('lets a role with its permission through to the routes (none exist yet: 404)', async () => {
    const res = await t.app.inject({ method: 'GET', url: paths[0], headers: bearer(adminToken) });
    expect(res.statusCode).toBe(404);
    // A path no entry claims is unknown to every signed-in user alike.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/nobody-claims-this',
      headers: bearer(editorToken),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the admin guard at start-up', () => {
  it('refuses a route under /api/admin that no registry entry claims', async () => {
    const app = Fastify();
    registerAccessGuard(app);
    app.get('/api/admin/throwaway-notes/:id', async () => ({}));
    expect(() => app.get('/api/admin/unregistered-things', async () => ({}))).toThrow(
      /unregistered-things.*shared\/adminResources\.ts/,
    );
    await app.close();
  });
});

/*
 * Tests generated from the registry: for every entry (the throw-away one aside, which has no routes), what it
 * declares about its list sorts, audit target, trash and versions is checked against the API, on the demo
 * content. A new entry is covered by these without a line here, once its list has a record to write (the
 * demo seed's, or one added in `seedRecords` below).
 */
describe('every registry resource against the API', () => {
  type Entry = AdminResourceEntry & { resource: string };
  let s: TestApp;
  let api: AdminClient;
  const entries = (adminResources as readonly AdminResourceEntry[]).filter(
    (entry): entry is Entry => entry.resource !== undefined && entry.resource !== throwawayResource.resource,
  );
  const pathOf = (entry: Entry) => entry.api?.path ?? entry.resource;
  const listed = entries.filter((entry) => !entry.api?.singleton && !entry.api?.compositeId);
  const audited = entries.filter((entry) => entry.audit?.table !== undefined);

  beforeAll(async () => {
    s = await createTestApp({ seed: true });
    api = adminClient(s, await s.adminToken());
    await seedRecords(s);
  }, 60_000);
  afterAll(() => s.close());

  async function listOf(entry: Entry, query = ''): Promise<Row[]> {
    const res = await api.get(`/${pathOf(entry)}?per_page=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data as Row[] | { items: Row[] };
    return Array.isArray(data) ? data : data.items;
  }
  const idsOf = (rows: Row[]) => rows.map((row) => row.id);

  /** The latest audit entry, as the log's own API shows it. */
  async function lastAuditEntry(): Promise<Row> {
    const res = await api.get('/audit-log?per_page=1');
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data.items[0] as Row;
  }

  describe.each(listed.map((entry) => [pathOf(entry), entry] as const))('GET %s', (_path, entry) => {
    it.each(entry.sorts?.fields ?? [])('sorts by its declared column %s, both ways', async (field) => {
      const up = await listOf(entry, `&sort=${field}&order=ASC`);
      const down = await listOf(entry, `&sort=${field}&order=DESC`);
      expect(up.length, 'the demo content has records to sort').toBeGreaterThan(1);
      const valuesOf = (rows: Row[]) => rows.map((row) => comparable(row[field]));
      expect(inOrder(valuesOf(up), 1), `${field} ASC`).toBe(true);
      expect(inOrder(valuesOf(down), -1), `${field} DESC`).toBe(true);
      expect([...idsOf(down)].sort()).toEqual([...idsOf(up)].sort());
    });

    it('ignores a column it does not declare: its default order', async () => {
      const plain = idsOf(await listOf(entry));
      for (const query of ['&sort=id&order=ASC', '&sort=id&order=DESC', '&sort=nope&order=ASC']) {
        expect(idsOf(await listOf(entry, query)), query).toEqual(plain);
      }
    });
  });

  describe.each(audited.map((entry) => [pathOf(entry), entry] as const))('a write to %s', (path, entry) => {
    it('is in the audit log under its declared target, with the record kept', async () => {
      const written = await writeOne(entry);
      const logged = await lastAuditEntry();
      expect(logged).toMatchObject({ resource: path, action: written.action, record_id: written.recordId });
      const shown = await api.get(`/audit-log/${String(logged.id)}`);
      const state = json(shown).data[written.action === 'update' ? 'after' : 'before'] as Row | null;
      expect(state, 'the record read from its declared table').toMatchObject({ id: expect.any(Number) });
      // The record's own history (its edit screens') lists the write.
      const history = await api.get(`/${path}/history?record_id=${encodeURIComponent(written.recordId)}`);
      expect(history.statusCode, history.body).toBe(200);
      expect(idsOf(json(history).data.items as Row[])).toContain(logged.id);
    });
  });

  describe.each(listed.map((entry) => [pathOf(entry), entry] as const))('the trash of %s', (path, entry) => {
    it(entry.trash ? 'takes a record and gives it back' : 'does not exist', async () => {
      if (!entry.trash) {
        const [row] = await listOf(entry);
        const restore = await api.put(`/${path}/${String(row?.id ?? 1)}/restore`, {});
        expect(restore.statusCode, restore.body).toBe(404);
        return;
      }
      const { id } = await deleteOne(entry);
      expect(idsOf(await listOf(entry))).not.toContain(id);
      expect(idsOf(await listOf(entry, '&trashed=1'))).toContain(id);
      const restored = await api.put(`/${path}/${String(id)}/restore`, {});
      expect(restored.statusCode, restored.body).toBe(200);
      expect(idsOf(await listOf(entry))).toContain(id);
    });
  });

  describe.each(entries.map((entry) => [pathOf(entry), entry] as const))('versions of %s', (path, entry) => {
    it(entry.versions ? 'go back to the state an entry kept' : 'are refused', async () => {
      let entryId = 1;
      if (entry.versions) {
        // A trashed record comes back first; its trash entry then holds the version it had.
        const written = await writeOne(entry);
        entryId = (await lastAuditEntry()).id as number;
        if (written.action === 'trash') await api.put(`/${path}/${written.recordId}/restore`, {});
      }
      const res = await api.post(`/${path}/history/${String(entryId)}/restore`, { side: 'before' });
      if (!entry.versions) {
        expect(res.statusCode, res.body).toBe(404);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      expect(await lastAuditEntry()).toMatchObject({ resource: path, action: 'revert' });
    });
  });

  /** Deletes the last record of the list the API lets go (a category holding courses stays); its id. */
  async function deleteOne(entry: Entry): Promise<Row> {
    for (const row of (await listOf(entry)).reverse()) {
      const res = await deleteRow(entry, row);
      if (res.statusCode === 200) return row;
      expect([409, 422], res.body).toContain(res.statusCode);
    }
    throw new Error(`${pathOf(entry)}: no record to delete; add one in seedRecords`);
  }

  function deleteRow(entry: Entry, row: Row) {
    const path = pathOf(entry);
    if (entry.api?.idIn === 'body') return api.del(`/${path}`, { id: row.id });
    const key = (entry.audit?.keyColumns ?? ['id']).map((column) => encodeURIComponent(String(row[column])));
    return api.del(`/${path}/${key.join('/')}`);
  }

  /**
   * One logged write: a singleton saved as it is, a record deleted (moved to the trash where it has one), or
   * for a resource whose records the API does not delete, its save in `saves`.
   */
  async function writeOne(entry: Entry): Promise<{ action: string; recordId: string }> {
    const path = pathOf(entry);
    const save = saves[path];
    if (save) return save(api);
    if (entry.audit?.singleton) {
      const res = await api.put(`/${path}`, json(await api.get(`/${path}`)).data as Row);
      expect(res.statusCode, res.body).toBe(200);
      return { action: 'update', recordId: '1' };
    }
    const row = await deleteOne(entry);
    const keyColumns = entry.audit?.logById ? ['id'] : (entry.audit?.keyColumns ?? ['id']);
    const recordId = keyColumns.map((column) => String(row[column])).join('/');
    return { action: entry.trash ? 'trash' : 'delete', recordId };
  }
});

type Row = Record<string, unknown>;
type Saved = { action: string; recordId: string };

/** The writes of the resources whose records the API does not delete: a save the log keeps with both states. */
const saves: Readonly<Record<string, (api: AdminClient) => Promise<Saved>>> = {
  'page-meta': async (api) => {
    const res = await api.put('/page-meta/about_us', { title: { tr: 'Biz Kimiz', en: 'About us' } });
    expect(res.statusCode, res.body).toBe(200);
    return { action: 'update', recordId: 'about_us' };
  },
  contents: async (api) => {
    const block = json(await api.get('/contents/corporate/about_us')).data as Row;
    const res = await api.put('/contents/corporate/about_us', {
      data: { ...(block.data as Row), registry: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { action: 'update', recordId: 'corporate/about_us' };
  },
  support: async (api) => {
    const [request] = json(await api.get('/support')).data.items as Row[];
    const res = await api.put(`/support/${String(request?.id)}/status`, { status: 'closed' });
    expect(res.statusCode, res.body).toBe(200);
    return { action: 'status', recordId: String(request?.id) };
  },
};

/** Records of the lists the demo content leaves empty (they come from the site's forms). */
async function seedRecords(t: TestApp): Promise<void> {
  const db = t.app.db;
  const now = new Date().toISOString();
  const product = await db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  // Every demo category holds sub-categories, which keep it from the trash: three that hold none.
  for (const n of [1, 2, 3]) {
    await db
      .insertInto('categories')
      .values({
        section: 'educations',
        parent_id: null,
        seo_name: `kayit-defteri-denemesi-${n}`,
        name: `{"tr":"Kayıt Defteri Denemesi ${n}"}`,
        seo_title: '{}',
        seo_description: '{}',
        queue: 0,
        active: 1,
      })
      .execute();
  }
  const visitor = {
    phone: '0532 111 22 33',
    consent_version: 'kvkk@2024-01-01',
    consent_at: now,
    ip: '10.0.0.3',
  };
  for (const n of [1, 2]) {
    await db
      .insertInto('pre_registrations')
      .values({
        ...visitor,
        product_id: product.id,
        session_id: null,
        session_starts_at: now,
        session_place: 'İstanbul',
        name: `Katılımcı ${n}`,
        email: `katilimci${n}@example.com`,
        company: 'Örnek Şirket',
        participants: n,
        note: null,
        waitlist: 0,
        status: 'new',
        owner_note: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('corporate_requests')
      .values({
        ...visitor,
        company: `Kurum ${n}`,
        name: `Ziyaretçi ${n}`,
        email: `kurum${n}@example.com`,
        participants: 10 + n,
        topics: 'Excel',
        preferred_dates: null,
        city: 'Ankara',
        online: 0,
        note: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('support_requests')
      .values({
        user_id: null,
        subject: `Konu ${n}`,
        message: 'Yardım',
        priority: 'normal',
        status: 'open',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/**
 * A value as the order compares it: a translated text by its Turkish text, a flag as a number, a text by its
 * first letter (the finer rules of Turkish order are tests/api/admin-list-sort.test.ts's).
 */
function comparable(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return comparable((value as Record<string, unknown>).tr);
  if (typeof value === 'boolean') return Number(value);
  return typeof value === 'number' ? value : String(value).slice(0, 1);
}

const collator = new Intl.Collator('tr', { sensitivity: 'base' });

/** Whether the values (empty ones aside, whose place the engines differ on) run one way (1 up, -1 down). */
function inOrder(values: (string | number | null)[], direction: 1 | -1): boolean {
  const present = values.filter((value) => value !== null);
  return present.every((value, i) => {
    if (i === 0) return true;
    const previous = present[i - 1]!;
    const diff =
      typeof value === 'number' && typeof previous === 'number'
        ? value - previous
        : collator.compare(String(value), String(previous));
    return diff * direction >= 0;
  });
}
