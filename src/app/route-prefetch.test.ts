// @vitest-environment jsdom
// Which route the first page is, as the router would pick it, before React renders.
import { clearPrefetched } from '../api/queries/prefetch-store';
import { routeTable } from '../routes/route-table';
import { updateSession } from '../session/session';
import { firstPageReady, prefetchRoute, routeFor, type PrefetchablePage } from './route-prefetch';
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

describe('the first render waits for the first page (firstPageReady)', () => {
  const home = routeTable.find((entry) => entry.path === '/')!;
  /** Home with its code and data needs under the test's control. */
  function homeWith(code: Promise<unknown>) {
    const page = Object.assign(() => null, {
      preload: () => code,
      dataNeeds: () => Promise.resolve({ queries: ['Messages' as const], flags: [] }),
    });
    return [{ ...home, page }];
  }
  /** Answers still to give, by URL path. */
  let waiting: { path: string; answer: () => void }[];
  let policyId: string;

  beforeEach(() => {
    resetSessionForTest();
    clearPrefetched();
    policyId = crypto.randomUUID();
    updateSession({
      policyId,
      cfData: { accessToken: 'tok', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
    });
    waiting = [];
    vi.spyOn(window, 'fetch').mockImplementation((input) => {
      const path = new URL(String(input), window.location.href).pathname;
      if (path.endsWith('/employmentPensionInfoQuery')) {
        return Promise.resolve(Response.json({ employmentPensionInfoCollection: [{ policyId }] }));
      }
      return new Promise<Response>((resolve) =>
        waiting.push({ path, answer: () => resolve(Response.json({})) }),
      );
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('resolves once the page code and every query started for it have arrived', async () => {
    let codeLoaded: (value?: unknown) => void = () => {};
    const code = new Promise((resolve) => (codeLoaded = resolve));
    let ready = false;
    void firstPageReady('/', homeWith(code), 10_000).then(() => (ready = true));
    await tick();
    // The gates' queries and the page's own (Messages) are under way.
    expect(waiting.map(({ path }) => path)).toContain(`/messagebox/messages/${policyId}`);
    expect(waiting.length).toBeGreaterThan(1);
    for (const { answer } of waiting.slice(1)) answer();
    codeLoaded();
    await tick();
    expect(ready).toBe(false);
    waiting[0]?.answer();
    await tick();
    expect(ready).toBe(true);
  });

  it('starts what needs no policy beside the policy list, and the policy queries after it', async () => {
    const held: { path: string; answer: () => void }[] = [];
    vi.mocked(window.fetch).mockImplementation((input) => {
      const path = new URL(String(input), window.location.href).pathname;
      return new Promise<Response>((resolve) =>
        held.push({
          path,
          answer: () =>
            resolve(
              Response.json(
                path.endsWith('/employmentPensionInfoQuery')
                  ? { employmentPensionInfoCollection: [{ policyId }] }
                  : {},
              ),
            ),
        }),
      );
    });
    const page = Object.assign(() => null, {
      dataNeeds: () => Promise.resolve({ queries: ['PersonDetails' as const], flags: [] }),
    });
    void prefetchRoute('/', [{ ...home, page }]);
    await tick();
    const before = held.map(({ path }) => path);
    expect(before).toContain('/plexus/employmentPensionInfoQuery');
    expect(before).toContain('/plexus/personDetailsQuery');
    expect(before.filter((path) => path.includes(policyId))).toEqual([]);
    held.find(({ path }) => path.endsWith('/employmentPensionInfoQuery'))?.answer();
    await tick();
    expect(held.map(({ path }) => path).filter((path) => path.includes(policyId))).not.toEqual([]);
  });

  it('asks for the page code in the task that calls it, and starts the data in a later task', async () => {
    const preload = vi.fn(() => Promise.resolve());
    let fetchedInFirstTask: boolean | undefined;
    // Queued before anything prefetchRoute queues, so it runs right after the calling task.
    setTimeout(() => (fetchedInFirstTask = vi.mocked(window.fetch).mock.calls.length > 0), 0);
    void prefetchRoute('/', [{ ...home, page: Object.assign(() => null, { preload }) }]);
    expect(preload).toHaveBeenCalledOnce();
    await tick();
    expect(fetchedInFirstTask).toBe(false);
    expect(window.fetch).toHaveBeenCalled();
  });

  it('does not wait longer than it is given', async () => {
    let ready = false;
    void firstPageReady('/', homeWith(Promise.resolve()), 50).then(() => (ready = true));
    await tick();
    expect(waiting.length).toBeGreaterThan(0);
    expect(ready).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(ready).toBe(true);
  });

  it('without a session waits only for the page code', async () => {
    resetSessionForTest();
    await firstPageReady('/', homeWith(Promise.resolve()), 10_000);
    expect(window.fetch).not.toHaveBeenCalled();
  });
});
