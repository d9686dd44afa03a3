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
  // The break stands at 84 for now, under the 90 % we hold ourselves to: the letter and status
  // rules (machines/letter, machines/status) and the case contract's parsers landed on
  // 2026-11-24 with thin mutation coverage (84.62 % over machines/ that day). Raise it back to
  // 90 as their tests come; it must never go lower.
  thresholds: { high: 95, low: 90, break: 84 },
  // Incremental: a mutant whose code and covering tests are unchanged since the last run keeps
  // its result; the rest run again, and the score (and the break) is over all mutants. The
  // file is committed (docs/decisions/2026-11-24-test-environments.md), so a clean clone and
  // CI run only what changed since; a stale file costs time, never a wrong score, and without
  // it every mutant runs. `npm run test:mutation -- --force` runs them all.
  incremental: true,
  incrementalFile: 'mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
