// @vitest-environment jsdom
import { getSession } from '../session/session';
import { resetSessionForTest } from '../session/test-support';
import { startSignIn } from './sign-in';

const { signinRedirect, navigateTo, startStaffSignIn } = vi.hoisted(() => ({
  signinRedirect: vi.fn(() => Promise.resolve()),
  navigateTo: vi.fn(),
  startStaffSignIn: vi.fn(() => Promise.resolve('/')),
}));
vi.mock('./user-manager', () => ({ userManager: () => ({ signinRedirect }) }));
vi.mock('../session/navigation', () => ({ navigateTo }));
vi.mock('./staff-sign-in', () => ({ startStaffSignIn }));

beforeEach(() => {
  resetSessionForTest();
  vi.clearAllMocks();
});

test('member: redirect with the state to come back to', async () => {
  await startSignIn({ returnTo: '/postvak' });
  expect(signinRedirect).toHaveBeenCalledWith({
    state: { returnTo: '/postvak', userId: undefined, impersonation: undefined },
  });
  expect(getSession().authMethod).toBe('OneWelcome');
});

test('advisor: authMethod marked before leaving', async () => {
  await startSignIn({ kind: 'AdvisorOneWelcome', userId: '1', impersonation: { personId: '1' } });
  expect(getSession().authMethod).toBe('AdvisorOneWelcome');
  expect(signinRedirect).toHaveBeenCalledTimes(1);
});

test('directory: the staff rules decide', async () => {
  await expect(startSignIn({ kind: 'AAD', userId: '7' })).resolves.toBe('/');
  expect(startStaffSignIn).toHaveBeenCalledWith({
    returnTo: undefined,
    userId: '7',
    impersonation: undefined,
  });
});

test('stub person: to the stub login', async () => {
  await startSignIn({ kind: 'PersonId' });
  expect(navigateTo).toHaveBeenCalledWith('/stub-login');
  expect(signinRedirect).not.toHaveBeenCalled();
});

test('started once while a sign-in runs', async () => {
  const first = startSignIn({ returnTo: '/a' });
  const second = startSignIn({ returnTo: '/b' });
  expect(second).toBe(first);
  await first;
  expect(signinRedirect).toHaveBeenCalledTimes(1);
});
