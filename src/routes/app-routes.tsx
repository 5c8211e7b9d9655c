// The portal's routes: the route table for the configured environment.
import { useMemo, type ReactElement } from 'react';
import { matchRoutes, renderMatches, useLocation, type RouteObject } from 'react-router';
import { portalConfig } from '../config/portal-config';
import { buildRoutes } from './build-routes';
import { routeTable } from './route-table';

let routes: RouteObject[] | undefined;

/**
 * The element of the route the location's path matches. Routes match on the path alone, so a
 * change of only the query or hash (a wizard step, `?stap=`) neither matches the route table again
 * (react-router's `useRoutes` ranks every route on every render) nor renders the page frame and the
 * route gates again: only what reads the location itself (the wizard) does.
 */
export function useMatchedRoute(table: RouteObject[]): ReactElement | null {
  const { pathname } = useLocation();
  return useMemo(() => renderMatches(matchRoutes(table, pathname)), [table, pathname]);
}

/** The portal's matched route. */
export function AppRoutes() {
  // Built on first render: the configuration (and so the environment) is known by then.
  routes ??= buildRoutes(routeTable, portalConfig().environment);
  return useMatchedRoute(routes);
}
