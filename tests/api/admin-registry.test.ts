import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAccessGuard } from '../../server/routes/admin/accessGuard.js';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp.js';

/*
 * A resource added through the registry alone (shared/adminResources.ts, here by vi.mock): the server's
 * guard protects its API path before any route for it exists. Its permission ('languages') is one an
 * editor lacks.
 */
vi.mock('../../shared/adminResources.js', async (importOriginal) =>
  (await import('../../admin/testing/throwawayResource.js')).withThrowawayResource(importOriginal),
);

let t: TestApp;
let adminToken: string;
let editorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.adminToken();
  editorToken = await t.editorToken();
});
afterAll(() => t.close());

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
