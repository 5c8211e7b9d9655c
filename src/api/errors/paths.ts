// Portal and API paths the error catalogue decides on.

export const ACCESS_DENIED_PATH = '/foutmelding';
export const MAINTENANCE_PATH = '/onderhoud';

/**
 * Pages that never trigger an access-denied redirect (spec section 2): access denied itself,
 * the feature-flags page (its path is not in the spec; `/feature-flags` is our name for it) and
 * the sign-in return (with its alias).
 */
export const NO_ACCESS_DENIED_REDIRECT: readonly string[] = [
  ACCESS_DENIED_PATH,
  '/feature-flags',
  '/signin-oidc',
  '/redirect',
];

/** Pages that a maintenance answer does not leave. */
export const NO_MAINTENANCE_REDIRECT: readonly string[] = [MAINTENANCE_PATH, ACCESS_DENIED_PATH];

/** The pathname of a path that may carry a query. */
export function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}

function isUnder(path: string, prefix: string): boolean {
  const pathname = pathnameOf(path);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Inbox calls are exempt from 401 handling. */
export function isMessageboxCall(path: string): boolean {
  return isUnder(path, '/messagebox');
}

/** The settings call (works before sign-in). */
export function isSettingsCall(path: string): boolean {
  return isUnder(path, '/settings');
}

/** The stub back end's own calls (made by the test build only: scripts/test-only-code.ts). */
export function isStubCall(path: string): boolean {
  return __TEST_BUILD__ && isUnder(path, '/__stub');
}

export function isOnPage(currentPath: string, pages: readonly string[]): boolean {
  return pages.includes(pathnameOf(currentPath));
}
