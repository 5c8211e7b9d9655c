// The directory (AAD) login rules of spec section 4: cached accounts, a silent token for the
// first with redirect as fallback, interaction-required → redirect.
import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { updateSession } from '../session/session';
import { finishSignIn } from './finish-sign-in';
import type { SignInStateData } from './signin-state';
import { activeStaffAccount, listStaffAccounts, type StaffAccount } from './staff-accounts';
import { userManager } from './user-manager';

/** What the staff login uses (injected in tests). */
export interface StaffSignInDeps {
  manager: Pick<UserManager, 'signinSilent' | 'signinRedirect' | 'getUser'>;
  accounts: () => StaffAccount[];
  active: () => StaffAccount | undefined;
  finish: (user: User) => Promise<string>;
}

function defaults(): StaffSignInDeps {
  return {
    manager: userManager('AAD'),
    accounts: () => listStaffAccounts(),
    active: () => activeStaffAccount(),
    finish: (user) => finishSignIn('AAD', user),
  };
}

/**
 * Marks authMethod AAD. With more than one cached account, tries a silent token for the first
 * and resolves with the path to go to; on any failure, and with zero or one account, it starts a
 * redirect sign-in (resolves undefined; the browser leaves).
 */
export async function startStaffSignIn(
  state: SignInStateData,
  deps: StaffSignInDeps = defaults(),
): Promise<string | undefined> {
  updateSession({ authMethod: 'AAD' });
  const [first, second] = deps.accounts();
  if (first && second) {
    try {
      const user = await deps.manager.signinSilent({ login_hint: first.sub, state });
      if (user) return await deps.finish(user);
    } catch (error) {
      console.info('silent staff sign-in failed; signing in by redirect', error);
    }
  }
  await deps.manager.signinRedirect({ state });
  return undefined;
}

const INTERACTION_REQUIRED = ['interaction_required', 'login_required', 'consent_required'];

/** True for the provider's "the user must interact" answers. */
export function isInteractionRequired(error: unknown): boolean {
  return error instanceof ErrorResponse && INTERACTION_REQUIRED.includes(error.error ?? '');
}

/**
 * Token retrieval: a silent token for the first cached account. When interaction is required it
 * starts a redirect sign-in and resolves false.
 */
export async function acquireStaffToken(
  deps: StaffSignInDeps = defaults(),
): Promise<string | false> {
  const [first] = deps.accounts();
  try {
    if (!first) throw new ErrorResponse({ error: 'login_required' });
    const user = await deps.manager.signinSilent({ login_hint: first.sub });
    return user?.access_token ?? false;
  } catch (error) {
    if (!isInteractionRequired(error)) throw error;
    await deps.manager.signinRedirect();
    return false;
  }
}

/** Signed in: an active or cached account exists and a token can be had without interaction. */
export async function isStaffSignedIn(deps: StaffSignInDeps = defaults()): Promise<boolean> {
  const account = deps.active();
  if (!account) return false;
  try {
    const stored = await deps.manager.getUser();
    if (stored && !stored.expired) return true;
    return (await deps.manager.signinSilent({ login_hint: account.sub })) !== null;
  } catch {
    return false;
  }
}
