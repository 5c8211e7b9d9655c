// Which route the first page is, as the router would pick it, before React renders.
import { routeTable } from '../routes/route-table';
import { prefetchRoute, routeFor, type PrefetchablePage } from './route-prefetch';
import { resetSessionForTest } from '../session/test-support';

it('finds the route of a path, with parameters, and none for an unknown path', () => {
  expect(routeFor('/zelf-regelen/pensioenleeftijd/wijzigen', routeTable)?.path).toBe(
    '/zelf-regelen/pensioenleeftijd/wijzigen',
  );
  expect(routeFor('/devbox/flows/pension-age/samenvatting', routeTable, 'test')?.path).toBe(
    '/devbox/flows/:flowId/:stepId?',
  );
  expect(routeFor('/devbox/flows/pension-age', routeTable, 'production')).toBeUndefined();
  expect(routeFor('/bestaat-niet', routeTable)).toBeUndefined();
});

it('fetches nothing without a valid token', async () => {
  resetSessionForTest();
  const fetch = vi.spyOn(window, 'fetch');
  const path = '/zelf-regelen/pensioenleeftijd/wijzigen';
  expect(await prefetchRoute(path, routeTable)).toEqual([]);
  expect(fetch).not.toHaveBeenCalled();
  fetch.mockRestore();
  // The page's code still loads (it needs no token); let it finish inside this test, not after
  // the environment is torn down.
  await (routeFor(path, routeTable)?.page as PrefetchablePage).preload?.();
}, 30_000);

it('starts the page code at once, even before sign-in', async () => {
  resetSessionForTest();
  const home = routeTable.find((entry) => entry.path === '/')!;
  const preload = vi.fn();
  const table = [{ ...home, page: Object.assign(() => null, { preload }) }];
  await prefetchRoute('/', table);
  expect(preload).toHaveBeenCalledOnce();
});
