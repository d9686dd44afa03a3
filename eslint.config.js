import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { testTimingPlugin } from './scripts/lint/query-after-event.js';

/** Shared code flows one way: shared → features → app. Features never import each other. */
const FEATURE_BOUNDARIES = [
  { target: './src/features/survey', from: './src/features', except: ['./survey'] },
  { target: './src/features/admin', from: './src/features', except: ['./admin'] },
  {
    target: ['./src/components', './src/lib', './src/storage', './src/config', './src/theme'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on a feature or on the app.',
  },
  { target: './machines', from: './src', message: 'machines/ must not import from src/.' },
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
      'import-x/no-restricted-paths': ['error', { zones: FEATURE_BOUNDARIES }],
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
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
