import { defineConfig } from 'vitest/config';

/**
 * Tests that need a real PostgreSQL server they can take away (connections cut, a restart):
 * scripts/with-postgres.sh runs them after the server tests, with POSTGRES_RESTART set.
 * Their files end in `.pg.ts`, so the default runs (PGlite) never pick them up.
 */
export default defineConfig({
  test: {
    name: 'postgres',
    root: new URL('../../..', import.meta.url).pathname,
    include: ['tests/server/postgres/**/*.pg.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
