import { defineConfig } from 'vitest/config';

/**
 * The machine tests alone (no DOM, no screens): what `npm run test:mutation` runs for every
 * mutant Stryker makes in machines/. `npm test` runs these files too, with the rest.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // The docs test too: a changed description or id must show up in docs/machines.md.
    include: ['tests/machines/**/*.test.ts', 'tests/scripts/machines-docs.test.ts'],
    exclude: [
      // Tests the tests (each transition re-targeted in a copy of the machine), not machines/.
      'tests/machines/survey/survey.wrong-targets.test.ts',
      // Imports machines/ inside its tests: every module-level mutant would count as covered by
      // it alone and be judged by it alone (docs/decisions/2026-11-27-mutants-of-loading.md).
      'tests/machines/machines-load.test.ts',
    ],
    testTimeout: 20_000,
    // A file that cannot load under a mutant counts as a failed test (see the reporter).
    reporters: ['default', './tests/support/load-failures-as-tests.ts'],
  },
});
