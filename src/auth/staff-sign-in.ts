// The directory (AAD) login rules of spec section 4: cached accounts, a silent token for the
// first with redirect as fallback. "Silent" is the account's
// refresh token at the provider's token endpoint, not a hidden frame: the portal's pages refuse
// to be framed (frame-ancestors 'none'), its own silent-redirect page included (docs/adr/0006).
import { ErrorResponse, User, type IdTokenClaims, type UserManager } from 'oidc-client-ts';
import { updateSession } from '../session/session';
import { finishSignIn } from './finish-sign-in';
import type { SignInStateData } from './signin-state';
import { listStaffAccounts, rememberStaffAccount, type StaffAccount } from './staff-accounts';
import { userManager } from './user-manager';

/** What the staff login uses (injected in tests). */
export interface StaffSignInDeps {
  manager: Pick<UserManager, 'signinSilent' | 'signinRedirect' | 'storeUser'>;
  accounts: () => StaffAccount[];
  /** Stores the signed-in user; `state` is what the sign-in carries (a refresh returns none). */
  finish: (user: User, state: SignInStateData) => Promise<string>;
}

function defaults(): StaffSignInDeps {
  return {
    manager: userManager('AAD'),
    accounts: () => listStaffAccounts(),
    finish: (user, state) => finishSignIn('AAD', user, Date.now(), state),
  };
}

/**
 * A fresh token for `account` without leaving the page: its refresh token goes to the provider's
 * token endpoint (oidc-client-ts `signinSilent` with a stored refresh token), and the rotated
 * refresh token replaces the spent one in the cache. Without one the account must sign in again
 * (login_required); an answer for another subject is refused.
 */
async function silentUser(
  manager: StaffSignInDeps['manager'],
  account: StaffAccount,
): Promise<User> {
  if (!account.refreshToken) throw new ErrorResponse({ error: 'login_required' });
  await manager.storeUser(
    new User({
      access_token: '',
      token_type: 'Bearer',
      refresh_token: account.refreshToken,
      scope: account.scope,
      profile: { sub: account.sub } as IdTokenClaims,
    }),
  );
  const user = await manager.signinSilent();
  if (!user) throw new ErrorResponse({ error: 'login_required' });
  if (user.profile.sub !== account.sub)
    throw new Error(`silent sign-in answered for ${user.profile.sub}, not ${account.sub}`);
  rememberStaffAccount(user);
  return user;
}

/**
 * Marks authMethod AAD (a token of another kind is dropped). With more than one cached account,
 * tries a silent token for the first and resolves with the path to go to; on any failure, and
 * with zero or one account, it starts a redirect sign-in (resolves undefined; the browser leaves).
 */
export async function startStaffSignIn(
  state: SignInStateData,
  deps: StaffSignInDeps = defaults(),
): Promise<string | undefined> {
  updateSession({ authMethod: 'AAD', cfData: undefined });
  const [first, second] = deps.accounts();
  if (first && second) {
    try {
      return await deps.finish(await silentUser(deps.manager, first), state);
    } catch (error) {
      console.info('silent staff sign-in failed; signing in by redirect', error);
    }
  }
  await deps.manager.signinRedirect({ state });
  return undefined;
}
