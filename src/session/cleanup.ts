// Clearing the browser's local data (spec section 3): cleanup when a token is missing, and the
// stricter wipe on logout that leaves no token and no identity-library entry anywhere.
import {
  COOKIES_KEPT_ON_CLEANUP,
  LOCAL_KEYS,
  LOCAL_KEYS_KEPT_ON_CLEANUP,
  OIDC_KEY_PREFIX,
} from './storage-keys';

/** The browser parts cleanup works on (injected in tests). */
export interface BrowserData {
  sessionStorage: Storage;
  localStorage: Storage;
  document: Pick<Document, 'cookie'>;
}

function browser(): BrowserData {
  return { sessionStorage: window.sessionStorage, localStorage: window.localStorage, document };
}

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
}

function cookieNames(doc: Pick<Document, 'cookie'>): string[] {
  return doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * Cleanup: every session-storage entry except the identity library's (`oidc.*`), the portal's
 * local keys except the language choice, and every cookie except cached_path, auth_method and
 * oauth_access_code.
 */
export function cleanupBrowserData(data: BrowserData = browser()): void {
  for (const key of keysOf(data.sessionStorage)) {
    if (!key.startsWith(OIDC_KEY_PREFIX)) data.sessionStorage.removeItem(key);
  }
  for (const key of Object.values(LOCAL_KEYS)) {
    if (!LOCAL_KEYS_KEPT_ON_CLEANUP.includes(key)) data.localStorage.removeItem(key);
  }
  for (const name of cookieNames(data.document)) {
    if (!COOKIES_KEPT_ON_CLEANUP.includes(name)) {
      data.document.cookie = `${name}=; Max-Age=0; path=/`;
    }
  }
}

/** Logout: cleanup plus every `oidc.*` entry in both storages, so no token is left anywhere. */
export function clearSignInData(data: BrowserData = browser()): void {
  cleanupBrowserData(data);
  for (const storage of [data.sessionStorage, data.localStorage]) {
    for (const key of keysOf(storage)) {
      if (key.startsWith(OIDC_KEY_PREFIX)) storage.removeItem(key);
    }
  }
}
