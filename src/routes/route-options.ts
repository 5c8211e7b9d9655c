// Route options shared by the route table and the test build's routes (test-only-routes.tsx).
import type { RouteOptions } from './route-entry';

/** Sign-in, sign-out and error pages: no login, no footer help, no inactivity watch. */
export const session: RouteOptions = {
  kind: 'session',
  loginRequired: false,
  rememberPath: false,
  chrome: { hide: ['footerHelp', 'idle'] },
};

/** Pages that never redirect to access denied (spec sections 2 and 6). */
export const exempt: RouteOptions = { exemptFromAccessDenied: true };

/** Developer tools without login. */
export const developer: RouteOptions = {
  kind: 'developer',
  loginRequired: false,
  rememberPath: false,
};
