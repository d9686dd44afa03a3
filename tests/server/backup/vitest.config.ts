import { defineConfig } from 'vitest/config';

/**
 * The backup and restore round trip (`npm run test:backup`, one step of .ci/run): the real
 * commands in their own processes, on PGlite and, inside scripts/with-postgres.sh, on
 * PostgreSQL. Its files end in `.backup.ts`, so the default runs never pick them up.
 */
export default defineConfig({
  test: {
    name: 'backup',
    root: new URL('../../..', import.meta.url).pathname,
    include: ['tests/server/backup/**/*.backup.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
