import type { MockInstance } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { updateSession } from '../session/session';
import { resetSessionForTest } from '../session/test-support';
import { DataProvider } from './swr-provider';
import { swrSettings, TEN_MINUTES } from './swr-settings';
import { useQuery } from './use-query';

const person = {
  personDetailsInfo: { basicPersonInfo: { initials: 'J.', lastName: 'Vries', namePrefix: 'de' } },
};

function signIn(token = 'tok') {
  updateSession({
    policyId: 'P1',
    cfData: { accessToken: token, tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
  });
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <DataProvider>{children}</DataProvider>
    </SWRConfig>
  );
}

function Name() {
  const { data, error } = useQuery('PersonDetails');
  if (error) return <p>error: {error.message}</p>;
  return <p>{data ? data.personDetailsInfo.basicPersonInfo.lastName : 'loading'}</p>;
}

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  resetSessionForTest();
  signIn();
  fetchSpy = vi
    .spyOn(window, 'fetch')
    .mockImplementation(() => Promise.resolve(Response.json(person)));
});
afterEach(() => fetchSpy.mockRestore());

test('spec section 9 settings of the named queries (useQuery passes them to each hook)', () => {
  expect(swrSettings).toMatchObject({
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    dedupingInterval: TEN_MINUTES,
  });
});

test('one request for many users of a query; none on remount or focus', async () => {
  const view = render(
    <>
      <Name />
      <Name />
    </>,
    { wrapper },
  );
  await waitFor(() => expect(screen.getAllByText('Vries')).toHaveLength(2));
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  view.rerender(<></>);
  view.rerender(<Name />);
  await screen.findByText('Vries');
  act(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('no retry after an error', async () => {
  fetchSpy.mockImplementation(() =>
    Promise.resolve(Response.json({ message: 'boom' }, { status: 502 })),
  );
  render(<Name />, { wrapper });
  await screen.findByText('error: boom');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('PensionInfo is fetched again for a new token', async () => {
  fetchSpy.mockImplementation(() =>
    Promise.resolve(Response.json({ employmentPensionInfoCollection: [] })),
  );
  function Pensions() {
    const { data } = useQuery('PensionInfo');
    return <p>{data ? 'pensions' : 'loading'}</p>;
  }
  render(<Pensions />, { wrapper });
  await screen.findByText('pensions');
  act(() => signIn('tok-2'));
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
  const headers = fetchSpy.mock.calls[1]?.[1]?.headers as Record<string, string>;
  expect(headers.Authorization).toBe('Bearer tok-2');
});

test('a request in flight when the identity changes does not leave its query loading', async () => {
  // Sign-in changes the session id while the header's first queries are on their way: their
  // answers are dropped (they may belong to the previous person), and the query must ask again.
  let answer: (response: Response) => void = () => {};
  fetchSpy.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
  render(<Name />, { wrapper });
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
  act(() => updateSession({ userId: 'someone-else' }));
  await act(async () => answer(Response.json(person)));
  await screen.findByText('Vries');
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});

function LateName() {
  const { data } = useQuery('PersonDetails', undefined, { startAfterPaint: true });
  return <p>{data ? data.personDetailsInfo.basicPersonInfo.lastName : 'loading'}</p>;
}

test('a query that starts after paint shows its loading state first and asks only after the frame', async () => {
  let painted: FrameRequestCallback | undefined;
  const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    painted = callback;
    return 1;
  });
  try {
    render(<LateName />, { wrapper });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchSpy).not.toHaveBeenCalled();
    act(() => painted?.(performance.now()));
    expect(await screen.findByText('Vries')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  } finally {
    frame.mockRestore();
  }
});

test('a query that starts after paint answers from the cache at once when it has the data', async () => {
  render(<Name />, { wrapper: SharedCache });
  expect(await screen.findByText('Vries')).toBeInTheDocument();
  const frame = vi.spyOn(window, 'requestAnimationFrame');
  try {
    render(<LateName />, { wrapper: SharedCache });
    expect(screen.getAllByText('Vries')).toHaveLength(2);
    expect(frame).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  } finally {
    frame.mockRestore();
  }
});

const shared = new Map();
function SharedCache({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => shared }}>
      <DataProvider>{children}</DataProvider>
    </SWRConfig>
  );
}
