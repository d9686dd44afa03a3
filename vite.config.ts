import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    // Generous, for a shared 2-core machine running two suites at once; a passing test
    // returns long before. No test relies on a short timeout (see tests/setup.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
