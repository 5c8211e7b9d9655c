// The portal's routes: the route table for this build's environment.
import { useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { env } from '../config/env';
import { buildRoutes } from './build-routes';
import { routeTable } from './route-table';

const routes = buildRoutes(routeTable, env.environment);

/**
 * The matched route. Routes match on the path alone, so a change of only the query or hash (a
 * wizard step, `?stap=`) keeps the rendered element: the page frame and the route gates do not
 * render again, and only what reads the location itself (the wizard) does.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the element changes with the path only
  return useMemo(() => element, [pathname]);
}
