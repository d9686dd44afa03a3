import { defineConfig } from 'vite';

/**
 * `npm run build:server`: the server and its commands compiled once to plain JavaScript in
 * dist-server/, so production starts with `node dist-server/main.js` and compiles nothing at
 * start (`npm start` runs the TypeScript through tsx, for development and a first try). The
 * npm packages stay outside the bundle, loaded from node_modules as they are.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: {
        main: 'server/main.ts',
        'reviewer-add': 'server/cli/reviewer-add.ts',
        'reviewer-reset-link': 'server/cli/reviewer-reset-link.ts',
        'partner-add': 'server/cli/partner-add.ts',
        backup: 'server/cli/backup.ts',
        restore: 'server/cli/restore.ts',
        'purge-records': 'server/cli/purge-records.ts',
      },
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
});
