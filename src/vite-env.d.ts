/// <reference types="vite/client" />

/**
 * True in the test build, the dev server and Vitest; false in the production build, whose
 * minifier then drops every branch it guards (scripts/test-only-code.ts).
 */
declare const __TEST_BUILD__: boolean;

/** The test build's routes (src/routes/test-only-routes.tsx); an empty list in production. */
declare module 'virtual:test-only-routes' {
  export const testOnlyRoutes: readonly import('./routes/route-entry').RouteEntry[];
}

/** A locale file precompiled to ICU ASTs (scripts/compile-messages.ts). */
declare module 'virtual:compiled-messages/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
