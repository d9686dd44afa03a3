// Mutation testing of machines/ (`npm run test:mutation`): Stryker changes the code one mutant at
// a time and runs the machine tests; a mutant no test notices is a gap in the tests.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.machines.config.ts', related: false },
  mutate: ['machines/**/*.ts', '!machines/**/index.ts'],
  coverageAnalysis: 'perTest',
  // Two cores, shared: one vitest worker per core.
  concurrency: 2,
  timeoutMS: 30_000,
  // The run fails under `break`, our bar of 90 %. When a change brings the score under it, the
  // break may stand lower for a while: docs/testing.md ("Mutation testing") then names the
  // files whose missing tests hold it down. It never goes lower than the score stands.
  thresholds: { high: 95, low: 90, break: 90 },
  // Incremental: a mutant whose code and covering tests are unchanged since the last run keeps
  // its result; the rest run again, and the score (and the break) is over all mutants. The
  // file is committed (docs/decisions/2026-11-24-test-environments.md), so a clean clone and
  // CI run only what changed since; a stale file costs time, never a wrong score, and without
  // it every mutant runs. `npm run test:mutation -- --force` runs them all.
  incremental: true,
  // Static mutants (module-level tables, schemas and the machines' own definitions) run every
  // test per mutant, which would take hours beyond CI's time limit. They are left out of the
  // run and the score; the machines' model and oracle tests cover those definitions
  // (docs/decisions/2026-11-26-static-mutants.md).
  ignoreStatic: true,
  incrementalFile: 'mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
