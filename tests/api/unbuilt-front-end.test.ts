import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.js';

/*
 * Issue 33: a server without a built front end (a fresh clone under `npm run dev`, or before `npm run build`)
 * says where the pages are instead of an empty 404: under `npm run dev` that is Vite's address
 * (DEV_SITE_URL, set by scripts/dev.mjs), which a newcomer opening the API's own port needs to be told.
 */
describe('a page asked of a server without a built front end', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const pageFrom = async (env: Record<string, string>, url: string) => {
    const t = await createTestApp({ env });
    apps.push(t);
    return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  };

  it('names the build command', async () => {
    const res = await pageFrom({}, '/egitim-takvimi');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('The front end is not built: run "npm run build".');
  });

  it("under npm run dev, names Vite's address, where the site and the back office are served", async () => {
    const res = await pageFrom(
      { NODE_ENV: 'development', DEV_SITE_URL: 'http://localhost:5173', LOG_LEVEL: 'silent' },
      '/',
    );
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Under npm run dev the pages are served at http://localhost:5173');
  });
});
