import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { lowDiskSpaceBytes } from '../../server/services/diskSpace.js';
import { diskFullMessage } from '../../server/services/uploadFiles.js';
import { contactMessage } from '../helpers/formVisitors.js';
import { adminCredentials, engine, postWithCsrf } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 27: a full data volume. /readyz takes the instance out of the balancer before writes fail (the free
 * space is read through an injectable reader, so a test can fill the disk), and a write that fails on it
 * (the contact form, a sign-in's session row) answers 503 with a clear message, not 500.
 */

let freeBytes = 10 * 1024 * 1024 * 1024;
const measured: string[] = [];

const t = useTestApp({
  freeSpace: async (directory) => {
    measured.push(directory);
    return freeBytes;
  },
});

const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' });

let ip = 0;
async function contact() {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: (await t.csrf()).headers,
    remoteAddress: `10.70.${++ip >> 8}.${ip & 255}`,
    payload: contactMessage({ message: 'Ekibimiz için eğitim hakkında bilgi almak istiyoruz. '.repeat(4) }),
  });
}
const signIn = () =>
  postWithCsrf(t, '/api/auth/login', adminCredentials, { remoteAddress: `10.71.${++ip >> 8}.${ip & 255}` });

/** Sends `request` until it stops succeeding (the database can no longer grow); answers that refusal. */
async function untilRefused(request: () => ReturnType<typeof contact>) {
  for (let i = 0; i < 500; i++) {
    const res = await request();
    if (res.statusCode !== 200) return res;
  }
  throw new Error('the database never filled up');
}

describe('/readyz', () => {
  it('is ready while the data volume has room, and measures the volume the data is written to', async () => {
    const res = await readyz();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'ready' });
    expect(measured).toContain(t.config.dataDir);
  });

  it('is not ready once the free space falls under the threshold, and ready again once freed', async () => {
    freeBytes = lowDiskSpaceBytes - 1;
    const full = await readyz();
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({
      success: false,
      message: 'Veri diskinde yer kalmadı',
      status: 'disk-full',
    });
    expect(full.headers['cache-control']).toBe('no-store');
    freeBytes = 0;
    expect((await readyz()).statusCode).toBe(503);
    freeBytes = lowDiskSpaceBytes;
    expect((await readyz()).statusCode).toBe(200);
  });
});

describe.skipIf(engine !== 'sqlite')('SQLite unable to grow (SQLITE_FULL)', () => {
  // The database may not grow past its present size: what SQLite meets at 0 bytes free. A transaction that
  // fails so is ended by SQLite itself, and its cause must survive Kysely's rollback (db/sqliteDialect.ts).
  const limitGrowth = (pages: number | 'now') =>
    sql.raw(`PRAGMA max_page_count = ${pages === 'now' ? 1 : pages}`).execute(t.app.db);

  it('answers the contact form and the sign-in 503 with a clear message, and works again once there is room', async () => {
    await limitGrowth('now');
    try {
      const refusedContact = await untilRefused(contact);
      expect(refusedContact.statusCode, refusedContact.body).toBe(503);
      expect(refusedContact.json()).toEqual({ success: false, message: diskFullMessage });
      expect(refusedContact.headers['cache-control']).toBe('no-store');

      const refusedSignIn = await untilRefused(signIn);
      expect(refusedSignIn.statusCode, refusedSignIn.body).toBe(503);
      expect(refusedSignIn.json()).toEqual({ success: false, message: diskFullMessage });
    } finally {
      await limitGrowth(1_073_741_823);
    }
    expect((await contact()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
  });
});
