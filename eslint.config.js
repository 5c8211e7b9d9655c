import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The layers of the app (docs/architecture.md, "Layers"): each may import only its own and those
// below it. `shared` is everything a page builds on.
const shared = [
  'src/config',
  'src/analytics',
  'src/validation',
  'src/session',
  'src/i18n',
  'src/ui',
  'src/api',
  'src/auth',
  'src/permissions',
  'src/engine',
];
const app = ['src/app', 'src/routes', 'src/main.tsx'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.lighthouse',
      'node_modules',
      'test-results',
      'playwright-report',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // No import cycles anywhere in the app, dynamic imports included: a cycle makes the order
    // modules run in depend on which one is imported first.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Layers: shared -> features (pages) -> app (app shell, routes). Tests and test helpers may
    // assemble layers (they still may not form a cycle).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: shared,
              from: ['src/pages', ...app],
              message: 'Shared code must not import pages, routes or the app shell.',
            },
            {
              target: ['src/pages'],
              from: app,
              message:
                'Pages must not import the route table or the app shell: what they need of it reaches them as props or context (pages/shared/route-facts).',
            },
            {
              target: ['src/i18n'],
              from: ['src/ui'],
              message: 'i18n is below the UI: it must not import src/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine never reaches into pages or the app shell, and makes no styles at run time.
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/pages/**', '**/app/**'],
              message: 'The engine must not import pages or the app.',
            },
            {
              group: ['@mui/*', '@emotion/*'],
              message:
                "The wizard's parts are styled by static stylesheets (*.module.css): no styles made while rendering a step.",
            },
          ],
        },
      ],
    },
  },
  {
    // The engine core is pure: no React, no DOM libraries, no pages.
    files: ['src/engine/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@mui/*', '@rjsf/*', 'swr'],
              message: 'The engine core is framework-free.',
            },
            {
              group: ['**/pages/**', '**/engine/react/**', '**/app/**'],
              message: 'The engine core depends on nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // Runs inside the page under test (installed with addInitScript).
    files: ['scripts/bench-probes.js'],
    languageOptions: { globals: globals.browser },
  },
);
