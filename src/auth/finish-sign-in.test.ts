// @vitest-environment jsdom
import type { MockInstance } from 'vitest';
import { User } from 'oidc-client-ts';
import { getSession, updateSession } from '../session/session';
import { resetSessionForTest } from '../session/test-support';
import { finishSignIn } from './finish-sign-in';
import { listStaffAccounts } from './staff-accounts';

const NOW = Date.now();

function jwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.sig`;
}

function user(state: unknown, claims: object = { sub: 'member-active', personId: '1001' }) {
  return new User({
    access_token: jwt(claims),
    token_type: 'Bearer',
    profile: { sub: 'staff-1', name: 'Staff One', iss: 'op', aud: 'c', exp: 0, iat: 0 },
    expires_at: NOW / 1000 + 3600,
    userState: state,
  });
}

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  resetSessionForTest();
  fetchSpy = vi
    .spyOn(window, 'fetch')
    .mockImplementation(() => Promise.resolve(new Response('{}')));
});
afterEach(() => fetchSpy.mockRestore());

test('member: token with its expiry in the session, back to the page that asked', async () => {
  const signedIn = user({ returnTo: '/mijn-pensioen/hoogte-pensioen?x=1' });
  await expect(finishSignIn('OneWelcome', signedIn, NOW)).resolves.toBe(
    '/mijn-pensioen/hoogte-pensioen?x=1',
  );
  const session = getSession();
  expect(session.authMethod).toBe('OneWelcome');
  expect(session.cfData).toEqual({
    accessToken: signedIn.access_token,
    tokenType: 'Bearer',
    expiresAt: NOW + 3600 * 1000,
  });
  expect(session.userId).toBe('1001');
  expect(sessionStorage.getItem('cfData')).toContain('"expiresAt"');
  // One stored copy of the token: cfData in session storage, nothing in local storage.
  const copies = [sessionStorage, localStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '')),
  );
  expect(copies.filter((value) => value?.includes(signedIn.access_token))).toHaveLength(1);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('never returns to another site', async () => {
  await expect(
    finishSignIn('OneWelcome', user({ returnTo: '//evil.example/x' }), NOW),
  ).resolves.toBe('/');
});

test('staff with a state value: impersonation, account active, userinfo told, home', async () => {
  await expect(
    finishSignIn('AAD', user({ userId: '2002', returnTo: '/elders' }), NOW),
  ).resolves.toBe('/');
  const session = getSession();
  expect(session.authMethod).toBe('AAD');
  expect(session.userId).toBe('2002');
  expect(session.impersonation).toEqual({ personId: '2002' });
  expect(listStaffAccounts()).toEqual([{ sub: 'staff-1', name: 'Staff One' }]);
  expect(localStorage.getItem('oidc.staff.active')).toBe('staff-1');
  // Spec section 7: the directory login's token in local storage, once, and no auth cookie.
  expect(JSON.parse(localStorage.getItem('cfData') ?? '{}').accessToken).toBe(
    user({}).access_token,
  );
  expect(sessionStorage.getItem('cfData')).toBeNull();
  expect(document.cookie).toBe('');
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe('/plexus/userinfo');
  const headers = init?.headers as Record<string, string>;
  expect(headers['user-id']).toBe('2002');
  expect(headers.Authorization).toMatch(/^Bearer /);
  expect(headers['X-Impersonated-Participant']).toBe('2002');
});

test('a state the caller carried wins over the user’s (a refreshed user has none)', async () => {
  await expect(finishSignIn('AAD', user(undefined), NOW, { userId: '2002' })).resolves.toBe('/');
  expect(getSession().impersonation).toEqual({ personId: '2002' });
});

test('advisor: personId, advisorId and employerId stored', async () => {
  const impersonation = { personId: '3003', advisorId: 'A1', employerId: 'E1' };
  await finishSignIn('AdvisorOneWelcome', user({ userId: '3003', impersonation }), NOW);
  expect(getSession().impersonation).toEqual(impersonation);
  expect(getSession().authMethod).toBe('AdvisorOneWelcome');
});

test('another person than before: the previous selection is dropped', async () => {
  updateSession({ userId: '999', policyId: 'OLD' });
  await finishSignIn('OneWelcome', user({}), NOW);
  expect(getSession().policyId).toBeUndefined();
  expect(getSession().userId).toBe('1001');
});
