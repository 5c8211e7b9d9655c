// The route table as react-router routes for one environment: production leaves out the hidden
// routes (they give not found) and sends the blocked ones home.
import { Navigate, type RouteObject } from 'react-router';
import type { PortalEnvironment } from '../config/portal-config';
import { RouteElement } from './route-element';
import type { RouteEntry } from './route-entry';

/** True when `entry` exists in `environment`. */
export function isRouteAvailable(entry: RouteEntry, environment: PortalEnvironment): boolean {
  return environment !== 'production' || !entry.hiddenInProduction;
}

/** True when `entry` exists but is refused in `environment`. */
export function isRouteBlocked(entry: RouteEntry, environment: PortalEnvironment): boolean {
  return environment === 'production' && entry.blockedInProduction;
}

export function buildRoutes(
  table: readonly RouteEntry[],
  environment: PortalEnvironment,
): RouteObject[] {
  return table
    .filter((entry) => isRouteAvailable(entry, environment))
    .map((entry) => ({
      path: entry.path,
      element: isRouteBlocked(entry, environment) ? (
        <Navigate to="/" replace />
      ) : (
        <RouteElement key={entry.path} entry={entry} />
      ),
    }));
}
