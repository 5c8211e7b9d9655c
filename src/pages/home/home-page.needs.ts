// What home asks for on every visit, declared apart from the page so the route table can hand it
// to app/route-prefetch without the page's code: the data is fetched while the page still loads.
// tests/pages.test.tsx checks it against what the page really asks for.
import { arrangeCardsOf, arrangeFlagsOf } from '../arrange/arrange-areas';
import type { PageDataNeeds } from '../shared/page-props';
import type { RouteFact } from '../shared/route-facts';

/** Home's needs; the arrange cards' flags come from `routes` (the route table). */
export const homeDataNeeds = (routes: readonly RouteFact[]): PageDataNeeds => ({
  queries: ['PersonDetails', 'ProjectionsQuery', 'PersonalPensionAge', 'Messages'],
  flags: ['hasPensionPolicy', ...arrangeFlagsOf(arrangeCardsOf(routes))],
});
