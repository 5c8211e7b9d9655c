// @vitest-environment jsdom
import { whenSigningOut } from '../session/before-sign-out';
import { getSession, updateSession } from '../session/session';
import { resetSessionForTest } from '../session/test-support';
import { signOut } from './sign-out';

const { signoutRedirect, navigateTo } = vi.hoisted(() => ({
  signoutRedirect: vi.fn(() => Promise.resolve()),
  navigateTo: vi.fn(),
}));
vi.mock('./user-manager', () => ({ userManager: () => ({ signoutRedirect }) }));
vi.mock('../session/navigation', () => ({ navigateTo }));

beforeEach(() => {
  resetSessionForTest();
  vi.clearAllMocks();
  updateSession({
    cfData: { accessToken: 't', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
  });
});

test('provider logins sign out by redirect; the token stays until the browser has left', async () => {
  // Without a token the page's login guard would start a new sign-in that races the sign-out.
  signoutRedirect.mockImplementationOnce(() => {
    expect(getSession().cfData).toBeDefined();
    return Promise.resolve();
  });
  await signOut();
  expect(signoutRedirect).toHaveBeenCalledTimes(1);
  expect(navigateTo).not.toHaveBeenCalled();
});

test('a stub login goes straight to /logout', async () => {
  updateSession({ authMethod: 'PersonId' });
  await signOut();
  expect(signoutRedirect).not.toHaveBeenCalled();
  expect(navigateTo).toHaveBeenCalledWith('/logout');
});

test('sign-out errors are only logged, and end on /logout', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  signoutRedirect.mockRejectedValueOnce(new Error('metadata'));
  await expect(signOut()).resolves.toBeUndefined();
  expect(log).toHaveBeenCalled();
  expect(navigateTo).toHaveBeenCalledWith('/logout');
});

test('what open pages still owe the back end is sent before the page is left', async () => {
  const owed = vi.fn(() => expect(signoutRedirect).not.toHaveBeenCalled());
  const stop = whenSigningOut(owed);
  await signOut();
  stop();
  expect(owed).toHaveBeenCalledTimes(1);
  expect(signoutRedirect).toHaveBeenCalledTimes(1);
});
