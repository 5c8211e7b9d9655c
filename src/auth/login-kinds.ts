// The three sign-in kinds of spec sections 4/6 as data: client, scopes, return path.
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
  /** After sign-in, go back to the page that asked for it (not for the directory login). */
  returnsToOrigin: boolean;
}

export const loginKinds: Record<OidcLoginKind, LoginKindSettings> = {
  OneWelcome: {
    clientId: 'member-portal',
    scope: 'openid bsn',
    redirectPath: '/signin-oidc',
    returnsToOrigin: true,
  },
  AdvisorOneWelcome: {
    clientId: 'advisor-portal',
    scope: 'openid profile email adviseur',
    redirectPath: '/advisor/redirect',
    returnsToOrigin: true,
  },
  AAD: {
    clientId: 'staff-directory',
    // offline_access: a refresh token for the silent sign-in of a cached account (docs/adr/0006).
    scope: 'openid user.read offline_access',
    redirectPath: '/ssp/redirect',
    returnsToOrigin: false,
  },
};

/** Where the provider sends the browser after sign-out. */
export const LOGOUT_PATH = '/logout';
