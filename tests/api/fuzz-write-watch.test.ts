import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWriteWatch, type WriteWatch } from '../fuzz/writeWatch.js';
import { engine } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * The fuzz (./fuzz.test.ts) trusts this watch to say "a refused request wrote nothing": it must see a row
 * and a file, name what changed, and leave alone the session's last use, which every signed-in request
 * moves whether it is refused or not (the idle timeout).
 */

const t = useTestApp();
let watch: WriteWatch;

beforeAll(async () => {
  await t.adminToken();
  watch = await createWriteWatch(t.app.db, engine, t.config.dataDir);
});

const step = async (write: () => Promise<unknown>) => {
  watch.invalidate();
  await watch.settle();
  await write();
  return watch.wrote();
};

describe('the fuzz write watch', () => {
  it('names the table a row was written to, and sees a file', async () => {
    const row = await step(() =>
      t.app.db
        .updateTable('users')
        .set({ name: 'Başka Ad' })
        .where('email', '=', 'admin@test.local')
        .execute(),
    );
    expect(row).toBe('users');
    const file = await step(async () => fs.writeFileSync(path.join(t.config.dataDir, 'stray.txt'), 'x'));
    expect(file).toBe('files');
  });

  it("ignores a session's last use, and nothing at all is nothing", async () => {
    const activity = await step(() =>
      t.app.db
        .updateTable('auth_tokens')
        .set({ last_used_at: new Date(Date.now() + 60_000).toISOString() })
        .execute(),
    );
    expect(activity).toBeUndefined();
    expect(await step(async () => undefined)).toBeUndefined();
  });
});
