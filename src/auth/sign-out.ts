// Sign-out by redirect to the provider's end-session endpoint, back to /logout (spec section 4).
import { navigateTo } from '../session/navigation';
import { getSession, updateSession } from '../session/session';
import { LOGOUT_PATH } from './login-kinds';
import { userManager } from './user-manager';

/** Signs out; errors are only logged (spec section 8) and end on /logout anyway. */
export async function signOut(): Promise<void> {
  const { authMethod } = getSession();
  updateSession({ token: undefined, cfData: undefined });
  if (authMethod === 'PersonId') {
    navigateTo(LOGOUT_PATH);
    return;
  }
  try {
    await userManager(authMethod).signoutRedirect();
  } catch (error) {
    console.error('sign-out failed', error);
    navigateTo(LOGOUT_PATH);
  }
}
