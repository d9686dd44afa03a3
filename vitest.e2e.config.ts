import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: headless Chromium (playwright-core) against the production build, which
 * tests/e2e/support/global-setup.ts builds, serves on a free loopback port and stops.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // Two cores: one browser at a time keeps the timings steady.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
