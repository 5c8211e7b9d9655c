// Test helper: the real route table's facts for pages rendered on their own (renderPage), as the
// routes layer hands them to pages in the portal (routes/build-routes).
import { routeTable } from '../../routes/route-table';
import { sitemapEntries } from '../../routes/sitemap';
import type { RouteFacts } from '../shared/route-facts';

let facts: RouteFacts | undefined;

/** The route table's facts in the configured environment (read on first use). */
export function portalRouteFacts(): RouteFacts {
  facts ??= { routes: routeTable, sitemap: sitemapEntries() };
  return facts;
}
