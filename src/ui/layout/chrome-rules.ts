// Which chrome parts a page shows: the route table's `hide` list plus the path rules of spec
// section 2 (no main menu and an unlinked logo on the pensions overview and access denied;
// no footer help, sitemap link or user-rights icon on session pages).
import { STUB_LOGIN_PATH } from '../../auth/stub-login/stub-login-path';

/** Parts of the chrome a route can hide. */
export type ChromePart =
  | 'header'
  | 'mainMenu'
  | 'profileMenu'
  | 'footer'
  /** The footer's contact question mark, sitemap link and user-rights icon. */
  | 'footerHelp'
  | 'readOnlyBar'
  | 'idle';

export const PENSIONS_OVERVIEW_PATH = '/overzicht-pensioenen';
export const ACCESS_DENIED_PATH = '/foutmelding';
export const MAINTENANCE_PATH = '/onderhoud';

/** Paths without main menu and whose logo does not link home. */
const withoutMenu = [PENSIONS_OVERVIEW_PATH, ACCESS_DENIED_PATH];

/** Session pages: no footer help, no inactivity watch. */
export const sessionPaths = [
  PENSIONS_OVERVIEW_PATH,
  ACCESS_DENIED_PATH,
  MAINTENANCE_PATH,
  '/logout',
  '/signin-oidc',
  '/redirect',
  // The stub's person-id login, in the test build only (scripts/test-only-code.ts).
  ...(__TEST_BUILD__ ? [STUB_LOGIN_PATH] : []),
  '/ssp/sign-in',
  '/ssp/redirect',
  '/advisor',
  '/advisor/redirect',
];

const normalise = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

export interface Chrome {
  show: Record<ChromePart, boolean>;
  /** The header logo links home. */
  logoLinksHome: boolean;
}

/** The chrome of a page at `pathname`, with the parts in `hide` left out. */
export function chromeFor(pathname: string, hide: readonly ChromePart[] = []): Chrome {
  const path = normalise(pathname);
  const hidden = new Set(hide);
  const noMenu = withoutMenu.includes(path);
  if (noMenu) hidden.add('mainMenu');
  if (sessionPaths.includes(path)) {
    hidden.add('footerHelp');
    hidden.add('idle');
  }
  const parts: ChromePart[] = [
    'header',
    'mainMenu',
    'profileMenu',
    'footer',
    'footerHelp',
    'readOnlyBar',
    'idle',
  ];
  return {
    show: Object.fromEntries(parts.map((part) => [part, !hidden.has(part)])) as Record<
      ChromePart,
      boolean
    >,
    logoLinksHome: !noMenu,
  };
}
