import { defineConfig } from 'vitest/config';

/** Browser tests: one shared server (started by scripts/e2e.mjs), so files run one after another. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.spec.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
