// What exists only in the test build: the stub login, the developer page and its flow preview,
// the component listings. `npm run build` (production, into dist/) leaves their code out, so it is
// absent rather than hidden; `npm run build:test` (Vite mode `test`, into dist-test/), the dev
// server and Vitest keep it. Two switches, both fixed at build time:
// - `__TEST_BUILD__`, a constant the minifier folds, so a guarded branch and its strings go;
// - `virtual:test-only-routes`, the test-only routes in the test build and an empty list in
//   production, so their pages' dynamic imports never reach the production bundle;
// and the locale bundles leave the test-only message ids out of production.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Import id of the test-only routes. */
export const TEST_ONLY_ROUTES_ID = 'virtual:test-only-routes';

/** Vite mode of the test build (`vite build --mode test`). */
export const TEST_BUILD_MODE = 'test';

/** Message ids used only by test-only code (left out of production's locale bundles). */
export const TEST_ONLY_MESSAGE_PREFIXES = [
  'auth.stubLogin.',
  'chrome.profile.devbox',
  'page.componentListing.',
  'page.devbox.',
  'route.componentListing',
  'route.devbox',
  'route.newComponentListing',
  'route.stubLogin',
  'studio.',
];

/**
 * Strings only test-only code contains: its route paths, its stub back-end calls and its message
 * ids. tests/production-bundle.test.ts fails when the production build holds any of them.
 */
export const TEST_ONLY_MARKERS = [
  '/__stub',
  '/stub-login',
  '/devbox',
  '/component-listing',
  '/new-component-listing',
  '/__studio',
  ...TEST_ONLY_MESSAGE_PREFIXES,
];

/** True for a message id that only test-only code uses. */
export function isTestOnlyMessage(id: string): boolean {
  return TEST_ONLY_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));
}

/** True when a Vite command and mode make a build (or server) that keeps the test-only code. */
export function keepsTestOnlyCode(command: 'build' | 'serve', mode: string): boolean {
  return command === 'serve' || mode === TEST_BUILD_MODE;
}

/** The plugin: defines `__TEST_BUILD__` and resolves `virtual:test-only-routes`. */
export function testOnlyCode(keep: boolean): Plugin {
  let root = process.cwd();
  const empty = `\0${TEST_ONLY_ROUTES_ID}`;
  return {
    name: 'portal-test-only-code',
    enforce: 'pre',
    config: () => ({ define: { __TEST_BUILD__: JSON.stringify(keep) } }),
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id !== TEST_ONLY_ROUTES_ID) return undefined;
      return keep ? resolve(root, 'src/routes/test-only-routes.tsx') : empty;
    },
    load(id) {
      return id === empty ? 'export const testOnlyRoutes = [];\n' : undefined;
    },
  };
}
