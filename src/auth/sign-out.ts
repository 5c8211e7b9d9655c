// Sign-out by redirect to the provider's end-session endpoint, back to /logout (spec section 4).
// oidc-client-ts is imported only when a sign-out happens, not with the pages that offer it.
import { signingOut } from '../session/before-sign-out';
import { navigateTo } from '../session/navigation';
import { getSession } from '../session/session';
import { LOGOUT_PATH } from './login-kinds';

/**
 * Signs out; errors are only logged (spec section 8) and end on /logout anyway. The portal's
 * token stays until the browser has left: dropping it here made the page's login guard start a
 * new sign-in that raced the sign-out (and won). /logout clears it, and every other trace.
 */
export async function signOut(): Promise<void> {
  // What open pages still owe the back end (a wizard's quote draft), before the page is left.
  signingOut();
  const { authMethod } = getSession();
  if (authMethod === 'PersonId') {
    navigateTo(LOGOUT_PATH);
    return;
  }
  try {
    const { userManager } = await import('./user-manager');
    await userManager(authMethod).signoutRedirect();
  } catch (error) {
    console.error('sign-out failed', error);
    navigateTo(LOGOUT_PATH);
  }
}
