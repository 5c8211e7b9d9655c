// Sign-in errors of spec section 8 (authorization-code exchange).

export const TOKEN_ERRORS = {
  /** The token endpoint did not answer 200 with a valid token response. */
  invalidResponse: 'Token response invalid',
  /** The provider returned without a code. */
  missingCode: 'Code not in querystring parameters',
  /** No PKCE verifier was stored for the returned state. */
  missingVerifier: 'Verifier not set',
} as const;

/** One of the sign-in errors; `cause` keeps the library's error. */
export class TokenError extends Error {
  constructor(message: (typeof TOKEN_ERRORS)[keyof typeof TOKEN_ERRORS], options?: ErrorOptions) {
    super(message, options);
    this.name = 'TokenError';
  }
}
