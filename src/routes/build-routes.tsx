// The route table as react-router routes for one environment: production leaves out the hidden
// routes (they give not found) and sends the blocked ones home. Each page gets the table's facts
// (titles, flags, the sitemap) through context: pages do not import the table.
import { Navigate, type RouteObject } from 'react-router';
import type { PortalEnvironment } from '../config/portal-config';
import { RouteFactsProvider, type RouteFacts } from '../pages/shared/route-facts';
import { RouteElement } from './route-element';
import type { RouteEntry } from './route-entry';
import { sitemapEntries } from './sitemap';

/** True when `entry` exists in `environment`. */
export function isRouteAvailable(entry: RouteEntry, environment: PortalEnvironment): boolean {
  return environment !== 'production' || !entry.hiddenInProduction;
}

/** True when `entry` exists but is refused in `environment`. */
export function isRouteBlocked(entry: RouteEntry, environment: PortalEnvironment): boolean {
  return environment === 'production' && entry.blockedInProduction;
}

/** The routes of `table` in `environment`, each page given the table's facts. */
export function buildRoutes(
  table: readonly RouteEntry[],
  environment: PortalEnvironment,
): RouteObject[] {
  const facts: RouteFacts = { routes: table, sitemap: sitemapEntries(environment, table) };
  return table
    .filter((entry) => isRouteAvailable(entry, environment))
    .map((entry) => ({
      path: entry.path,
      element: isRouteBlocked(entry, environment) ? (
        <Navigate to="/" replace />
      ) : (
        <RouteFactsProvider key={entry.path} facts={facts}>
          <RouteElement entry={entry} />
        </RouteFactsProvider>
      ),
    }));
}
