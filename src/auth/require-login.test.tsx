import { act, screen, waitFor } from '@testing-library/react';
import { TOKEN_RENEWAL_OFFSET_MS } from '../session/selectors';
import { updateSession } from '../session/session';
import { resetSessionForTest } from '../session/test-support';
import { RequireLogin } from './require-login';
import { renderAt } from './test-render';
import { useUser } from './user-context';

const { startSignIn } = vi.hoisted(() => ({
  startSignIn: vi.fn(() => Promise.resolve(undefined)),
}));
vi.mock('./sign-in', () => ({ startSignIn }));

function Secret() {
  return <p>token {useUser().access_token}</p>;
}

/** A token that stays valid for `validForMs` (its expiry is the renewal offset later). */
function token(validForMs: number) {
  const expiresAt = Date.now() + TOKEN_RENEWAL_OFFSET_MS + validForMs;
  updateSession({ cfData: { accessToken: 'tok', tokenType: 'Bearer', expiresAt } });
}

beforeEach(() => {
  resetSessionForTest();
  startSignIn.mockClear();
});

test('missing token → sign-in, coming back to the path asked for', async () => {
  renderAt(
    <RequireLogin>
      <Secret />
    </RequireLogin>,
    '/mijn-pensioen?tab=2',
  );
  expect(screen.getByRole('status')).toHaveTextContent('U wordt ingelogd');
  expect(screen.queryByText(/token/)).not.toBeInTheDocument();
  await waitFor(() =>
    expect(startSignIn).toHaveBeenCalledWith({
      kind: 'OneWelcome',
      returnTo: '/mijn-pensioen?tab=2',
    }),
  );
});

test('expired token → sign-in of the session kind', async () => {
  updateSession({ authMethod: 'AdvisorOneWelcome' });
  token(-1);
  renderAt(
    <RequireLogin>
      <Secret />
    </RequireLogin>,
    '/postvak',
  );
  await waitFor(() =>
    expect(startSignIn).toHaveBeenCalledWith({ kind: 'AdvisorOneWelcome', returnTo: '/postvak' }),
  );
});

test('a route without remembering returns home', async () => {
  renderAt(
    <RequireLogin rememberPath={false}>
      <Secret />
    </RequireLogin>,
    '/zelf-regelen',
  );
  await waitFor(() =>
    expect(startSignIn).toHaveBeenCalledWith({ kind: 'OneWelcome', returnTo: '/' }),
  );
});

test('valid token → the page; at expiry → sign-in', async () => {
  token(150);
  renderAt(
    <RequireLogin>
      <Secret />
    </RequireLogin>,
    '/contact',
  );
  expect(screen.getByText('token tok')).toBeInTheDocument();
  expect(startSignIn).not.toHaveBeenCalled();
  await waitFor(() => expect(startSignIn).toHaveBeenCalledTimes(1), { timeout: 1000 });
  expect(screen.queryByText('token tok')).not.toBeInTheDocument();
});

test('signing in elsewhere shows the page', async () => {
  renderAt(
    <RequireLogin>
      <Secret />
    </RequireLogin>,
    '/',
  );
  act(() => token(60_000));
  expect(await screen.findByText('token tok')).toBeInTheDocument();
});
