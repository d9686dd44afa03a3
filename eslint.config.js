import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { testTimingPlugin } from './scripts/lint/query-after-event.js';

/** Each folder of src/features is one feature: a new folder is fenced the day it appears. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['./src/components', './src/lib', './src/storage', './src/config', './src/theme'];

/**
 * The arrows of docs/architecture.md: src/app → src/features → shared code and src/api →
 * machines/, and server/ → machines/. Features never import each other; nothing imports the
 * app; src/ and server/ never import each other.
 */
const BOUNDARIES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature: move what both need to shared code.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature must not depend on the app shell.',
  },
  {
    target: [...SHARED, './src/api'],
    from: ['./src/features', './src/app'],
    message: 'Shared code and the HTTP clients must not depend on a feature or on the app.',
  },
  {
    target: './src/api',
    from: ['./src/components', './src/theme'],
    message: 'src/api speaks HTTP: no screens, no React components.',
  },
  {
    target: './machines',
    from: ['./src', './server'],
    message: 'machines/ must not import from src/ or server/.',
  },
  { target: './server', from: './src', message: 'server/ must not import from src/.' },
  { target: './src', from: './server', message: 'src/ must not import from server/.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'backups',
      'node_modules',
      'test-results',
      'coverage',
      'data',
      'reports',
      '.stryker-tmp',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: BOUNDARIES, basePath: import.meta.dirname },
      ],
      // Arrows go one way: a module never reaches itself again through its imports.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog must put focus inside itself (SPEC §4: on Cancel); MUI components do it with
      // autoFocus. Plain DOM elements still may not grab focus on load.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The browser calls the server only through src/api, where one policy reads every answer.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the server through a client function in src/api.' },
      ],
    },
  },
  {
    // machines/ is the pure core: it must not reach for React, MUI or the DOM.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', '@mui/*', '@emotion/*', '**/src/**'] },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // A query right after a user event reads the screen before the event's effects, lazy
    // imports and paints: it fails only on a busy machine. The survey driver's getters are
    // queries too, and its moves wait (tests/support/survey-driver.ts).
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    plugins: { 'test-timing': testTimingPlugin },
    rules: {
      'test-timing/query-after-event': [
        'error',
        {
          queries: [
            'stepHeading',
            'anyStepHeading',
            'continueButton',
            'backButton',
            'choice',
            'progressBar',
            'changeButton',
          ],
          waits: [
            'shownStep',
            'stillOn',
            'continueTo',
            'backTo',
            'changeStep',
            'answerUpTo',
            'openSurveyAt',
          ],
        },
      ],
    },
  },
  {
    // A new PGlite runs initdb in WebAssembly: seconds of CPU per file. Tests start from the
    // templates tests/server/support/test-database.ts loads (blank or migrated) instead.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/server/support/**', 'tests/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@electric-sql/pglite',
              message:
                'Open a database with tests/server/support/test-database.ts (a template, not initdb).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
