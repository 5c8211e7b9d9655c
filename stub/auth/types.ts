// The contract between the stub's OpenID provider (stub/oidc, stub/auth) and its API (stub/api).

/** How someone signed in: the three login kinds of spec section 6. */
export type LoginKind = 'member' | 'advisor' | 'staff';

/** Who a verified bearer token belongs to. */
export interface Identity {
  /** The persona id the token was issued for (`member-active`, `advisor-1`, …). */
  personaId: string;
  /** Member, advisor (AdvisorOneWelcome) or staff (AAD directory). */
  kind: LoginKind;
  /** The OpenID client the token was issued to, or `stub-login` for the stub-only token call. */
  clientId: string;
}

/** What the OpenID side offers the API side. */
export interface Auth {
  /** Verifies a bearer token against the provider's keys; rejects on anything wrong. */
  verifyAccessToken(token: string): Promise<Identity>;
  /** Signs a token for the test-only person-id login (spec `/stub-login`), same keys and issuer. */
  issueStubToken(
    personaId: string,
  ): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }>;
}
