import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor give up after 1 s by default: a react-admin list in jsdom can take longer than that on two
// cores shared with the API suites, and a timeout there reports load, not a defect.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
