import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../../server/http/routes.js';
import { editorPermissions, type Permission } from '../../shared/permissions.js';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp.js';

/* Who may call what: every back office route as it is really registered, and what an editor gets from it. */

interface Recorded {
  prefix: string;
  method: RouteDef['method'];
  url: string;
  access: RouteDef['access'];
}
const recorded = vi.hoisted(() => [] as Recorded[]);

// Records every definition on its way through the one route registrar, with the prefix it lands under.
vi.mock('../../server/http/routes.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/http/routes.js')>();
  return {
    ...actual,
    registerRoutes: (app: FastifyInstance, defs: RouteDef[]) => {
      for (const { method, url, access } of defs) recorded.push({ prefix: app.prefix, method, url, access });
      actual.registerRoutes(app, defs);
    },
  };
});

/** The permission each area of the back office needs, first match wins. */
const expectedAccess: [RegExp, RouteDef['access']][] = [
  [/^\/(status|logout)$/, 'signed-in'],
  [/^\/dashboard$/, 'dashboard'],
  [/^\/(users|role)(\/|$)/, 'users'],
  [/^\/languages(\/|$)/, 'languages'],
  [/^\/settings\/site$/, 'integrations'],
  [/^\/settings\//, 'settings'],
  [/^\/support\/:id\/status$/, 'settings'],
  [/^\/support(\/|$)/, 'support'],
  [/^\/contracts(\/|$)/, 'contracts'],
  [/^\/(contact|human-resources|pre-registrations|open-positions)(\/|$)/, 'inbox'],
  [/^\/page-meta(\/|$)/, 'page_meta'],
  [/^\/(categories|products|instructors?|brands|news|uploads|contents)(\/|$)/, 'content'],
];
const expectedFor = (url: string) => expectedAccess.find(([pattern]) => pattern.test(url))?.[1];

let t: TestApp;
let adminToken: string;
let editorToken: string;
let admin: Recorded[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await t.adminToken();
  editorToken = await t.editorToken();
  admin = recorded.filter((route) => route.prefix === '/api/admin');
});
afterAll(() => t.close());

const concrete = (url: string) => `/api/admin${url.replace(/:[a-zA-Z_]+/g, '1')}`;
const isEditorAllowed = (access: RouteDef['access']) =>
  access === 'signed-in' || editorPermissions.includes(access as Permission);

describe('admin route access', () => {
  it('every admin route declares the permission its area needs', () => {
    expect(admin.length).toBeGreaterThan(80);
    const wrong = admin
      .filter((route) => route.access !== expectedFor(route.url))
      .map((route) => `${route.method} ${route.url}: ${route.access} (expected ${expectedFor(route.url)})`);
    expect(wrong).toEqual([]);
  });

  it('an editor gets 403 from every users, languages, settings and integrations route, by any method', async () => {
    const refused = admin.filter((route) => !isEditorAllowed(route.access));
    expect(refused.length).toBeGreaterThan(20);
    for (const route of refused) {
      const url = concrete(route.url);
      const direct = await t.app.inject({
        method: route.method,
        url,
        headers: bearer(editorToken),
        payload: {},
      });
      expect(direct.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(direct.json()).toEqual({ success: false, message: 'Bu işlem için yetkiniz yok' });
      if (route.method === 'GET' || route.method === 'POST') continue;
      // The panel's own form: POST with `_method` reaches the same access check.
      const viaPost = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(editorToken),
        payload: { _method: route.method },
      });
      expect(viaPost.statusCode, `POST _method=${route.method} ${route.url}`).toBe(403);
    }
  });

  it('an editor reads every content, inbox, contract, page meta and support list', async () => {
    const readable = admin.filter((route) => route.method === 'GET' && isEditorAllowed(route.access));
    for (const route of readable) {
      if (route.url === '/logout') continue;
      const res = await t.app.inject({
        method: 'GET',
        url: concrete(route.url),
        headers: bearer(editorToken),
      });
      expect(res.statusCode, `GET ${route.url}`).not.toBe(403);
    }
  });
});

describe('no secret in any answer', () => {
  it('no admin GET answers a password hash, a token or a token hash', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(adminToken),
      payload: { name: 'Yeni Kişi', email: 'yeni@test.local', password: 'gizli-123', role_group_id: 2 },
    });
    expect(created.statusCode).toBe(201);
    const hashes = [
      ...(await t.app.db.selectFrom('users').select('password_hash as secret').execute()),
      ...(await t.app.db.selectFrom('auth_tokens').select('token_hash as secret').execute()),
    ].map((row) => row.secret);
    expect(hashes.length).toBeGreaterThan(4);
    const answers = [created.body];
    for (const route of admin.filter((r) => r.method === 'GET' && r.url !== '/logout')) {
      const res = await t.app.inject({
        method: 'GET',
        url: concrete(route.url),
        headers: bearer(adminToken),
      });
      answers.push(res.body);
    }
    for (const body of answers) {
      expect(body).not.toMatch(/password|token_hash|\$argon2/i);
      for (const secret of [...hashes, adminToken, editorToken]) expect(body).not.toContain(secret);
    }
  });
});
