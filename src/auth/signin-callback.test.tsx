import { screen, waitFor } from '@testing-library/react';
import { SigninCallback } from './signin-callback';
import { renderAt } from './test-render';

const { completeSignIn } = vi.hoisted(() => ({ completeSignIn: vi.fn() }));
vi.mock('./complete-sign-in', () => ({ completeSignIn }));

beforeEach(() => {
  completeSignIn.mockReset();
});

test('goes to the path the sign-in returns', async () => {
  completeSignIn.mockResolvedValue('/mijn-pensioen');
  renderAt(<SigninCallback kind="AdvisorOneWelcome" />, '/advisor/redirect?code=c&state=s');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mijn-pensioen'));
  expect(completeSignIn).toHaveBeenCalledWith('AdvisorOneWelcome');
});

test('member kind by default; a failure is shown with a way to try again', async () => {
  completeSignIn.mockImplementation(() => Promise.reject(new Error('Token response invalid')));
  renderAt(<SigninCallback />, '/signin-oidc?code=c&state=s');
  expect(await screen.findByRole('alert')).toHaveTextContent('Inloggen is niet gelukt');
  expect(screen.getByRole('link', { name: 'Opnieuw inloggen' })).toHaveAttribute('href', '/');
  expect(completeSignIn).toHaveBeenCalledWith('OneWelcome');
});

test('a silent-sign-in frame renders nothing', async () => {
  completeSignIn.mockResolvedValue(null);
  const { container } = renderAt(<SigninCallback kind="AAD" />, '/ssp/redirect?code=c&state=s');
  await waitFor(() => expect(container).toBeEmptyDOMElement());
});
