// The three sign-in kinds of spec sections 4/6 as data: client, scopes, return path, storage.
import type { AuthMethod } from '../session/session-types';

/** authMethod values that sign in through an OpenID provider. */
export type OidcLoginKind = Exclude<AuthMethod, 'PersonId'>;

/** How one login kind talks to its provider. */
export interface LoginKindSettings {
  /** OpenID client id. */
  clientId: string;
  /** Requested scopes. */
  scope: string;
  /** Path the provider returns to. */
  redirectPath: string;
  /** Where the library keeps the signed-in user: the directory login keeps it in local storage (spec section 7). */
  userStore: 'session' | 'local';
  /** After sign-in, go back to the page that asked for it (not for the directory login). */
  returnsToOrigin: boolean;
}

export const loginKinds: Record<OidcLoginKind, LoginKindSettings> = {
  OneWelcome: {
    clientId: 'member-portal',
    scope: 'openid bsn',
    redirectPath: '/signin-oidc',
    userStore: 'session',
    returnsToOrigin: true,
  },
  AdvisorOneWelcome: {
    clientId: 'advisor-portal',
    scope: 'openid profile email adviseur',
    redirectPath: '/advisor/redirect',
    userStore: 'session',
    returnsToOrigin: true,
  },
  AAD: {
    clientId: 'staff-directory',
    scope: 'openid user.read',
    redirectPath: '/ssp/redirect',
    userStore: 'local',
    returnsToOrigin: false,
  },
};

/** Where the provider sends the browser after sign-out. */
export const LOGOUT_PATH = '/logout';
