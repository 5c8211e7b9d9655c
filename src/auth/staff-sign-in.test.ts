// @vitest-environment jsdom
// Directory (AAD) rules of spec section 4, with refresh tokens as the silent sign-in.
import { ErrorResponse, User } from 'oidc-client-ts';
import { getSession, updateSession } from '../session/session';
import { resetSessionForTest } from '../session/test-support';
import { listStaffAccounts, type StaffAccount } from './staff-accounts';
import { startStaffSignIn, type StaffSignInDeps } from './staff-sign-in';

const staffUser = (sub = 'a', refreshToken = 'rt-a-2') =>
  new User({
    access_token: `at-${sub}`,
    token_type: 'Bearer',
    refresh_token: refreshToken,
    profile: { sub, iss: 'op', aud: 'c', exp: 0, iat: 0 },
    expires_at: Date.now() / 1000 + 3600,
  });

function deps(accounts: StaffAccount[], silent: () => Promise<User | null>) {
  const stored: User[] = [];
  const manager = {
    signinSilent: vi.fn(silent),
    signinRedirect: vi.fn(() => Promise.resolve()),
    storeUser: vi.fn((user: User | null) => {
      if (user) stored.push(user);
      return Promise.resolve();
    }),
  };
  const value: StaffSignInDeps = {
    manager,
    accounts: () => accounts,
    finish: vi.fn(() => Promise.resolve('/')),
  };
  return { deps: value, manager, stored };
}

const two: StaffAccount[] = [
  { sub: 'a', refreshToken: 'rt-a-1', scope: 'openid user.read offline_access' },
  { sub: 'b', refreshToken: 'rt-b-1' },
];

beforeEach(() => {
  resetSessionForTest();
  localStorage.setItem('oidc.staff.accounts', JSON.stringify(two));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

test('more than one cached account: the first account’s refresh token, no frame, no redirect', async () => {
  const { deps: d, manager, stored } = deps(two, () => Promise.resolve(staffUser()));
  await expect(startStaffSignIn({ userId: '42' }, d)).resolves.toBe('/');
  // The library is handed the first account's refresh token, then asked for a silent token.
  expect(stored[0]?.refresh_token).toBe('rt-a-1');
  expect(stored[0]?.profile.sub).toBe('a');
  expect(stored[0]?.scope).toBe('openid user.read offline_access');
  expect(manager.signinSilent).toHaveBeenCalledWith();
  expect(manager.signinRedirect).not.toHaveBeenCalled();
  expect(d.finish).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'at-a' }), {
    userId: '42',
  });
  expect(getSession().authMethod).toBe('AAD');
  // The rotated refresh token replaces the spent one; the account keeps its place.
  expect(listStaffAccounts().map((account) => [account.sub, account.refreshToken])).toEqual([
    ['a', 'rt-a-2'],
    ['b', 'rt-b-1'],
  ]);
});

test('starting a staff sign-in drops a token of another login kind', async () => {
  updateSession({
    authMethod: 'OneWelcome',
    cfData: { accessToken: 'member', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
  });
  const { deps: d } = deps([], () => Promise.resolve(null));
  await startStaffSignIn({}, d);
  expect(getSession().cfData).toBeUndefined();
  expect(localStorage.getItem('cfData')).toBeNull();
});

test.each([
  ['the refresh is refused', () => Promise.reject(new ErrorResponse({ error: 'invalid_grant' }))],
  ['the network fails', () => Promise.reject(new Error('network'))],
  ['the answer is for someone else', () => Promise.resolve(staffUser('b'))],
])('silent failure (%s) falls back to redirect sign-in', async (_name, silent) => {
  const { deps: d, manager } = deps(two, silent);
  await expect(startStaffSignIn({ userId: '42' }, d)).resolves.toBeUndefined();
  expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { userId: '42' } });
  expect(d.finish).not.toHaveBeenCalled();
});

test('a first account without a refresh token goes to the redirect at once', async () => {
  const { deps: d, manager } = deps([{ sub: 'a' }, { sub: 'b' }], () =>
    Promise.resolve(staffUser()),
  );
  await startStaffSignIn({}, d);
  expect(manager.signinSilent).not.toHaveBeenCalled();
  expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
});

test.each([[[]], [[{ sub: 'a', refreshToken: 'rt-a-1' }]]])(
  'zero or one account (%j): straight to redirect',
  async (accounts) => {
    const { deps: d, manager } = deps(accounts, () => Promise.resolve(staffUser()));
    await startStaffSignIn({}, d);
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(getSession().authMethod).toBe('AAD');
  },
);
