// @ts-check
// The one ESLint configuration of the repository (docs/decisions/lint-and-format.md).
// Syntax-only rules: typescript-eslint's `recommended`, not the type-checked sets, so a run needs no
// TypeScript program and stays quick on two cores; `tsc --noEmit` (npm run typecheck) does the typing.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The packages that run in the browser: the shell, the remotes and what they share. */
const BROWSER = ['shell/**', 'shared/**', 'mfe-*/**'];

/** What runs in Node: the servers, the build and test tooling, the end-to-end suite. */
const NODE = [
  'checkout-service/**',
  'site-server/**',
  'scripts/**',
  'e2e/**',
  'mfe-*/scripts/**',
  '**/*.config.{js,mjs,cjs}',
  '**/build.mjs',
  '*.{js,mjs,cjs}',
];

export default defineConfig(
  // Build output and what the tools write (see .gitignore); nothing in them is written by hand.
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '**/perf-results/',
    '.nx/',
    'checkout-service/.data/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    rules: {
      // Same convention as tsc's noUnusedParameters: a leading underscore marks a value kept on purpose
      // (a callback's position, a destructured field left out of a rest object).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  {
    files: BROWSER,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'checkout-service/src/mail/templates/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },

  {
    files: NODE,
    languageOptions: { globals: globals.node },
  },
  // The contract is framework-free and runs on both sides: it may use what both have (URL, TextEncoder,
  // console, timers), which ES2022 and the two sets of globals have in common.
  {
    files: ['contract/**'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },

  // CommonJS: webpack and jest configurations, the jest set-up and stubs, the tools under scripts/.
  {
    files: ['**/*.cjs', '**/*.js'],
    ignores: ['scripts/webpack/sharedFacades/**', 'shell/src/federation/runtimePlugins/**'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: {
      // These files are CommonJS by design (no "type": "module" in the packages): require() is how they import.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  // ES modules that webpack bundles into the browser code (shared facades, federation runtime plugins).
  {
    files: ['scripts/webpack/sharedFacades/**/*.js', 'shell/src/federation/runtimePlugins/**/*.js'],
    languageOptions: { sourceType: 'module', globals: globals.browser },
  },

  // Unit tests run in jest (jsdom or node); the end-to-end tests in e2e/ import Playwright's `test` instead.
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx,js}', 'scripts/jest/**'],
    ignores: ['e2e/**'],
    languageOptions: { globals: globals.jest },
  },
  // The jsdom set-up fills in browser APIs, so it sees the browser's globals besides Node's.
  {
    files: ['scripts/jest/setupDom.js'],
    languageOptions: { globals: globals.browser },
  },
);
