// The portal's routes: the route table for this build's environment.
import { useMemo, type ReactElement } from 'react';
import { matchRoutes, renderMatches, useLocation, type RouteObject } from 'react-router';
import { env } from '../config/env';
import { buildRoutes } from './build-routes';
import { routeTable } from './route-table';

const routes = buildRoutes(routeTable, env.environment);

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
  return useMatchedRoute(routes);
}
