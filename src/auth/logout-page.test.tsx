import { screen } from '@testing-library/react';
import { getSession, updateSession } from '../session/session';
import { LOCAL_KEYS } from '../session/storage-keys';
import { resetSessionForTest } from '../session/test-support';
import { LogoutPage } from './logout-page';
import { renderAt } from './test-render';

function keys(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
}

beforeEach(() => {
  resetSessionForTest();
  updateSession({
    authMethod: 'AAD',
    userId: '42',
    cfData: { accessToken: 'tok', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
  });
  sessionStorage.setItem('oidc.user:http://op:member-portal', '{"access_token":"tok"}');
  sessionStorage.setItem('oidc.0a1b2c', '{"code_verifier":"v"}');
  localStorage.setItem('oidc.user:http://op:staff-directory', '{"access_token":"tok"}');
  localStorage.setItem('oidc.staff.accounts', '[{"sub":"s"}]');
  localStorage.setItem(LOCAL_KEYS.accessToken, 'tok');
  localStorage.setItem(LOCAL_KEYS.accessTokenExpiry, '123');
});

test('/logout leaves no token and no oidc.* key in any storage', () => {
  renderAt(<LogoutPage />, '/logout');
  for (const storage of [sessionStorage, localStorage]) {
    expect(keys(storage).filter((key) => key.startsWith('oidc.'))).toEqual([]);
    for (const key of keys(storage)) expect(storage.getItem(key)).not.toContain('tok');
  }
  expect(getSession().cfData).toBeUndefined();
  expect(getSession().authMethod).toBe('OneWelcome');
});

test('shows the signed-out page with a sign-in-again link', () => {
  renderAt(<LogoutPage />, '/logout');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('U bent uitgelogd');
  expect(screen.getByRole('link', { name: 'Opnieuw inloggen' })).toHaveAttribute('href', '/');
});
