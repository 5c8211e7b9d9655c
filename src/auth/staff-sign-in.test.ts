// Directory (AAD) rules of spec section 4.
import { ErrorResponse, User } from 'oidc-client-ts';
import { getSession } from '../session/session';
import { resetSessionForTest } from '../session/test-support';
import type { StaffAccount } from './staff-accounts';
import {
  acquireStaffToken,
  isStaffSignedIn,
  startStaffSignIn,
  type StaffSignInDeps,
} from './staff-sign-in';

const staffUser = new User({
  access_token: 'at',
  token_type: 'Bearer',
  profile: { sub: 'a', iss: 'op', aud: 'c', exp: 0, iat: 0 },
  expires_at: Date.now() / 1000 + 3600,
});

function deps(accounts: StaffAccount[], silent: () => Promise<User | null>) {
  const manager = {
    signinSilent: vi.fn(silent),
    signinRedirect: vi.fn(() => Promise.resolve()),
    getUser: vi.fn(() => Promise.resolve(null as User | null)),
  };
  const value: StaffSignInDeps = {
    manager,
    accounts: () => accounts,
    active: () => accounts[0],
    finish: vi.fn(() => Promise.resolve('/')),
  };
  return { deps: value, manager };
}

const two = [{ sub: 'a' }, { sub: 'b' }];

beforeEach(() => {
  resetSessionForTest();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

test('more than one cached account: silent token for the first', async () => {
  const { deps: d, manager } = deps(two, () => Promise.resolve(staffUser));
  await expect(startStaffSignIn({ userId: '42' }, d)).resolves.toBe('/');
  expect(manager.signinSilent).toHaveBeenCalledWith({ login_hint: 'a', state: { userId: '42' } });
  expect(manager.signinRedirect).not.toHaveBeenCalled();
  expect(d.finish).toHaveBeenCalledWith(staffUser);
  expect(getSession().authMethod).toBe('AAD');
});

test('silent failure falls back to redirect sign-in', async () => {
  const { deps: d, manager } = deps(two, () => Promise.reject(new Error('frame blocked')));
  await expect(startStaffSignIn({ userId: '42' }, d)).resolves.toBeUndefined();
  expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { userId: '42' } });
});

test.each([[[]], [[{ sub: 'a' }]]])(
  'zero or one account (%j): straight to redirect',
  async (accounts) => {
    const { deps: d, manager } = deps(accounts, () => Promise.resolve(staffUser));
    await startStaffSignIn({}, d);
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(getSession().authMethod).toBe('AAD');
  },
);

test('token retrieval: silent for the first account', async () => {
  const { deps: d } = deps(two, () => Promise.resolve(staffUser));
  await expect(acquireStaffToken(d)).resolves.toBe('at');
});

test('token retrieval: interaction required → redirect sign-in, false', async () => {
  const { deps: d, manager } = deps(two, () =>
    Promise.reject(new ErrorResponse({ error: 'interaction_required' })),
  );
  await expect(acquireStaffToken(d)).resolves.toBe(false);
  expect(manager.signinRedirect).toHaveBeenCalled();
});

test('token retrieval: other errors are rethrown', async () => {
  const { deps: d } = deps(two, () => Promise.reject(new Error('network')));
  await expect(acquireStaffToken(d)).rejects.toThrow('network');
});

test('signed in: an account and a token without interaction', async () => {
  expect(await isStaffSignedIn(deps([], () => Promise.resolve(staffUser)).deps)).toBe(false);
  expect(await isStaffSignedIn(deps(two, () => Promise.resolve(staffUser)).deps)).toBe(true);
  expect(await isStaffSignedIn(deps(two, () => Promise.reject(new Error('x'))).deps)).toBe(false);
});
