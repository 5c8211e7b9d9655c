// The routes layer's public API: the route table as data, its sitemap, and the routes.
export { AppRoutes } from './app-routes';
export { buildRoutes, isRouteAvailable, isRouteBlocked } from './build-routes';
export { routeTable, NOT_FOUND_PATH } from './route-table';
export { sitemapEntries, type SitemapEntry } from './sitemap';
export {
  defineRoute,
  type Page,
  type RouteChrome,
  type RouteEntry,
  type RouteKind,
} from './route-entry';
