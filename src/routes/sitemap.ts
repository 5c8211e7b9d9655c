// The route table as the sitemap lists it: the portal's screens (title and path), without
// session, developer and success pages, pages with a route parameter, or pages this environment
// hides. The sitemap page still leaves out what the member's permission flags close.
import { portalConfig, type PortalEnvironment } from '../config/portal-config';
import type { RouteFact } from '../pages/shared/route-facts';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-entry';

/** A page of the sitemap: its path, title and the flags it needs (spec section 6). */
export type SitemapEntry = RouteFact;

/** The sitemap of `table` in `environment`, in table order. */
export function sitemapEntries(
  environment: PortalEnvironment = portalConfig().environment,
  table: readonly RouteEntry[] = routeTable,
): SitemapEntry[] {
  const production = environment === 'production';
  return table
    .filter(
      (entry) =>
        entry.kind === 'page' &&
        !entry.path.includes(':') &&
        !entry.path.includes('*') &&
        !(production && (entry.hiddenInProduction || entry.blockedInProduction)),
    )
    .map(({ path, titleId, requiredFlags }) => ({ path, titleId, requiredFlags }));
}
