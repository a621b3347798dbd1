import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { unload } from 'swr';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor give up after 1 s by default: a react-admin list in jsdom can take longer than that on two
// cores shared with the API suites, and a timeout there reports load, not a defect. 10 s, as the heaviest
// screens had set for themselves: at 5 s the panel's language switch (ListScreens) failed under load (stop 40).
configure({ asyncUtilTimeout: 10_000 });

/*
 * SWR keeps the requests `preload` started (site/data/navigationPreload.ts) in one table for the whole module,
 * whatever cache a render has, and the next hook that asks for the same key takes that answer, however old.
 * One a test's page left unasked would answer the next test's first request with the earlier test's data:
 * in the shared workers, the site's test files failed now and then in just that way. Each test starts with
 * none (and, unmounted, no hook needs telling).
 */
const forgetSwrRequests = () => unload({ revalidate: false });

afterEach(() => {
  cleanup();
  forgetSwrRequests();
});

// jsdom's slowest answers, made fast without changing them (see each file). A file that runs in Node
// (`@vitest-environment node`, the server renderer's tests) has no jsdom loaded to change.
// Once per jsdom: in the web project's shared workers this file runs again for every test file.
const perWorker = globalThis as { jsdomSpeedupsApplied?: boolean; startAddress?: string };
if (typeof window !== 'undefined' && !perWorker.jsdomSpeedupsApplied) {
  perWorker.jsdomSpeedupsApplied = true;
  await import('./jsdomLabelLookup');
  await import('./jsdomComputedStyle');
  await import('./jsdomRuleIndex');
  await import('./jsdomEmotionLookup');
}

/*
 * The back office's test files share one worker's modules and one jsdom (vite.config.ts): this file runs again
 * before each of them. Each starts as an isolated file would, except for the packages (react-admin, MUI,
 * React), which are loaded once per worker and hold nothing of a test's: our own modules are evaluated
 * afresh (their caches, such as the site's CSRF token, are the file's own), and the browser's stores,
 * cookies and page start empty.
 */
vi.resetModules();
// A file's last requests can still start a preload after its last test (a route loader's second step).
forgetSwrRequests();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
if (typeof window !== 'undefined') {
  // The address the jsdom started at: a screen test moves it (to /admin/…) with the History API.
  perWorker.startAddress ??= window.location.href;
  window.history.replaceState(null, '', perWorker.startAddress);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const attribute of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(attribute.name);
  // The head keeps its style elements: emotion (MUI's styles), loaded once per worker, holds on to them.
  // (Not with jsdom's document.title or head.children: each walks the thousands of them again, seconds a file.)
  for (const element of document.head.querySelectorAll(':not(style)')) element.remove();
  document.body.innerHTML = '';
}
