import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../../session/session';
import { resetSessionForTest } from '../../session/test-support';
import { renderAt } from '../test-render';
import { StubLogin } from './stub-login';

const answer = { access_token: 'stub-token', token_type: 'Bearer', expires_in: 3600 };
let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  resetSessionForTest();
  fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(Response.json(answer)));
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function expectSignedInAs(personId: string) {
  const session = getSession();
  expect(session.authMethod).toBe('PersonId');
  expect(session.stubId).toBe(personId);
  expect(session.userId).toBe(personId);
  expect(session.cfData?.accessToken).toBe('stub-token');
  expect(session.cfData?.expiresAt).toBeGreaterThan(Date.now() + 3_500_000);
}

test('the form: a labelled person-id field and a submit button sign in and go home', async () => {
  renderAt(<StubLogin />, '/stub-login');
  await userEvent.type(screen.getByLabelText(/Persoonsnummer/), 'member-active');
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe('/__stub/token');
  expect(init).toMatchObject({ method: 'POST', body: '{"personId":"member-active"}' });
  expectSignedInAs('member-active');
});

test('?personId=ID signs in at once', async () => {
  renderAt(<StubLogin />, '/stub-login?personId=8123-STUB');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expectSignedInAs('8123-STUB');
});

test('&returnTo opens that path of the portal after signing in', async () => {
  renderAt(
    <StubLogin />,
    '/stub-login?personId=member-active&returnTo=%2Fzelf-regelen%2Fextra-inleg%3Fstap%3D2',
  );
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/zelf-regelen\/extra-inleg\?stap=2$/,
    ),
  );
  expectSignedInAs('member-active');
});

test.each(['https://elders.example/x', '//elders.example/x', '/\\elders.example', 'zelf-regelen'])(
  '&returnTo=%s is not a path of this portal: home instead',
  async (returnTo) => {
    renderAt(
      <StubLogin />,
      `/stub-login?personId=member-active&returnTo=${encodeURIComponent(returnTo)}`,
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  },
);

test('an unknown person is said so and nothing is stored', async () => {
  fetchSpy.mockImplementation(() =>
    Promise.resolve(Response.json({ message: 'x' }, { status: 404 })),
  );
  renderAt(<StubLogin />, '/stub-login?personId=nobody');
  expect(await screen.findByRole('alert')).toHaveTextContent('onbekend');
  expect(getSession().cfData).toBeUndefined();
});

test('an empty field sends nothing', async () => {
  renderAt(<StubLogin />, '/stub-login');
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
  expect(fetchSpy).not.toHaveBeenCalled();
});
