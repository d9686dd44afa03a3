import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The model walks on rendered screens: every transition of the survey and of the review a
 * person can take, clicked through in a DOM and judged against the spec table. A walk is a
 * journey (about two hundred answers), not a screen: `npm test` checks each screen and walks
 * every transition of the machines themselves in Node; `npm run test:walks` (in `.ci/run`)
 * walks them on screen.
 */
export const SCREEN_WALK_TESTS = ['tests/features/**/*.model.test.tsx'];

/**
 * A test of the tests: every transition of the survey machine re-targeted at every other state
 * in a copy of it, each copy walked against the spec table, which must catch it (hundreds of
 * model walks). Like the screen walks, it runs in `npm run test:walks`, not in `npm test`.
 */
export const ORACLE_CHECK_TESTS = ['tests/machines/survey/survey.wrong-targets.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['tests/setup-console.ts', 'tests/setup.ts'],
    include: [...SCREEN_WALK_TESTS, ...ORACLE_CHECK_TESTS],
    restoreMocks: true,
    // Generous, as in vite.config.ts: a passing walk returns long before.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
