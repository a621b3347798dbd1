import { useForFile } from '../helpers/useForFile';
import { apiClient, launchBrowser } from './fixtures';

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
