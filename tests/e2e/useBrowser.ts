import { afterAll, beforeAll } from 'vitest';
import { useForFile } from '../helpers/useForFile';
import { apiClient, launchBrowser, type ApiClient } from './fixtures';

/**
 * Chromium and the seeded administrator's API client for one spec file: opened before its tests, the browser
 * closed after them. Read them as `e2e.browser` and `e2e.api` in the tests and in the file's later hooks.
 */
export const useBrowserAndApi = () =>
  useForFile(
    async () => {
      const browser = await launchBrowser();
      try {
        return { browser, api: await apiClient() };
      } catch (error) {
        await browser.close();
        throw error;
      }
    },
    ({ browser }) => browser.close(),
    'the browser',
  );

/** Chromium alone for one spec file, opened before its tests and closed after them: `e2e.browser`. */
export const useBrowser = () =>
  useForFile(
    async () => ({ browser: await launchBrowser() }),
    ({ browser }) => browser.close(),
    'the browser',
  );

/**
 * The site settings changed by `changes` (the rest kept) for one spec file's tests, and put back as they were
 * after them. Call it after useBrowserAndApi, whose client it uses in its hooks.
 */
export function useSiteSettings(e2e: { api: ApiClient }, changes: Record<string, unknown>) {
  let saved: Record<string, unknown> | undefined;
  beforeAll(async () => {
    saved = (await e2e.api.get<{ data: Record<string, unknown> }>('/api/admin/settings/site')).data;
    await e2e.api.send('PUT', '/api/admin/settings/site', { ...saved, ...changes });
  });
  afterAll(async () => {
    if (saved) await e2e.api.send('PUT', '/api/admin/settings/site', saved);
  });
}

/** Three languages an office might add to Turkish and English: five in all, more than a phone row holds. */
export const threeMoreLanguages = [
  { abbr: 'de', lang: 'Deutsch' },
  { abbr: 'fr', lang: 'Français' },
  { abbr: 'ru', lang: 'Русский' },
] as const;

/**
 * `languages` added and active for the enclosing describe's tests, and deleted after them (and before, when an
 * interrupted run left them). Call it after useBrowserAndApi, whose client it uses in its hooks.
 */
export function useAddedLanguages(
  e2e: { api: ApiClient },
  languages: readonly { abbr: string; lang: string }[] = threeMoreLanguages,
) {
  const remove = () =>
    Promise.all(
      languages.map(({ abbr }) =>
        e2e.api.send('DELETE', `/api/admin/languages/${abbr}`, {}).catch(() => undefined),
      ),
    );
  beforeAll(async () => {
    await remove();
    for (const language of languages) {
      await e2e.api.send('POST', '/api/admin/languages', { ...language, active: 1 });
    }
  });
  afterAll(remove);
}
