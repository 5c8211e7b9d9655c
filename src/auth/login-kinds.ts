// The three sign-in kinds of spec section 4/6 as data: client, scopes and return path.

/** authMethod values of spec section 3 that sign in through an OpenID provider. */
export type OidcLoginKind = 'OneWelcome' | 'AdvisorOneWelcome' | 'AAD';

/** How one login kind talks to its provider. */
export interface LoginKindSettings {
  /** OpenID client id. */
  clientId: string;
  /** Requested scopes. */
  scope: string;
  /** Path the provider returns to. */
  redirectPath: string;
}

export const loginKinds: Record<OidcLoginKind, LoginKindSettings> = {
  OneWelcome: { clientId: 'member-portal', scope: 'openid bsn', redirectPath: '/signin-oidc' },
  AdvisorOneWelcome: {
    clientId: 'advisor-portal',
    scope: 'openid profile email adviseur',
    redirectPath: '/advisor/redirect',
  },
  AAD: { clientId: 'staff-directory', scope: 'openid user.read', redirectPath: '/ssp/redirect' },
};
