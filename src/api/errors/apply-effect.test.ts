// @vitest-environment jsdom
// The effects reach the UI through session flags and navigation.
import { getSession, updateSession } from '../../session/session';
import { resetSessionForTest } from '../../session/test-support';
import { applyEffect } from './apply-effect';
import { setSignInStarter } from './sign-in-starter';

const { navigateTo, startSignIn } = vi.hoisted(() => ({
  navigateTo: vi.fn(),
  startSignIn: vi.fn(() => Promise.resolve(undefined)),
}));
vi.mock('../../session/navigation', () => ({
  navigateTo,
  currentPath: () => '/mijn-pensioen?x=1',
}));

beforeEach(() => {
  resetSessionForTest();
  navigateTo.mockClear();
  startSignIn.mockClear();
  setSignInStarter(startSignIn);
});

test('access denied with a code: stores the code and goes to /foutmelding', () => {
  applyEffect({ kind: 'accessDenied', code: 'PNA', redirect: true });
  expect(getSession().policyOrPackageDeniedErrorCode).toBe('PNA');
  expect(navigateTo).toHaveBeenCalledWith('/foutmelding');
});

test('access denied without redirect only stores the code', () => {
  applyEffect({ kind: 'accessDenied', code: 'URM', redirect: false });
  expect(getSession().policyOrPackageDeniedErrorCode).toBe('URM');
  expect(navigateTo).not.toHaveBeenCalled();
});

test('maintenance goes to /onderhoud', () => {
  applyEffect({ kind: 'maintenance' });
  expect(navigateTo).toHaveBeenCalledWith('/onderhoud');
});

test('read-only refusal opens the read-only modal flag', () => {
  applyEffect({ kind: 'readOnlyRefused' });
  expect(getSession().showReadOnlyPermissionModal).toBe(true);
});

test('policy denied opens the modal once, with the first refusal’s code', () => {
  applyEffect({ kind: 'policyDenied', code: 'NO_ADVISOR_PERMISSION' });
  const first = getSession().policyDenied;
  expect(first).toEqual({ code: 'NO_ADVISOR_PERMISSION' });
  applyEffect({ kind: 'policyDenied', code: 'OTHER' });
  expect(getSession().policyDenied).toBe(first);
  expect(navigateTo).not.toHaveBeenCalled();
});

test('stub error is stored for the stub scenario modal', () => {
  applyEffect({ kind: 'stubError', url: '/plexus/x', message: 'Geen stub message gevonden' });
  expect(getSession().stubError).toEqual({
    url: '/plexus/x',
    message: 'Geen stub message gevonden',
  });
});

test('sign-in: clears local data and signs in again with the same kind, back to this page', () => {
  updateSession({
    authMethod: 'AAD',
    userId: '42',
    impersonation: { personId: '42' },
    policyId: 'P',
  });
  sessionStorage.setItem('oidc.keep', '1');
  applyEffect({ kind: 'signIn' });
  expect(getSession().policyId).toBeUndefined();
  expect(getSession().authMethod).toBe('OneWelcome');
  expect(sessionStorage.getItem('oidc.keep')).toBe('1');
  expect(startSignIn).toHaveBeenCalledWith({
    kind: 'AAD',
    returnTo: '/mijn-pensioen?x=1',
    userId: '42',
    impersonation: { personId: '42' },
  });
});

test('unread messages are written to the session only when the list differs', () => {
  const unread = [{ id: '1', status: 'Ongelezen' }];
  applyEffect({ kind: 'unreadMessages', messages: unread });
  expect(getSession().unreadMessages).toEqual(unread);
  const before = getSession();
  applyEffect({ kind: 'unreadMessages', messages: [{ id: '1', status: 'Ongelezen' }] });
  expect(getSession()).toBe(before);
  applyEffect({ kind: 'unreadMessages', messages: [] });
  expect(getSession().unreadMessages).toEqual([]);
});
