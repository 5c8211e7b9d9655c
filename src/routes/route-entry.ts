// The shape of one route of the route table, and the defaults an entry starts from.
import type { ComponentType } from 'react';
import type { PageProps } from '../pages/shared/page-props';
import type { PermissionFlag } from '../permissions/rules';
import type { ChromePart } from '../ui/layout/chrome-rules';

/** A page of the table: lazily loaded, so each is its own chunk. */
export type Page = ComponentType<PageProps>;

/**
 * `page`: a screen of the portal (in the sitemap unless it has a parameter). `success`: shown
 * after a change. `session`: sign-in, sign-out and error pages. `developer`: test and dev tools.
 */
export type RouteKind = 'page' | 'success' | 'session' | 'developer';

/** Which parts of the page frame the route shows (spec section 2, navigation and chrome). */
export interface RouteChrome {
  /** Parts PageLayout leaves out. */
  hide: readonly ChromePart[];
  /** The header logo links home. */
  logoLinksHome: boolean;
}

/** One route of spec section 2. */
export interface RouteEntry {
  /** react-router path (`:name` for a parameter, `*` for anything else). */
  path: string;
  /** Message id of the title (page heading, document title, sitemap). */
  titleId: string;
  /** The page. */
  page: Page;
  kind: RouteKind;
  /** Unauthenticated visitors are sent to sign-in first. */
  loginRequired: boolean;
  /** After sign-in, come back to this path (else home). */
  rememberPath: boolean;
  /** Left out of production: the path gives the not-found page there. */
  hiddenInProduction: boolean;
  /** Refused in production: the path sends the visitor home there. */
  blockedInProduction: boolean;
  /** Every one must be true (spec section 6, route gating), else `fallback`. */
  requiredFlags: readonly PermissionFlag[];
  /** Where a visitor without the flags goes; default home. */
  fallback?: string;
  chrome: RouteChrome;
  /** Stays reachable while the session holds an access-denied code. */
  exemptFromAccessDenied: boolean;
}

/** What an entry may set; the rest comes from the defaults. */
export type RouteOptions = Partial<Omit<RouteEntry, 'path' | 'titleId' | 'chrome'>> & {
  chrome?: Partial<RouteChrome>;
};

/** An entry: a login-only, remembered, ungated page in full chrome unless `options` say otherwise. */
export function defineRoute(
  path: string,
  titleId: string,
  page: Page,
  options: RouteOptions = {},
): RouteEntry {
  const { chrome, ...rest } = options;
  return {
    path,
    titleId,
    page,
    kind: 'page',
    loginRequired: true,
    rememberPath: true,
    hiddenInProduction: false,
    blockedInProduction: false,
    requiredFlags: [],
    exemptFromAccessDenied: false,
    ...rest,
    chrome: { hide: [], logoLinksHome: true, ...chrome },
  };
}
