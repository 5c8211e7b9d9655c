// The provider's return (signin-oidc, advisor/redirect, ssp/redirect): process it and store the user.
import type { OidcLoginKind } from './login-kinds';
import { finishSignIn } from './finish-sign-in';
import { userManager } from './user-manager';

/**
 * Processes the return URL. Resolves with the path to go to, or null when this frame only
 * relayed a silent sign-in to its parent. Errors are logged and rethrown (spec section 8).
 */
export async function completeSignIn(
  kind: OidcLoginKind,
  url: string = window.location.href,
): Promise<string | null> {
  try {
    const user = await userManager(kind).signinCallback(url);
    return user ? await finishSignIn(kind, user) : null;
  } catch (error) {
    console.error('sign-in response could not be processed', error);
    throw error;
  }
}
