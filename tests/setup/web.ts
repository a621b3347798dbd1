import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor give up after 1 s by default: a react-admin list in jsdom can take longer than that on two
// cores shared with the API suites, and a timeout there reports load, not a defect. 10 s, as the heaviest
// screens had set for themselves: at 5 s the panel's language switch (ListScreens) failed under load (stop 40).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// jsdom's three slowest answers, made fast without changing them (see each file). A file that runs in Node
// (`@vitest-environment node`, the server renderer's tests) has no jsdom loaded to change.
if (typeof window !== 'undefined') {
  await import('./jsdomLabelLookup');
  await import('./jsdomComputedStyle');
  await import('./jsdomRuleFilter');
}
