// Starting sign-in for a login kind (spec section 4). The browser leaves for the provider,
// except when a staff account signs in silently. oidc-client-ts is imported only here, when a
// sign-in actually starts: a member with a valid token never loads it.
import { navigateTo } from '../session/navigation';
import { updateSession } from '../session/session';
import type { AuthMethod, Impersonation } from '../session/session-types';
import type { SignInStateData } from './signin-state';
import { STUB_LOGIN_PATH } from './stub-login/stub-login-path';

/** What to sign in with and what to come back to. */
export interface SignInOptions {
  /** Login kind; PersonId (stub) goes to the stub login. Default OneWelcome. */
  kind?: AuthMethod;
  /** Path to return to (ignored by the directory login). */
  returnTo?: string;
  /** The state value: the user the session is about. */
  userId?: string;
  /** Who an advisor acts for. */
  impersonation?: Impersonation;
}

let pending: Promise<string | undefined> | undefined;

async function run(options: SignInOptions): Promise<string | undefined> {
  const state: SignInStateData = {
    returnTo: options.returnTo,
    userId: options.userId,
    impersonation: options.impersonation,
  };
  const kind = options.kind ?? 'OneWelcome';
  // The person-id login exists in the test build only (scripts/test-only-code.ts).
  if (__TEST_BUILD__ && kind === 'PersonId') {
    navigateTo(STUB_LOGIN_PATH);
    return undefined;
  }
  if (kind === 'AAD') {
    const { startStaffSignIn } = await import('./staff-sign-in');
    return startStaffSignIn(state);
  }
  const oidcKind = kind === 'PersonId' ? 'OneWelcome' : kind;
  // The new sign-in's token replaces any other: none is kept meanwhile.
  updateSession({ authMethod: oidcKind, cfData: undefined });
  const { userManager } = await import('./user-manager');
  await userManager(oidcKind).signinRedirect({ state });
  return undefined;
}

/**
 * Starts sign-in once (a second call while one runs gets the same promise). Resolves with a path
 * when signed in without leaving the page, else undefined (the browser is on its way out).
 */
export function startSignIn(options: SignInOptions = {}): Promise<string | undefined> {
  pending ??= run(options).finally(() => {
    pending = undefined;
  });
  return pending;
}
