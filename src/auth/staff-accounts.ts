// The directory (AAD) login's account cache: which staff accounts signed in on this browser, which
// one is active, and each one's refresh token for a silent sign-in (docs/adr/0006). Kept under
// `oidc.` in local storage (spec section 7), so logout clears it with every other sign-in entry.
import type { User } from 'oidc-client-ts';

export const STAFF_ACCOUNTS_KEY = 'oidc.staff.accounts';
export const STAFF_ACTIVE_ACCOUNT_KEY = 'oidc.staff.active';

/** A cached staff account: who, and how to get a token for them without the login page. */
export interface StaffAccount {
  /** The account's subject at the provider. */
  sub: string;
  /** Display name. */
  name?: string;
  /** The provider's latest (rotated) refresh token for this account; no access token. */
  refreshToken?: string;
  /** The scopes the refresh token was granted. */
  scope?: string;
}

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

function isStaffAccount(entry: unknown): entry is StaffAccount {
  if (typeof entry !== 'object' || entry === null) return false;
  const { sub, name, refreshToken, scope } = entry as Record<string, unknown>;
  return (
    typeof sub === 'string' &&
    optionalText(name) &&
    optionalText(refreshToken) &&
    optionalText(scope)
  );
}

/** Cached accounts, oldest first. */
export function listStaffAccounts(storage: Storage = window.localStorage): StaffAccount[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STAFF_ACCOUNTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isStaffAccount) : [];
  } catch {
    return [];
  }
}

/**
 * Caches the account of a returned user with its latest refresh token (the provider rotates it on
 * every use) and makes it the active one.
 */
export function rememberStaffAccount(user: User, storage: Storage = window.localStorage): void {
  const account: StaffAccount = {
    sub: user.profile.sub,
    ...(user.profile.name ? { name: user.profile.name } : {}),
    ...(user.refresh_token ? { refreshToken: user.refresh_token } : {}),
    ...(user.scope ? { scope: user.scope } : {}),
  };
  // An account already cached keeps its place (the first one is the one silent sign-in uses).
  const cached = listStaffAccounts(storage);
  const accounts = cached.some((entry) => entry.sub === account.sub)
    ? cached.map((entry) => (entry.sub === account.sub ? account : entry))
    : [...cached, account];
  storage.setItem(STAFF_ACCOUNTS_KEY, JSON.stringify(accounts));
  storage.setItem(STAFF_ACTIVE_ACCOUNT_KEY, account.sub);
}
