// What home asks for on every visit, declared apart from the page so the route table can hand it
// to app/route-prefetch without the page's code: the data is fetched while the page still loads.
// tests/pages.test.tsx checks it against what the page really asks for.
import type { PageDataNeeds } from '../../routes/route-entry';

// The arrange areas are read from the route table, which imports this file: loaded when asked.
export const homeDataNeeds = (): Promise<PageDataNeeds> =>
  import('../arrange/arrange-areas').then(({ arrangeFlags }) => ({
    queries: ['PersonDetails', 'ProjectionsQuery', 'PersonalPensionAge', 'Messages'],
    flags: ['hasPensionPolicy', ...arrangeFlags],
  }));
