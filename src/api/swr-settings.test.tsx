import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig, type Cache } from 'swr';
import { updateSession } from '../session/session';
import { resetSessionForTest } from '../session/test-support';
import { DataProvider } from './swr-provider';
import { retryDelay, UNUSED_ENTRY_LIFETIME_MS } from './swr-settings';
import { useQuery } from './use-query';

let cache: Cache;
function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => (cache = new Map() as unknown as Cache) }}>
      <DataProvider>{children}</DataProvider>
    </SWRConfig>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  resetSessionForTest();
  updateSession({
    policyId: 'P1',
    cfData: { accessToken: 'tok', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

test('retry delays double from 1 s and stop growing at 30 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([
    1000, 2000, 4000, 8000, 16000, 30000, 30000,
  ]);
});

test('a call outside the named queries is retried 3 times, after 1 s, 2 s and 4 s', async () => {
  const fetcher = vi.fn(() => Promise.reject(new Error('down')));
  renderHook(() => useSWR('generic-call', fetcher), { wrapper });
  await wait(0);
  expect(fetcher).toHaveBeenCalledTimes(1);
  await wait(999);
  expect(fetcher).toHaveBeenCalledTimes(1);
  await wait(1);
  expect(fetcher).toHaveBeenCalledTimes(2);
  await wait(2000);
  expect(fetcher).toHaveBeenCalledTimes(3);
  await wait(4000);
  expect(fetcher).toHaveBeenCalledTimes(4);
  await wait(60_000);
  expect(fetcher).toHaveBeenCalledTimes(4);
});

test('a named query is not retried', async () => {
  const fetchSpy = vi
    .spyOn(window, 'fetch')
    .mockImplementation(() => Promise.resolve(Response.json({ message: 'x' }, { status: 500 })));
  renderHook(() => useQuery('PersonDetails'), { wrapper });
  await wait(60_000);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

function Generic() {
  useSWR('generic-entry', () => Promise.resolve('value'));
  return null;
}

test('an entry of a call outside the named queries is discarded 5 minutes after its last use', async () => {
  const view = render(<Generic />, { wrapper });
  await wait(0);
  expect(cache.get('generic-entry')?.data).toBe('value');
  view.rerender(<></>);
  await wait(UNUSED_ENTRY_LIFETIME_MS - 1);
  expect(cache.get('generic-entry')?.data).toBe('value');
  await wait(1);
  expect(cache.get('generic-entry')).toBeUndefined();
});

test('an entry used again within the 5 minutes stays, and named query answers stay', async () => {
  vi.spyOn(window, 'fetch').mockImplementation(() =>
    Promise.resolve(
      Response.json({ personDetailsInfo: { basicPersonInfo: {}, contactDetails: {} } }),
    ),
  );
  function Named() {
    useQuery('PersonDetails');
    return null;
  }
  const view = render(
    <>
      <Generic />
      <Named />
    </>,
    { wrapper },
  );
  await wait(0);
  const keys = () => [...cache.keys()];
  const named = keys().find((key) => key.includes('PersonDetails'))!;
  expect(named).toBeDefined();
  view.rerender(<></>);
  await wait(UNUSED_ENTRY_LIFETIME_MS - 1000);
  view.rerender(<Generic />);
  await wait(UNUSED_ENTRY_LIFETIME_MS);
  expect(cache.get('generic-entry')?.data).toBe('value');
  expect(keys()).toContain(named);
});

test('the generic defaults are the whole portal SWR configuration', () => {
  const { result } = renderHook(() => useSWRConfig(), { wrapper });
  expect(result.current.errorRetryCount).toBe(3);
  expect(result.current.use).toHaveLength(1);
});
