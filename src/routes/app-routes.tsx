// The portal's routes: the route table for this build's environment.
import { useRoutes } from 'react-router';
import { env } from '../config/env';
import { buildRoutes } from './build-routes';
import { routeTable } from './route-table';

const routes = buildRoutes(routeTable, env.environment);

export function AppRoutes() {
  return useRoutes(routes);
}
