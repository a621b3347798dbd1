import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { loadCatalogue } from '../../server/routes/public/catalogue.js';
import { seedDemoContent } from '../../server/db/seed/index.js';
import { loginUnavailableMessage } from '../../server/routes/auth/login.js';
import { createUser, ensureRoleGroups } from '../../server/services/users.js';
import * as siteRenderer from '../../site/entry-server.js';
import { imagePart, pngImage } from '../helpers/catalogue.js';
import { cuttableRelay } from '../helpers/cuttableRelay.js';
import { createFakeDist } from '../helpers/fakeDist.js';
import { contactMessage } from '../helpers/formVisitors.js';
import { createPostgresDatabase, engine, multipart } from '../helpers/testApp.js';

/*
 * Issue 15: two instances, each on its own port, sharing one PostgreSQL database, one Redis and one uploads
 * volume, as two servers behind a load balancer would. Everything goes over real HTTP. Redis is reached
 * through a relay the test can cut, so "Redis is down" is tested without stopping the machine's Redis.
 */

const redisUrl = process.env.TEST_REDIS_URL;

interface Instance {
  app: FastifyInstance;
  base: string;
  dataDir: string;
}

interface Session {
  token: string;
  cookie: string;
}

const admin = { email: 'yonetici@cluster.test', password: 'cluster-pass-1' };
const victim = { email: 'hedef@cluster.test', password: 'victim-pass-1' };

describe.skipIf(engine !== 'postgres' || !redisUrl)('two instances on one PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let dist: ReturnType<typeof createFakeDist>;
  let uploadsDir: string;
  let a: Instance;
  let b: Instance;
  // Keys of this run only: other test files may use the same Redis at the same time.
  const prefix = `akademi-test-${randomBytes(4).toString('hex')}:`;

  const start = async (): Promise<Instance> => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-instance-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      DIST_DIR: dist.dir,
      DATABASE_URL: database.url,
      REDIS_URL: relay.url,
      REDIS_KEY_PREFIX: prefix,
    });
    const app = await buildApp(config, { siteRenderer });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return { app, base: `http://127.0.0.1:${port}`, dataDir };
  };

  const redisState = async (instance: Instance) =>
    ((await (await fetch(`${instance.base}/readyz`)).json()) as { redis?: string }).redis;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    relay = await cuttableRelay(new URL(redisUrl!));
    dist = createFakeDist({ files: { 'site/index.html': fs.readFileSync('site/index.html', 'utf8') } });
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-shared-uploads-'));
    a = await start();
    b = await start();
    await ensureRoleGroups(a.app.db);
    await createUser(a.app.db, { name: 'Küme Yönetici', ...admin, roleKey: 'admin' });
    await createUser(a.app.db, { name: 'Hedef', ...victim, roleKey: 'editor' });
    await seedDemoContent(a.app.db, { uploadsDir: path.join(uploadsDir, 'uploads') });
    // Both listening to each other before anything is cached.
    await vi.waitFor(async () => expect([await redisState(a), await redisState(b)]).toEqual(['up', 'up']));
  }, 60_000);

  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await relay?.close();
    await database?.drop();
    for (const dir of [a?.dataDir, b?.dataDir, uploadsDir, dist?.dir]) {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  const csrf = async (instance: Instance) => {
    const res = await fetch(`${instance.base}/api/csrf-token`);
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    return { 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest', cookie: `akademi_csrf=${token}` };
  };

  const login = async (instance: Instance, credentials: { email: string; password: string }) => {
    const res = await fetch(`${instance.base}/api/auth/login`, {
      method: 'POST',
      headers: { ...(await csrf(instance)), 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const body = (await res.json()) as { token?: string; message?: string };
    const binding = res.headers
      .getSetCookie()
      .map((cookie) => /^akademi_session=([^;]+)/.exec(cookie)?.[1])
      .find(Boolean);
    return { res, body, session: body.token && binding ? { token: body.token, cookie: binding } : undefined };
  };

  const signIn = async (instance: Instance): Promise<Session> => {
    const { res, session } = await login(instance, admin);
    expect(res.status).toBe(200);
    return session!;
  };

  const adminFetch = (instance: Instance, session: Session, url: string, init: RequestInit = {}) =>
    fetch(`${instance.base}/api/admin${url}`, {
      ...init,
      headers: {
        authorization: `Bearer ${session.token}`,
        cookie: `akademi_session=${session.cookie}`,
        ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });

  const text = async (instance: Instance, url: string) => {
    const res = await fetch(`${instance.base}${url}`);
    return { status: res.status, body: await res.text() };
  };

  const saveContract = async (session: Session, seo: string, id: number | undefined, words: string) => {
    const res = await adminFetch(a, session, id ? `/contracts/${id}` : '/contracts', {
      method: id ? 'PUT' : 'POST',
      body: JSON.stringify({
        name: { tr: 'Küme Sözleşmesi' },
        seo_name: seo,
        text: { tr: `<p>${words}</p>` },
      }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };

  it('shows an admin write made on A on B at once: its API answers and its pages', async () => {
    const session = await signIn(a);
    const id = await saveContract(session, 'kume-sozlesmesi', undefined, 'İlk sürüm');
    const api = '/api/pages/contract/kume-sozlesmesi';
    const page = '/sozlesme/kume-sozlesmesi';
    // B caches both (the second read is a cache hit)...
    for (let i = 0; i < 2; i++) {
      expect((await text(b, api)).body).toContain('İlk sürüm');
      expect((await text(b, page)).body).toContain('İlk sürüm');
    }
    expect(b.app.publicCache.size).toBeGreaterThan(0);

    // ...and a write on A reaches B before A's answer does: no waiting here.
    await saveContract(session, 'kume-sozlesmesi', id, 'İkinci sürüm');
    const [answer, rendered] = [await text(b, api), await text(b, page)];
    expect(answer.body).toContain('İkinci sürüm');
    expect(rendered.status).toBe(200);
    expect(rendered.body).toContain('İkinci sürüm');
    expect(rendered.body).not.toContain('İlk sürüm');

    // Again and again: hearing the clear and answering the next request are separate events on B, so only
    // A waiting for B's acknowledgement makes this hold every time.
    for (let round = 0; round < 15; round++) {
      expect((await text(b, api)).body).toContain(round === 0 ? 'İkinci sürüm' : `Sürüm ${round - 1}`);
      await saveContract(session, 'kume-sozlesmesi', id, `Sürüm ${round}`);
      expect((await text(b, api)).body).toContain(`Sürüm ${round}`);
    }
  });

  it('keeps B’s search index in step with a course renamed on A (issue 32: only that course re-indexed)', async () => {
    const session = await signIn(a);
    const search = async (word: string) =>
      JSON.parse((await text(b, `/api/pages/search-products?search=${encodeURIComponent(word)}`)).body).data
        .total as number;
    // B builds its catalogue and index before the write.
    expect(await search('yönetim')).toBeGreaterThan(0);
    const onB = { db: b.app.db, cache: b.app.publicCache, config: b.app.config };
    const before = await loadCatalogue(onB, 'tr');
    const course = await a.app.db.selectFrom('products').selectAll().orderBy('id').executeTakeFirstOrThrow();
    for (const word of ['Ametist', 'Turkuaz']) {
      const res = await adminFetch(a, session, `/products/${course.id}`, {
        method: 'PUT',
        body: JSON.stringify({
          title: { tr: `${word} Eğitimi` },
          summary: JSON.parse(course.summary) as unknown,
          category_id: course.category_id,
          is_published: 1,
        }),
      });
      expect(res.status).toBe(200);
      expect(await search(word)).toBe(1);
    }
    expect(await search('ametist')).toBe(0);
    // B heard which course changed: it read that one again and kept every other course object.
    const after = await loadCatalogue(onB, 'tr');
    expect(after.filter((item) => !before.includes(item)).map((item) => item.id)).toEqual([course.id]);
  });

  it('locks an account after 5 failed logins spread over A and B, on both', async () => {
    const wrong = { ...victim, password: 'wrong-pass-1' };
    for (const instance of [a, b, a, b, a]) {
      expect((await login(instance, wrong)).res.status).toBe(401);
    }
    for (const instance of [a, b]) {
      const { res, body } = await login(instance, victim);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(body.message).toMatch(/Çok fazla başarısız giriş denemesi/);
    }
  });

  const sendContact = async (instance: Instance) =>
    fetch(`${instance.base}/api/contact`, {
      method: 'POST',
      headers: { ...(await csrf(instance)), 'content-type': 'application/json' },
      body: JSON.stringify(contactMessage()),
    });

  it('counts the contact form’s limit over A and B together', async () => {
    for (const instance of [a, b, a, b, a]) expect((await sendContact(instance)).status).toBe(200);
    expect((await sendContact(b)).status).toBe(429);
    expect((await sendContact(a)).status).toBe(429);
  });

  it('refuses on B a session signed out on A', async () => {
    const session = await signIn(a);
    expect((await adminFetch(b, session, '/contracts')).status).toBe(200);
    expect((await adminFetch(a, session, '/logout', { method: 'POST' })).status).toBe(200);
    expect((await adminFetch(b, session, '/contracts')).status).toBe(401);
  });

  it('serves from B a file uploaded through A (one shared uploads volume)', async () => {
    const session = await signIn(a);
    const image = await pngImage(320, 200, '#0a7');
    const body = multipart({}, [imagePart(image, 'küme.png', 'image')]);
    const res = await adminFetch(a, session, '/uploads/image', {
      method: 'POST',
      headers: body.headers,
      body: new Uint8Array(body.payload),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    const fromA = await fetch(`${a.base}${url}`);
    const fromB = await fetch(`${b.base}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('keeps public pages up and fresh while Redis is down, refuses logins, and heals when it returns', async () => {
    const session = await signIn(a);
    const id = await saveContract(session, 'redis-sozlesmesi', undefined, 'Redis öncesi');
    const page = '/sozlesme/redis-sozlesmesi';
    expect((await text(b, page)).body).toContain('Redis öncesi');

    relay.cut();
    await vi.waitFor(async () =>
      expect([await redisState(a), await redisState(b)]).toEqual(['down', 'down']),
    );
    for (const instance of [a, b]) {
      const home = await text(instance, '/');
      expect(home.status).toBe(200);
      expect(home.body).toContain('<h1');
    }
    // Neither can hear the other now, so neither keeps answers: a write on A still shows on B.
    await saveContract(session, 'redis-sozlesmesi', id, 'Redis yokken');
    expect((await text(b, page)).body).toContain('Redis yokken');
    // A login cannot be counted, so it is refused rather than let through unthrottled.
    for (const instance of [a, b]) {
      const { res, body } = await login(instance, admin);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(body.message).toBe(loginUnavailableMessage);
    }
    // The forms stay open (their limit, spent above, cannot be read): a visitor's message is not lost.
    expect((await sendContact(b)).status).toBe(200);

    relay.restore();
    await vi.waitFor(async () => expect([await redisState(a), await redisState(b)]).toEqual(['up', 'up']), {
      timeout: 10_000,
      interval: 100,
    });
    expect((await login(b, admin)).res.status).toBe(200);
    expect((await text(b, page)).body).toContain('Redis yokken');
    await saveContract(session, 'redis-sozlesmesi', id, 'Redis döndü');
    expect((await text(b, page)).body).toContain('Redis döndü');
  }, 30_000);
});
