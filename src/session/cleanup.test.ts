// @vitest-environment jsdom
import { cleanupBrowserData, clearSignInData } from './cleanup';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';
import { resetSessionForTest } from './test-support';

function cookies(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort();
}

beforeEach(() => {
  resetSessionForTest();
  for (const name of ['cached_path', 'auth_method', 'oauth_access_code', 'tracking', 'other']) {
    document.cookie = `${name}=1; path=/`;
  }
  sessionStorage.setItem(SESSION_KEYS.cfData, '{"accessToken":"t"}');
  sessionStorage.setItem(SESSION_KEYS.userId, 'u');
  sessionStorage.setItem('oidc.user:issuer:member-portal', '{"access_token":"t"}');
  sessionStorage.setItem('oidc.abc123', '{"code_verifier":"v"}');
  localStorage.setItem('oidc.user:issuer:staff-directory', '{"access_token":"t"}');
  localStorage.setItem(LOCAL_KEYS.staffCfData, '{"accessToken":"t"}');
  localStorage.setItem(LOCAL_KEYS.accessToken, 't');
  localStorage.setItem(LOCAL_KEYS.accessTokenExpiry, '1');
  localStorage.setItem(LOCAL_KEYS.policyId, 'P');
  localStorage.setItem(LOCAL_KEYS.preferredLocale, 'en-GB');
  localStorage.setItem(LOCAL_KEYS.email, '{"email":"a@b.nl"}');
});

test('cleanup keeps cached_path, auth_method, oauth_access_code and oidc.* session entries', () => {
  cleanupBrowserData();
  expect(cookies()).toEqual(['auth_method', 'cached_path', 'oauth_access_code']);
  expect(sessionStorage.getItem('oidc.user:issuer:member-portal')).not.toBeNull();
  expect(sessionStorage.getItem('oidc.abc123')).not.toBeNull();
  expect(sessionStorage.getItem(SESSION_KEYS.cfData)).toBeNull();
  expect(sessionStorage.getItem(SESSION_KEYS.userId)).toBeNull();
  expect(localStorage.getItem(LOCAL_KEYS.policyId)).toBeNull();
  expect(localStorage.getItem(LOCAL_KEYS.email)).toBeNull();
  expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
  expect(localStorage.getItem(LOCAL_KEYS.staffCfData)).toBeNull();
  expect(localStorage.getItem(LOCAL_KEYS.preferredLocale)).toBe('en-GB');
});

test('the spec local keys the portal does not use are removed by cleanup', () => {
  for (const key of ['cameFromPensionSite', 'navigateToContact', 'navigateToPension'] as const) {
    localStorage.setItem(LOCAL_KEYS[key], 'true');
  }
  cleanupBrowserData();
  expect(localStorage.getItem(LOCAL_KEYS.cameFromPensionSite)).toBeNull();
  expect(localStorage.getItem(LOCAL_KEYS.navigateToContact)).toBeNull();
  expect(localStorage.getItem(LOCAL_KEYS.navigateToPension)).toBeNull();
});

test('logout wipe leaves no token and no oidc.* key in any storage', () => {
  clearSignInData();
  for (const storage of [sessionStorage, localStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    expect(keys.filter((key) => key?.startsWith('oidc.'))).toEqual([]);
    expect(keys).not.toContain(SESSION_KEYS.cfData);
    expect(keys).not.toContain(LOCAL_KEYS.staffCfData);
    expect(keys).not.toContain(LOCAL_KEYS.accessToken);
  }
});
