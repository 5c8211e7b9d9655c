// What a page gets from the route table and what it says about itself to it. These types belong to
// the pages, so a page needs nothing from src/routes (which imports every page).
import type { QueryName } from '../../api/queries/query-registry';
import type { PermissionFlag } from '../../permissions/rules';

/** What the route table hands every page. */
export interface PageProps {
  /** Message id of the route's title. */
  titleId: string;
}

/**
 * What a page will ask for as soon as it renders, declared beside it so the first page's data can
 * be fetched while its code still loads (app/route-prefetch). Only what it always asks for with
 * the session's parameters: a query that depends on other answers or on the URL stays out.
 */
export interface PageDataNeeds {
  /** Named queries the page asks for on every visit. */
  queries: readonly QueryName[];
  /** Permission flags the page reads on every visit. */
  flags: readonly PermissionFlag[];
}
