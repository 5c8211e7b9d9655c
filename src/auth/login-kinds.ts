// The three sign-in kinds of spec sections 4/6 as data: client, scopes, return path, storage.
// The issuer and client ids differ per environment and come from the configuration.
import type { PortalConfig } from '../config/portal-config';
import type { AuthMethod } from '../session/session-types';

/** authMethod values that sign in through an OpenID provider. */
export type OidcLoginKind = Exclude<AuthMethod, 'PersonId'>;

/** How one login kind talks to its provider. */
export interface LoginKindSettings {
  /** Which of the configuration's client ids (`oidc.clientIds`) this kind signs in with. */
  client: keyof PortalConfig['oidc']['clientIds'];
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
    client: 'member',
    scope: 'openid bsn',
    redirectPath: '/signin-oidc',
    userStore: 'session',
    returnsToOrigin: true,
  },
  AdvisorOneWelcome: {
    client: 'advisor',
    scope: 'openid profile email adviseur',
    redirectPath: '/advisor/redirect',
    userStore: 'session',
    returnsToOrigin: true,
  },
  AAD: {
    client: 'staff',
    scope: 'openid user.read',
    redirectPath: '/ssp/redirect',
    userStore: 'local',
    returnsToOrigin: false,
  },
};

/** Where the provider sends the browser after sign-out. */
export const LOGOUT_PATH = '/logout';
