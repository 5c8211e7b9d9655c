// The three sign-in kinds of spec sections 4/6 as data: client, scopes, return path. The issuer
// and client ids differ per environment and come from the configuration.
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
  /** After sign-in, go back to the page that asked for it (not for the directory login). */
  returnsToOrigin: boolean;
}

export const loginKinds: Record<OidcLoginKind, LoginKindSettings> = {
  OneWelcome: {
    client: 'member',
    scope: 'openid bsn',
    redirectPath: '/signin-oidc',
    returnsToOrigin: true,
  },
  AdvisorOneWelcome: {
    client: 'advisor',
    scope: 'openid profile email adviseur',
    redirectPath: '/advisor/redirect',
    returnsToOrigin: true,
  },
  AAD: {
    client: 'staff',
    // offline_access: a refresh token for the silent sign-in of a cached account (docs/adr/0006).
    scope: 'openid user.read offline_access',
    redirectPath: '/ssp/redirect',
    returnsToOrigin: false,
  },
};

/** Where the provider sends the browser after sign-out. */
export const LOGOUT_PATH = '/logout';
