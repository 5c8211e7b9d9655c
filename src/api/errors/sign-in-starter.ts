// An answer that asks for a new sign-in (a refused or expired token) starts sign-in again from
// here, but starting sign-in belongs to auth, which sits above the api: auth calls the api (to tell
// the back end who signed in). So auth's `startSignIn` is handed down once, at start-up (main.tsx),
// instead of imported: the api imports nothing of auth and the modules form no cycle.
import type { AuthMethod, Impersonation } from '../../session/session-types';

/** What a restarted sign-in needs (auth's SignInOptions). */
export interface SignInRequest {
  /** The login kind of the session that ended. */
  kind?: AuthMethod;
  /** Where to come back to. */
  returnTo?: string;
  /** The state value: the user the session was about. */
  userId?: string;
  /** Who an advisor acted for. */
  impersonation?: Impersonation;
}

type StartSignIn = (request: SignInRequest) => Promise<unknown>;

let starter: StartSignIn | undefined;

/** Hands the api the function that starts sign-in; the last one handed wins. */
export function setSignInStarter(start: StartSignIn): void {
  starter = start;
}

/** Starts sign-in with the starter handed at start-up; without one, rejects (nothing to start). */
export function startSignIn(request: SignInRequest): Promise<unknown> {
  if (!starter) return Promise.reject(new Error('no sign-in starter: call setSignInStarter first'));
  return starter(request);
}
