import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/services/passwords.js';
import { createUser } from '../../server/services/users.js';
import { type Endpoint, writeEndpoints } from '../fuzz/endpoints.js';
import { knownFieldNames } from '../fuzz/fieldNames.js';
import { type FuzzRequest, requestArb } from '../fuzz/requests.js';
import { createWriteWatch } from '../fuzz/writeWatch.js';
import { startSmtpSink } from '../helpers/smtpSink.js';
import { adminCredentials, bearer, createTestApp, engine } from '../helpers/testApp.js';

/*
 * Every public and admin write endpoint, found in Fastify's route table, gets hostile requests (tests/fuzz):
 * random bodies with inherited key names, lists, nulls, long texts and wrong types, as JSON, urlencoded or
 * multipart, well formed or broken, under odd content types, with odd `_method` values. Whatever is sent:
 * no answer is a 5xx, a refusal is the JSON error envelope without yup's English, and a refused request
 * has written no row and no file. `npm test` runs FUZZ_RUNS cases per endpoint (120 on SQLite, 25 on
 * PostgreSQL by default); `npm run fuzz` runs 10,000. FUZZ_SEED replays a run.
 */

const runs = Number(process.env.FUZZ_RUNS ?? (engine === 'postgres' ? 25 : 120));
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const schemaModules = import.meta.glob<Record<string, unknown>>('../../shared/schemas/*.ts', { eager: true });
const fieldNames = knownFieldNames(schemaModules);

// Mail configured as in production, so the password reset and the forms run their whole course (without it
// the reset answers 503 by design). What the outbox sends in the background is waited for before each
// request, so that its writes are never taken for the next request's.
const smtp = await startSmtpSink();
const t = await createTestApp({
  seed: true,
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'akademi@test.local', MAIL_TO: 'inbox@test.local' },
});
const endpoints = writeEndpoints(t.app);
const watch = await createWriteWatch(t.app.db, engine, t.config.dataDir);
const { headers: csrfHeaders } = await t.csrf();

/** The methods a POST to this endpoint's URL may name in `_method` (http/routes.ts dispatches them). */
const overridesOf = (endpoint: Endpoint) =>
  endpoints
    .filter((other) => other.url === endpoint.url && other.method !== 'POST')
    .map((other) => other.method);

/** yup's own English messages: none may reach a client (shared/schemas/yupLocale.ts). */
const yupEnglish =
  /must be a `|is a required field|must be at (most|least)|must match the following|must be one of the following|cannot be null|has unspecified keys|must be a valid|must be (less|greater) than|must be (a )?(positive|negative|integer)/;

const stats = {
  requests: 0,
  byStatus: new Map<number, number>(),
  byKind: new Map<string, Map<number, number>>(),
  refusedWrites: [] as string[],
};
const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

let adminHeaders: Record<string, string> | undefined;
let nextAddress = 0;

/**
 * The administrator's credentials, signed in again when a fuzzed request ended the session (logout, a
 * password or role change of the account itself); restored first when such a request changed the account.
 */
async function admin(): Promise<Record<string, string>> {
  if (adminHeaders) return adminHeaders;
  watch.invalidate();
  const token = await t.adminToken().catch(async () => {
    const role = await t.app.db
      .selectFrom('role_groups')
      .select('id')
      .where('key', '=', 'admin')
      .executeTakeFirstOrThrow();
    const restored = await t.app.db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(adminCredentials.password),
        active: 1,
        role_group_id: role.id,
      })
      .where('email', '=', adminCredentials.email)
      .executeTakeFirst();
    if (Number(restored.numUpdatedRows) === 0) {
      await createUser(t.app.db, { name: 'Test Yönetici', ...adminCredentials, roleKey: 'admin' });
    }
    return t.adminToken();
  });
  adminHeaders = bearer(token);
  return adminHeaders;
}

/** Each request from its own address: the forms' rate limit (5 per 10 minutes per IP) must not hide them. */
function address(): string {
  const n = ++nextAddress;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const shown = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 200)} [${request.kind}] ${String(request.payload ?? '').slice(0, 300)}`;

async function check(endpoint: Endpoint, request: FuzzRequest): Promise<void> {
  const credentials = endpoint.area === 'admin' ? await admin() : csrfHeaders;
  await t.app.mail?.idle();
  await watch.settle();
  const res = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...credentials, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    remoteAddress: address(),
  });
  stats.requests += 1;
  bump(stats.byStatus, res.statusCode);
  bump(
    stats.byKind.get(request.kind) ?? stats.byKind.set(request.kind, new Map()).get(request.kind)!,
    res.statusCode,
  );
  if (
    endpoint.area === 'admin' &&
    (res.statusCode === 401 || (res.statusCode < 300 && /\/logout$/.test(request.url)))
  ) {
    adminHeaders = undefined;
  }

  expect(res.statusCode, `${shown(request)} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, shown(request)).not.toMatch(/\$argon2/);
  if (res.statusCode < 400) {
    watch.invalidate();
    return;
  }
  const envelope = res.json() as { success?: unknown; message?: unknown };
  expect(envelope.success, shown(request)).toBe(false);
  expect(typeof envelope.message === 'string' && envelope.message.length > 0, shown(request)).toBe(true);
  expect(res.body, shown(request)).not.toMatch(yupEnglish);
  const wrote = await watch.wrote();
  if (wrote) stats.refusedWrites.push(`${res.statusCode} ${shown(request)}: ${wrote}`);
  expect(wrote, `a refused request wrote ${wrote}: ${res.statusCode} ${shown(request)}`).toBeUndefined();
}

afterAll(async () => {
  const histogram = Object.fromEntries([...stats.byStatus].sort(([a], [b]) => a - b));
  const count = (test: (status: number) => boolean) =>
    [...stats.byStatus].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
  const kinds = Object.fromEntries(
    [...stats.byKind]
      .sort()
      .map(([kind, statuses]) => [kind, Object.fromEntries([...statuses].sort(([a], [b]) => a - b))]),
  );
  console.log(
    JSON.stringify(
      {
        engine,
        endpoints: endpoints.length,
        runsPerEndpoint: runs,
        requests: stats.requests,
        statuses: histogram,
        fiveHundreds: count((status) => status >= 500),
        tooManyRequests: count((status) => status === 429),
        // Refused before routing reached validation or a handler: the body itself (shape, type, size).
        stoppedAtTheDoor: count((status) => status === 400 || status === 413 || status === 415),
        refusedThatWrote: stats.refusedWrites.length,
        byKind: kinds,
      },
      null,
      1,
    ),
  );
  await t.close();
  await smtp.close();
});

describe('the write endpoints found in the route table', () => {
  it('are all there: the public forms, the login and the back office', () => {
    const names = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.url}`);
    for (const expected of [
      'POST /api/contact',
      'POST /api/auth/login',
      'POST /api/pre-registrations',
      'POST /api/human-resources',
      'PUT /api/admin/settings/site',
      'POST /api/admin/settings/site',
      'POST /api/admin/uploads/image',
      'POST /api/admin/settings/company/logo',
      'POST /api/admin/products/:id/files',
      'DELETE /api/admin/*',
    ]) {
      expect(names).toContain(expected);
    }
    expect(endpoints.length).toBeGreaterThan(90);
  });
});

describe.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    it(
      'answers hostile requests with a 4xx envelope or success, never a 5xx, and writes nothing it refuses',
      async () => {
        await fc.assert(
          fc.asyncProperty(requestArb(endpoint, overridesOf(endpoint), fieldNames), (request) =>
            check(endpoint, request),
          ),
          { numRuns: runs, seed },
        );
      },
      60_000 + runs * 300,
    );
  },
);
