// Queries started before the page asks for them (route-prefetch): the page renders with an answer
// that has arrived, uses a request still under way, and asks again after an invalidation.
import type { MockInstance } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { mutate } from 'swr';
import { getSession, updateSession } from '../../session/session';
import { resetSessionForTest } from '../../session/test-support';
import { invalidateQueries } from '../commands/send-command';
import { DataProvider } from '../swr-provider';
import { useQuery } from '../use-query';
import { fetchQuery } from './fetch-query';
import { clearPrefetched, prefetchQuery, takePrefetched } from './prefetch-store';
import { queryKey, resolveParams } from './query-key';

// The query's answer here is a stand-in: only who it came from matters.
const person = (lastName: string) => ({ lastName });

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(async () => {
  resetSessionForTest();
  updateSession({
    // A policy of its own per test: SWR's default cache and its deduplication outlive a test, and
    // the policy is part of the key.
    policyId: crypto.randomUUID(),
    cfData: { accessToken: 'tok', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
  });
  clearPrefetched();
  // The app uses SWR's default cache; empty it between tests.
  await mutate(() => true, undefined, { revalidate: false });
  fetchSpy = vi
    .spyOn(window, 'fetch')
    .mockImplementation(() => Promise.resolve(Response.json(person('Vries'))));
});
afterEach(() => fetchSpy.mockRestore());

const personKey = () => queryKey('Messages', undefined, getSession())!;
const prefetchPerson = () =>
  prefetchQuery(personKey(), () =>
    fetchQuery('Messages', resolveParams('Messages', undefined, getSession())!),
  );

/** Every text the component rendered, in order. */
const rendered: string[] = [];
function Name() {
  const { data, error } = useQuery('Messages');
  const text = error
    ? `error: ${error.message}`
    : data
      ? (data as unknown as { lastName: string }).lastName
      : 'loading';
  rendered.push(text);
  return <p>{text}</p>;
}
beforeEach(() => {
  rendered.length = 0;
});

test('a query is started once', async () => {
  const first = prefetchPerson();
  expect(prefetchPerson()).toBe(first);
  await first;
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('an answer that has arrived is in the first render of the page that asks, without asking again', async () => {
  await prefetchPerson();
  render(<Name />, { wrapper: DataProvider });
  expect(screen.getByText('Vries')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(rendered).toEqual(['Vries']);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('a page that asks while the request is under way waits for that request', async () => {
  let answer: (response: Response) => void = () => {};
  fetchSpy.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
  void prefetchPerson();
  render(<Name />, { wrapper: DataProvider });
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => answer(Response.json(person('Vries'))));
  expect(await screen.findByText('Vries')).toBeInTheDocument();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('a failed answer is reported by the page that asks, as if it had asked itself', async () => {
  fetchSpy.mockImplementation(() =>
    Promise.resolve(Response.json({ message: 'boom' }, { status: 502 })),
  );
  await prefetchPerson().catch(() => undefined);
  render(<Name />, { wrapper: DataProvider });
  expect(await screen.findByText('error: boom')).toBeInTheDocument();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('after an invalidation the query asks the back end, not the earlier answer', async () => {
  await prefetchPerson();
  render(<Name />, { wrapper: DataProvider });
  fetchSpy.mockImplementation(() => Promise.resolve(Response.json(person('Jansen'))));
  await act(() => invalidateQueries(['Messages']));
  expect(await screen.findByText('Jansen')).toBeInTheDocument();
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});

test('an arrived answer is handed to a fetch once, and only while the cache still holds it', async () => {
  const answer = await prefetchPerson();
  expect(takePrefetched(personKey(), { changed: true })).toBeUndefined();
  // Dropped: the unchanged cache does not bring it back.
  expect(takePrefetched(personKey(), answer)).toBeUndefined();
  const next = await prefetchPerson();
  await expect(takePrefetched(personKey(), next)).resolves.toBe(next);
  expect(takePrefetched(personKey(), next)).toBeUndefined();
});
