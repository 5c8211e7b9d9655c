// What a page may know of the route table (a route's title and permission flags, the sitemap),
// handed down by the routes layer through context: the route table imports every page, so a page
// importing the table would close an import cycle. app-routes provides it; page tests provide
// their own (pages/testing/route-facts).
import { createContext, useContext, type ReactNode } from 'react';
import type { PermissionFlag } from '../../permissions/rules';

/** One route as pages see it. */
export interface RouteFact {
  /** react-router path. */
  path: string;
  /** Message id of the title. */
  titleId: string;
  /** Every one must be true to visit the route (spec section 6). */
  requiredFlags: readonly PermissionFlag[];
}

/** The route table's facts for pages. */
export interface RouteFacts {
  /** Every route, in table order. */
  routes: readonly RouteFact[];
  /** The sitemap's pages in this environment, in table order (routes/sitemap). */
  sitemap: readonly RouteFact[];
}

const RouteFactsContext = createContext<RouteFacts | null>(null);

/** Hands `facts` to the pages below. */
export function RouteFactsProvider({
  facts,
  children,
}: {
  facts: RouteFacts;
  children: ReactNode;
}) {
  return <RouteFactsContext.Provider value={facts}>{children}</RouteFactsContext.Provider>;
}

/** The route table's facts; a page rendered outside the routes (or a test without them) throws. */
export function useRouteFacts(): RouteFacts {
  const facts = useContext(RouteFactsContext);
  if (!facts) throw new Error('useRouteFacts needs a RouteFactsProvider (routes/app-routes)');
  return facts;
}
