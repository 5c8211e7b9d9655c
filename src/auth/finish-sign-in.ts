// What every successful provider sign-in does: token and identity into the session, the staff
// account made active, the back end told about the state value; then where to go.
import type { User } from 'oidc-client-ts';
import { getSession, resetSession, updateSession } from '../session/session';
import { loginKinds, type OidcLoginKind } from './login-kinds';
import { notifyUserInfo } from './notify-user-info';
import { readSignInState, safeReturnPath, type SignInStateData } from './signin-state';
import { rememberStaffAccount } from './staff-accounts';
import { accessTokenClaims, tokenPatch } from './token';

/**
 * Stores the signed-in user in the session; resolves with the portal path to go to. `state` is
 * what the sign-in carried: the returned user's, unless the caller has it (a refresh returns none).
 */
export async function finishSignIn(
  kind: OidcLoginKind,
  user: User,
  now = Date.now(),
  state: SignInStateData = readSignInState(user.state),
): Promise<string> {
  const impersonation =
    state.impersonation ??
    (kind === 'AAD' && state.userId ? { personId: state.userId } : undefined);
  const userId =
    impersonation?.personId ?? state.userId ?? accessTokenClaims(user.access_token).personId;
  // Someone else than before: nothing of the previous person's session may remain.
  if (getSession().userId !== undefined && getSession().userId !== userId) resetSession();
  const expiresIn = user.expires_at !== undefined ? user.expires_at - now / 1000 : 3600;
  updateSession({
    authMethod: kind,
    userId,
    impersonation,
    ...tokenPatch(user.access_token, expiresIn, now),
  });
  if (kind === 'AAD') rememberStaffAccount(user);
  if (state.userId) await notifyUserInfo(state.userId);
  return loginKinds[kind].returnsToOrigin ? safeReturnPath(state.returnTo) : '/';
}
