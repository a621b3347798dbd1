import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { dictionaries } from '../../server/db/seed/dictionary.js';
import type { Db } from '../../server/db/database.js';
import type { Database } from '../../server/db/schema.js';
import { toJson } from '../../server/db/json.js';
import { editorPermissions, type Permission } from '../../shared/permissions.js';
import { bearer, createTestApp, type FilePart, multipart, type TestApp } from '../helpers/testApp.js';
import { lateBound, useForFile } from '../helpers/useForFile.js';
import { type OptionsOrMaker, optionsOf } from '../helpers/useTestApp.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A small client for the admin API as one signed-in user: JSON calls and the panel's form + `_method` writes. */
export function adminClient(t: TestApp, token: string | undefined) {
  const headers = token ? bearer(token) : {};
  const call = (method: Method, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: Record<string, unknown>) => call('POST', url, payload),
    put: (url: string, payload: Record<string, unknown>) => call('PUT', url, payload),
    del: (url: string, payload?: Record<string, unknown>) => call('DELETE', url, payload),
    /** What the panel's HTTP client sends: POST multipart/form-data, the verb in `_method`. */
    form: (url: string, fields: Record<string, string | string[]>, files: FilePart[] = []) => {
      const body = multipart(fields, files);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin${url}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
    /** A urlencoded POST, as a plain HTML form or URLSearchParams would send it. */
    urlencoded: (url: string, fields: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin${url}`,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: fields,
      }),
  };
}
export type AdminClient = ReturnType<typeof adminClient>;

/** A fresh app (createTestApp's options) with the clients of its signed-in administrator and editor. */
export async function adminTestApp(options?: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(options);
  return { t, admin: adminClient(t, await t.adminToken()), editor: adminClient(t, await t.editorToken()) };
}

/** adminTestApp for the whole test file: made before its tests, closed after them. */
export function useAdminTestApp(options?: OptionsOrMaker<Parameters<typeof createTestApp>[0]>) {
  const made = useForFile(
    async () => adminTestApp(await optionsOf(options)),
    ({ t }) => t.close(),
    'the admin test app',
  );
  return {
    t: lateBound(() => made.t, 'the test app'),
    admin: lateBound(() => made.admin, "the administrator's client"),
    editor: lateBound(() => made.editor, "the editor's client"),
  };
}

/** A back office user added by an administrator through the API (role group by key); the new id. */
export async function createUser(
  admin: AdminClient,
  user: { name: string; email: string; password: string; role: string },
): Promise<number> {
  const roles = await roleGroupIds(admin);
  const res = await admin.post('/users', {
    name: user.name,
    email: user.email,
    password: user.password,
    password_confirmation: user.password,
    role_group_id: roles[user.role],
    active: 1,
  });
  if (res.statusCode !== 201) throw new Error(`user not created: ${res.statusCode} ${res.body}`);
  return json(res).data.id as number;
}

/**
 * Runs `check` while the editor's role group lacks `permission`, then gives it back (the editor's token stays
 * valid: permissions are read on every request).
 */
export async function whileEditorLacks(
  db: Db,
  permission: Permission,
  check: () => Promise<void>,
): Promise<void> {
  const setEditorPermissions = (granted: readonly Permission[]) =>
    db
      .updateTable('role_groups')
      .set({ permissions: JSON.stringify(granted) })
      .where('key', '=', 'editor')
      .execute();
  await setEditorPermissions(editorPermissions.filter((p) => p !== permission));
  try {
    await check();
  } finally {
    await setEditorPermissions(editorPermissions);
  }
}

/** The id of each role group by its key (admin, editor). */
export async function roleGroupIds(client: AdminClient): Promise<Record<string, number>> {
  const roles = json(await client.get('/role/groups')).data as { id: number; key: string }[];
  return Object.fromEntries(roles.map((role) => [role.key, role.id]));
}

/** The two seeded languages: Turkish (default) and English, with their dictionaries. */
export async function seedLanguages(db: Db): Promise<void> {
  const existing = await db.selectFrom('languages').select('abbr').execute();
  const have = new Set(existing.map((row) => row.abbr));
  const rows = [
    { abbr: 'tr', lang: 'Türkçe', is_default: 1, queue: 2 },
    { abbr: 'en', lang: 'English', is_default: 0, queue: 1 },
  ] as const;
  for (const row of rows) {
    if (have.has(row.abbr)) continue;
    await db
      .insertInto('languages')
      .values({ ...row, active: 1, page_lang: toJson(dictionaries[row.abbr]) })
      .execute();
  }
}

/** Each of these admin calls answers 401 to a visitor without a session; a failure names the call. */
export async function expectClosedWithoutSession(t: TestApp, calls: readonly (readonly [Method, string])[]) {
  for (const [method, url] of calls) {
    expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
  }
}

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary envelopes

/** The fields a refusal (422) names, in name order: what a test compares, whatever order the schema checks in. */
export const refusedFields = (res: LightMyRequestResponse): string[] =>
  Object.keys((res.json() as { errors: Record<string, string> }).errors).sort();

/** How many rows a table holds now. */
export async function count(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A support request the signed-in administrator opens from the back office ("Logo yüklenmiyor", high). */
export async function sendSupportRequest(t: TestApp) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/support',
    headers: bearer(await t.adminToken()),
    payload: { subject: 'Logo yüklenmiyor', message: 'Favicon değişmiyor.', priority: 'high' },
  });
}
