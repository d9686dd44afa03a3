import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { treeShakeReactRouter } from './scripts/build/tree-shake-react-router.ts';
import { prerenderFirstPage } from './scripts/prerender/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), treeShakeReactRouter(), prerenderFirstPage()],
  build: {
    // `npm run size` reads which chunks each route loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk beside the entry, rather than a dozen
        // small shared chunks, each a round trip on a slow phone network.
        codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
