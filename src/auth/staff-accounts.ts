// The directory (AAD) login's account cache: which staff accounts signed in on this browser, and
// which one is active. Kept under `oidc.` in local storage with the library's users, so logout
// clears it with them.
import type { User } from 'oidc-client-ts';

export const STAFF_ACCOUNTS_KEY = 'oidc.staff.accounts';
export const STAFF_ACTIVE_ACCOUNT_KEY = 'oidc.staff.active';

/** A cached staff account (no tokens). */
export interface StaffAccount {
  /** The account's subject at the provider. */
  sub: string;
  name?: string;
}

/** Cached accounts, oldest first. */
export function listStaffAccounts(storage: Storage = window.localStorage): StaffAccount[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STAFF_ACCOUNTS_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((entry): entry is StaffAccount => typeof entry?.sub === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Caches the account of a returned user and makes it the active one. */
export function rememberStaffAccount(user: User, storage: Storage = window.localStorage): void {
  const account: StaffAccount = { sub: user.profile.sub, name: user.profile.name };
  const accounts = listStaffAccounts(storage).filter((entry) => entry.sub !== account.sub);
  storage.setItem(STAFF_ACCOUNTS_KEY, JSON.stringify([...accounts, account]));
  storage.setItem(STAFF_ACTIVE_ACCOUNT_KEY, account.sub);
}

/** The active account, else the first cached one. */
export function activeStaffAccount(
  storage: Storage = window.localStorage,
): StaffAccount | undefined {
  const accounts = listStaffAccounts(storage);
  const active = storage.getItem(STAFF_ACTIVE_ACCOUNT_KEY);
  return accounts.find((account) => account.sub === active) ?? accounts[0];
}
