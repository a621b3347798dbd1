import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../../server/http/routes.js';
import { type Access, accessOfApiPath, claimedPaths } from '../../shared/adminAccess.js';
import { type AdminResourceEntry, adminResources } from '../../shared/adminResources.js';
import { editorPermissions, permissions, type Permission } from '../../shared/permissions.js';
import { bearer } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * Who may call what: every back office route as it is really registered, held to the resource registry
 * (shared/adminResources.ts), which the server's guard reads too. No hand-written list of paths here: a new
 * registry entry is covered as soon as it exists.
 */

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

/** What the registry says a route pattern ('/support/:id/status') needs. */
const registryAccess = (url: string): Access | undefined => accessOfApiPath(url);

const t = useTestApp({ seed: true });
let adminToken: string;
let editorToken: string;
let admin: Recorded[];

beforeAll(async () => {
  adminToken = await t.adminToken();
  editorToken = await t.editorToken();
  admin = recorded.filter((route) => route.prefix === '/api/admin');
});

const concrete = (url: string) => `/api/admin${url.replace(/:[a-zA-Z_]+/g, '1')}`;
const isEditorAllowed = (access: Access | undefined) =>
  access === 'signed-in' || editorPermissions.includes(access as Permission);

/** Gives the editor's role group every permission but `missing` (the token stays valid: roles are read live). */
async function editorLacking(missing: Permission | null): Promise<void> {
  const granted = missing === null ? editorPermissions : permissions.filter((p) => p !== missing);
  await t.app.db
    .updateTable('role_groups')
    .set({ permissions: JSON.stringify(granted) })
    .where('key', '=', 'editor')
    .execute();
}

/** Every API path the registry claims, as a concrete address. */
const registeredPaths = (adminResources as readonly AdminResourceEntry[]).flatMap((entry) =>
  claimedPaths(entry).map((path) => ({ path: `/api/admin/${path}`, permission: entry.permission })),
);

describe('admin route access', () => {
  it('every admin route lies under a registry entry and declares its permission (or narrows it itself)', () => {
    expect(admin.length).toBeGreaterThan(80);
    // A route may declare 'signed-in' and check more in its handler (the audit log's histories): the guard
    // has applied the registry's permission before it runs.
    const wrong = admin
      .filter((route) => {
        const expected = registryAccess(route.url);
        return expected === undefined || (route.access !== expected && route.access !== 'signed-in');
      })
      .map(
        (route) => `${route.method} ${route.url}: ${route.access} (registry: ${registryAccess(route.url)})`,
      );
    expect(wrong).toEqual([]);
  });

  it('every registered API path and every admin route answers 401 without a token, by any method', async () => {
    expect(registeredPaths.length).toBeGreaterThan(25);
    const calls = [
      ...registeredPaths.map(({ path }) => ({ method: 'GET' as const, url: path })),
      ...admin.map((route) => ({ method: route.method, url: concrete(route.url) })),
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, payload: call.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('a role lacking the permission gets 403 from every path and route that needs it, by any method', async () => {
    const needed = [...new Set(registeredPaths.map((entry) => entry.permission))];
    expect(needed.length).toBeGreaterThan(8);
    try {
      for (const permission of needed) {
        await editorLacking(permission);
        const paths = registeredPaths.filter((entry) => entry.permission === permission);
        const routes = admin.filter((route) => registryAccess(route.url) === permission);
        const calls = [
          ...paths.map(({ path }) => ({ method: 'GET' as const, url: path, payload: undefined })),
          ...routes.map((route) => ({ method: route.method, url: concrete(route.url), payload: {} })),
          // The panel's own form: POST with `_method` reaches the same access check.
          ...routes
            .filter((route) => route.method !== 'GET' && route.method !== 'POST')
            .map((route) => ({
              method: 'POST' as const,
              url: concrete(route.url),
              payload: { _method: route.method },
            })),
        ];
        for (const call of calls) {
          const res = await t.app.inject({ ...call, headers: bearer(editorToken) });
          const label = `${permission}: ${call.method} ${call.url} ${JSON.stringify(call.payload ?? '')}`;
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toEqual({ success: false, message: 'Bu işlem için yetkiniz yok' });
        }
      }
    } finally {
      await editorLacking(null);
    }
  });

  it('an editor gets 403 from every users, languages, settings and integrations route', async () => {
    const refused = admin.filter((route) => !isEditorAllowed(registryAccess(route.url)));
    expect(refused.length).toBeGreaterThan(20);
    for (const route of refused) {
      const res = await t.app.inject({
        method: route.method,
        url: concrete(route.url),
        headers: bearer(editorToken),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('an editor reads every content, inbox, contract, page meta and support list', async () => {
    const readable = admin.filter(
      (route) =>
        route.method === 'GET' && route.access !== 'signed-in' && isEditorAllowed(registryAccess(route.url)),
    );
    expect(readable.length).toBeGreaterThan(20);
    for (const route of readable) {
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
      payload: { name: 'Yeni Kişi', email: 'yeni@test.local', password: 'Uzun-Kopru-361', role_group_id: 2 },
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
